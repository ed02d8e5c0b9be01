/**
 * First-load JavaScript of a page, as a browser on a first visit downloads it: every
 * `<script src>` of the page's HTML that a modern browser runs (`nomodule` scripts are for
 * browsers without ES modules and are skipped by every browser we support), fetched from
 * the running server and gzipped here at level 9, summed per page. Inline scripts (the
 * RSC payload) are part of the HTML, not of this figure.
 *
 * The e2e budget (tests/e2e/first-load-js.spec.ts) and `npm run bench` both call
 * measureFirstLoadJs, so the figure the budget checks is the figure the benchmark prints.
 *
 *   npx tsx scripts/bench/first-load-js.ts [baseUrl] [path...]
 *   (defaults: http://localhost:3000 and the public pages below)
 */
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";

export type FirstLoadJs = { path: string; gzipKiB: number; scripts: number };

/**
 * No public page may ship more first-load JS than this (tests/e2e/first-load-js.spec.ts).
 * Issue 15 aims at 130 KiB, but React 19.3 and Next 16.4's App Router runtime alone are
 * 129.5 KiB of every page (measured on the Turbopack build; webpack's is the same within
 * 1 KiB), so 130 cannot be met with any client component at all. The limit sits just above
 * the heaviest public page after issue 15 (the home page, 195.6 KiB; it was 286.2 for the
 * caterer page before), so any new weight fails the test; lower it as pages get lighter.
 */
export const FIRST_LOAD_JS_BUDGET_KIB = 200;

/** Issue 15's target, printed beside the budget by the bench. */
export const FIRST_LOAD_JS_TARGET_KIB = 130;

/** The public pages measured when no paths are given (a demo caterer's page for /caterer/[id]). */
export const DEFAULT_PUBLIC_PATHS = [
  "/",
  "/caterer/1",
  "/auth",
  "/become-a-caterer",
  "/coming-soon",
];

/** The `src` of every script a module-capable browser loads, in document order, deduplicated. */
export function scriptSources(html: string, pageUrl: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) sources.add(new URL(value.replace(/&amp;/g, "&"), pageUrl).href);
  }
  return [...sources];
}

async function fetchText(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers, redirect: "manual" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * Measures each path's first-load JS. `cookie` measures a page as a signed-in visitor sees
 * it; without it, as a signed-out visitor (the public pages' audience).
 */
export async function measureFirstLoadJs(
  baseUrl: string,
  paths: string[],
  options: { cookie?: string } = {},
): Promise<FirstLoadJs[]> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const gzipBytes = new Map<string, number>();
  const results: FirstLoadJs[] = [];
  for (const path of paths) {
    const pageUrl = new URL(path, baseUrl).href;
    const sources = scriptSources(await fetchText(pageUrl, headers), pageUrl);
    let bytes = 0;
    for (const src of sources) {
      if (!gzipBytes.has(src)) {
        gzipBytes.set(src, gzipSync(await fetchText(src, headers), { level: 9 }).length);
      }
      bytes += gzipBytes.get(src)!;
    }
    results.push({ path, gzipKiB: Math.round((bytes / 1024) * 10) / 10, scripts: sources.length });
  }
  return results;
}

export function formatFirstLoadJsTable(rows: FirstLoadJs[]): string {
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  const lines = [`${"page".padEnd(width)}  first-load JS (gzip)  scripts`];
  for (const r of rows) {
    const over =
      r.gzipKiB > FIRST_LOAD_JS_BUDGET_KIB
        ? "  over budget"
        : r.gzipKiB > FIRST_LOAD_JS_TARGET_KIB
          ? "  over target"
          : "";
    lines.push(
      `${r.path.padEnd(width)}  ${`${r.gzipKiB.toFixed(1)} KiB`.padStart(20)}  ${String(r.scripts).padStart(7)}${over}`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
  const rows = await measureFirstLoadJs(baseUrl, paths.length ? paths : DEFAULT_PUBLIC_PATHS);
  console.log(formatFirstLoadJsTable(rows));
  console.log(
    `budget: ${FIRST_LOAD_JS_BUDGET_KIB} KiB per public page (target ${FIRST_LOAD_JS_TARGET_KIB})`,
  );
}
