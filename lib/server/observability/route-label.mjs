// @ts-check
/**
 * The route pattern of a request path ("/caterer/12" -> "/caterer/[id]"), for the request
 * duration metric and the access log: a bounded set of labels that never carries an id, a
 * token (/api/calendar-feed/[token]) or a query string. Read from the build's
 * routes-manifest.json, which lists every page and route handler with its regex.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** Paths no route matched: public files, unknown URLs (404). */
export const OTHER_ROUTE = "(other)";

/**
 * @typedef {{ page: string, regex: string }} ManifestRoute
 * @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] }} RoutesManifest
 */

/**
 * A function from a URL path to its route pattern.
 * @param {RoutesManifest | null} manifest
 * @returns {(pathname: string) => string}
 */
export function createRouteLabeler(manifest) {
  const exact = new Map();
  /** @type {{ page: string, regex: RegExp }[]} */
  const patterns = [];
  for (const route of manifest?.staticRoutes ?? []) exact.set(route.page, route.page);
  // Next lists dynamic routes most specific first, the order it matches them in.
  for (const route of manifest?.dynamicRoutes ?? []) {
    patterns.push({ page: route.page, regex: new RegExp(route.regex) });
  }
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/image")) return "/_next/image";
    if (pathname.startsWith("/_next/")) return "/_next";
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const page = exact.get(trimmed);
    if (page) return page;
    for (const { page: p, regex } of patterns) if (regex.test(pathname)) return p;
    return OTHER_ROUTE;
  };
}

/**
 * The labeler of the build in `distDir`; without a readable manifest (a dev server before
 * its first compile) every path is OTHER_ROUTE, which is honest if coarse.
 * @param {string} distDir
 */
export function routeLabelerFor(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
    return createRouteLabeler(manifest);
  } catch {
    return createRouteLabeler(null);
  }
}
