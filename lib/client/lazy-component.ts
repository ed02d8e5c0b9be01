import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a component that is a named export: `lazyComponent(() =>
 * import("./x").then((m) => m.X))`. Render it inside Suspense (or AfterHydration when the
 * server must not render it). Used instead of next/dynamic, whose loader adds about 1.5 KiB
 * gzip to the first load of every page with a late part (docs/benchmarks.md).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}
