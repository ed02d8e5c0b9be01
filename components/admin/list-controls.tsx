"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** Changes some query parameters of the current page (and goes back to page 1). */
export function useQueryUpdater() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || value === "all") next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete("page");
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
}

/** A search box whose text becomes the `q` parameter; the server does the searching. */
export function ListSearch({ label, placeholder }: { label: string; placeholder: string }) {
  const params = useSearchParams();
  const update = useQueryUpdater();
  const current = params.get("q") ?? "";
  const [text, setText] = useState(current);
  // When the URL changes under the box (back button, tab switch), show its search.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    if (text.trim() !== current) setText(current);
  }
  // Only typing restarts the 300 ms pause: other re-renders of the page (a refresh after a
  // save, a dialog closing) must not keep postponing the search.
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  });
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => updateRef.current({ q: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [text, current]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden
        className="absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/** Previous / next page of a server-paged list. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Defaults to changing the `page` query parameter. */
  onPage?: (page: number) => void;
}) {
  const update = useQueryUpdater();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = onPage ?? ((p: number) => update({ page: p === 1 ? null : String(p) }, false));
  if (total <= pageSize && page === 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
      </Button>
      <span className="text-muted-foreground" data-testid="page-status">
        Page {page} of {pages} ({total})
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        Next <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  );
}
