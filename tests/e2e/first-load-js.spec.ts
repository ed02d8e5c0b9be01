import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  OURS_TARGET_KIB,
  formatFirstLoadJsTable,
  measureEmptyAppPage,
  measureFirstLoadJs,
  measureFrameworkFloor,
} from "../../scripts/tools/bench/first-load-js";

/**
 * The first-load JS budget of issue 26: the framework's own JS, measured as an empty page of
 * an empty Next app with our config and node_modules (built here, and printed), plus
 * OURS_TARGET_KIB (20 KiB) of ours, measured on the production build the e2e run serves: every public page (the (shop) and (auth) route groups of the build's own route
 * manifest, so a new public page is measured without anyone adding it here), fetched as a
 * signed-out visitor, its script sources gzipped and summed (scripts/tools/bench/first-load-js.ts,
 * the same code `npm run bench` prints).
 */
const root = path.resolve(import.meta.dirname, "../..");
const PUBLIC_GROUPS = ["(shop)", "(auth)"];

function publicRoutes(): string[] {
  // The e2e build's folder (tests/e2e/support/global-setup.ts builds into it).
  const manifest = JSON.parse(
    readFileSync(path.join(root, ".next-e2e/app-path-routes-manifest.json"), "utf8"),
  ) as Record<string, string>;
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith("/page"))
    .filter(([entry]) => PUBLIC_GROUPS.some((group) => entry.startsWith(`/${group}/`)))
    .map(([, route]) => route)
    .sort();
}

test("every public page ships at most the first-load JS budget", async ({ baseURL }) => {
  test.setTimeout(240_000); // the empty app's build
  const routes = publicRoutes();
  // The manifest really was read: the pages the issue names are among them.
  expect(routes).toEqual(expect.arrayContaining(["/", "/auth", "/caterer/[id]"]));

  // A dynamic route is measured on a real page of the demo data: the first caterer the
  // home page links to.
  const home = await (await fetch(new URL("/", baseURL))).text();
  const catererPath = /href="(\/caterer\/\d+)"/.exec(home)?.[1];
  expect(catererPath, "the home page links to a caterer").toBeTruthy();
  const paths = routes.map((route) => {
    if (route === "/caterer/[id]") return catererPath!;
    if (route.includes("[")) throw new Error(`no sample value for the dynamic route ${route}`);
    return route;
  });

  const floor = await measureFrameworkFloor(baseURL!, path.join(root, ".next-e2e"));
  // React and Next alone are well over 100 KiB gzip: a floor far below means the manifest
  // was misread, and every budget above it would pass for nothing.
  expect(floor.gzipKiB).toBeGreaterThan(100);
  const rows = await measureFirstLoadJs(baseURL!, paths);
  const empty = await measureEmptyAppPage();
  // An empty page loads at least what every page loads.
  expect(empty.gzipKiB).toBeGreaterThanOrEqual(floor.gzipKiB);
  console.log(
    formatFirstLoadJsTable(rows, { rootMainKiB: floor.gzipKiB, emptyPageKiB: empty.gzipKiB }),
  );
  const budget = empty.gzipKiB + OURS_TARGET_KIB;
  for (const row of rows) {
    expect(row.scripts, `${row.path} has scripts to measure`).toBeGreaterThan(0);
    expect(
      row.gzipKiB,
      `${row.path}: ${row.gzipKiB} KiB of first-load JS (budget: an empty page's ${empty.gzipKiB} + ${OURS_TARGET_KIB} KiB)`,
    ).toBeLessThanOrEqual(budget);
  }
});
