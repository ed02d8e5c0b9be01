"use client";

import { usePathname, useSearchParams } from "next/navigation";

/** The page's own URL with its query: where a form sent before hydration posts. */
export function usePermalink() {
  const search = useSearchParams().toString();
  return `${usePathname()}${search ? `?${search}` : ""}`;
}
