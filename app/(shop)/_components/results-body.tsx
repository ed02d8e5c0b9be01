"use client";

import { useBrowse } from "./browse-provider";
import { CatererGridSkeleton } from "./caterer-card-skeleton";

/** The server-rendered list, replaced by 6 placeholder cards while new results load. */
export function ResultsBody({ children }: { children: React.ReactNode }) {
  const { isPending } = useBrowse();
  return (
    <div className="mt-6" aria-busy={isPending}>
      {isPending ? <CatererGridSkeleton /> : children}
    </div>
  );
}
