"use client";

import dynamic from "next/dynamic";

/**
 * The toast area, loaded after the page has hydrated: no page needs it for its first paint,
 * and sonner shows a toast raised before its Toaster mounted as soon as it mounts.
 */
export const LazyToaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), {
  ssr: false,
});
