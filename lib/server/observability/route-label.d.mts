/** Types of ./route-label.mjs (plain ESM used by scripts/runtime/server.mjs). */
export const OTHER_ROUTE: string;
export type ManifestRoute = { page: string; regex: string };
export type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };
export function createRouteLabeler(manifest: RoutesManifest | null): (pathname: string) => string;
export function routeLabelerFor(distDir: string): (pathname: string) => string;
