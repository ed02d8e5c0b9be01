"use client";

import { Suspense } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Renders `children` (a React.lazy component) only in the browser and after hydration, with
 * `fallback` until its code has arrived: what next/dynamic's `ssr: false` does, with
 * React's own lazy() and Suspense (see lazy-component.ts).
 */
export function AfterHydration({
  fallback = null,
  children,
}: {
  fallback?: React.ReactNode;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
