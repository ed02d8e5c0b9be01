"use client";

import { Suspense, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while hydrating, true from then on. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Renders `children` (a React.lazy component) only in the browser and after hydration, with
 * `fallback` until its code has arrived: what next/dynamic's `ssr: false` does, with
 * React's own lazy() and Suspense. next/dynamic would add its loader (about 1 KiB gzip) to
 * every page's first load for the header's three late parts.
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
