"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { MAX_HOME_PAGES, toHref } from "@/lib/browse/filters";
import { useBrowse } from "./browse-provider";

/**
 * "Load more": one more page of 24 from the server. A real link (?page=n+1), so it works
 * without JavaScript and crawlers can follow it; with JavaScript the list grows in place.
 */
export function LoadMore({ shown, total }: { shown: number; total: number }) {
  const { filters, isLoadingMore, loadMore } = useBrowse();
  if (total === 0) return null;
  const canLoadMore = shown < total && filters.page < MAX_HOME_PAGES;
  return (
    <div className="mt-8 flex flex-col items-center gap-3 text-sm text-muted-foreground">
      <p data-testid="results-count">
        Showing {shown} of {total} caterers
      </p>
      {canLoadMore ? (
        <Button asChild variant="outline" size="lg" aria-disabled={isLoadingMore}>
          <Link
            href={toHref({ ...filters, page: filters.page + 1 })}
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              if (!isLoadingMore) loadMore();
            }}
          >
            {isLoadingMore ? "Loading..." : "Load more caterers"}
          </Link>
        </Button>
      ) : (
        shown < total && <p>Narrow your search with the filters to see the other caterers.</p>
      )}
    </div>
  );
}
