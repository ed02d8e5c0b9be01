"use client";

import { createContext, useContext, useOptimistic, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toHref, type BrowseFilters } from "@/lib/browse/filters";

type BrowseContextValue = {
  /** The filters as the visitor last set them (ahead of the server while it answers). */
  filters: BrowseFilters;
  /** A filter or sort change is being fetched: the list shows placeholders. */
  isPending: boolean;
  /** "Load more" is being fetched: the list stays, the button says so. */
  isLoadingMore: boolean;
  apply: (patch: Partial<Omit<BrowseFilters, "page">>) => void;
  loadMore: () => void;
};

const BrowseContext = createContext<BrowseContextValue | null>(null);

export function useBrowse(): BrowseContextValue {
  const value = useContext(BrowseContext);
  if (!value) throw new Error("useBrowse must be used inside <BrowseProvider>");
  return value;
}

/**
 * Holds the home page's filter state. The state lives in the URL: a change replaces the URL
 * (no new history entry, no scroll jump) and the server component renders the new list;
 * nothing is filtered in the browser.
 */
export function BrowseProvider({
  filters,
  children,
}: {
  filters: BrowseFilters;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [optimistic, setOptimistic] = useOptimistic(filters);
  const [isPending, startTransition] = useTransition();
  const [isLoadingMore, startLoadingMore] = useTransition();

  const apply = (patch: Partial<Omit<BrowseFilters, "page">>) => {
    const next: BrowseFilters = { ...optimistic, ...patch, page: 1 };
    startTransition(() => {
      setOptimistic(next);
      router.replace(toHref(next), { scroll: false });
    });
  };

  const loadMore = () => {
    startLoadingMore(() => {
      router.replace(toHref({ ...filters, page: filters.page + 1 }), { scroll: false });
    });
  };

  return (
    <BrowseContext.Provider
      value={{ filters: optimistic, isPending, isLoadingMore, apply, loadMore }}
    >
      {children}
    </BrowseContext.Provider>
  );
}
