"use client";

import { lazy } from "react";
import { AfterHydration } from "@/lib/client/after-hydration";

const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/**
 * The toast area, loaded after the page has hydrated: no page needs it for its first paint,
 * and sonner shows a toast raised before its Toaster mounted as soon as it mounts.
 */
export function LazyToaster() {
  return (
    <AfterHydration>
      <Toaster />
    </AfterHydration>
  );
}
