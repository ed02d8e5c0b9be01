"use client";

import { useBrowse } from "./browse-provider";

export function ResultsHeader({ total }: { total: number }) {
  const { isPending } = useBrowse();
  return (
    <h2 className="text-2xl font-bold" aria-live="polite">
      {isPending ? "Loading caterers..." : `${total} caterers in your area`}
    </h2>
  );
}
