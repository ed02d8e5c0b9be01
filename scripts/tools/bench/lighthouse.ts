/**
 * Lighthouse (mobile, simulated throttling: its defaults) on a running production server,
 * as a signed-out visitor: performance and accessibility scores, LCP and TBT, the median
 * of `runs` runs per page. Each run gets a fresh headless Chromium, so no run reuses the
 * previous one's cache. On a busy machine the timings move with the load: compare figures
 * measured side by side in one run, not across days.
 *
 *   npx tsx scripts/tools/bench/lighthouse.ts [baseUrl] [path...]
 *   (defaults: http://localhost:3000 and /, /caterer/1, /auth; RUNS=3; CHROME_PATH)
 *   npx tsx scripts/tools/bench/lighthouse.ts --floor=<empty page URL> [baseUrl] [path...]
 *   (each page beside the framework's floor, ROUNDS=5 alternating pairs: the floor table)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseFigures = {
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's legacy-javascript: bytes of polyfills and transforms modern browsers need not. */
  legacyJsKiB: number;
};

export const DEFAULT_LIGHTHOUSE_PATHS = ["/", "/caterer/1", "/auth"];

// Debian's Chromium, headless, with nothing that reaches out to the network on its own.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The sum of the legacy-javascript insight's wasted bytes over the page's scripts. */
function legacyJavaScriptKiB(details: unknown): number {
  const items = (details as { items?: { wastedBytes?: number }[] } | undefined)?.items ?? [];
  const bytes = items.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** One Lighthouse run; `probe` blocks requests or throttles for real (lighthouse-probe.ts). */
export async function runOnce(
  url: string,
  probe: { blockedUrlPatterns?: string[]; throttlingMethod?: "devtools" } = {},
): Promise<Omit<LighthouseFigures, "path">> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...probe,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORT_DIR keeps each run's full report, for finding out why a figure is
    // what it is (the LCP element and its breakdown, the requests counted before it).
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      fcpMs: Math.round(audit("first-contentful-paint")),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      legacyJsKiB: legacyJavaScriptKiB(lhr.audits["legacy-javascript-insight"]?.details),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART,
 * NO_FCP): such a run says nothing about the page, so it is run once more.
 */
async function runWithRetry(url: string): Promise<Omit<LighthouseFigures, "path">> {
  try {
    return await runOnce(url);
  } catch (error) {
    console.error(`retrying ${url}: ${(error as Error).message}`);
    return runOnce(url);
  }
}

/** Median of `runs` Lighthouse mobile runs per path (each figure's own median). */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  runs = 3,
): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const path of paths) {
    const url = new URL(path, baseUrl).href;
    const samples: Omit<LighthouseFigures, "path">[] = [];
    for (let i = 0; i < runs; i++) samples.push(await runWithRetry(url));
    results.push({
      path,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      legacyJsKiB: median(samples.map((s) => s.legacyJsKiB)),
    });
  }
  return results;
}

export function formatLighthouseTable(rows: LighthouseFigures[]): string {
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  const lines = [
    `${"page".padEnd(width)}  performance  accessibility   LCP ms   TBT ms  legacy JS KiB`,
  ];
  for (const r of rows) {
    lines.push(
      `${r.path.padEnd(width)}  ${String(r.performance).padStart(11)}  ${String(r.accessibility).padStart(13)}  ${String(r.lcpMs).padStart(7)}  ${String(r.tbtMs).padStart(7)}  ${r.legacyJsKiB.toFixed(1).padStart(13)}`,
    );
  }
  return lines.join("\n");
}

/** Issue 44's targets, as distances from the floor measured in the same run. */
export const FLOOR_TARGETS = { fcpMs: 150, lcpMs: 350, tbtMs: 30, cls: 0 };

export type FloorRow = {
  path: string;
  page: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  floor: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** The 1-minute load average when each pair started: lowest and highest. */
  load: [number, number];
  /** Pairs that started over the load limit because the machine did not quiet down in time. */
  busyStarts: number;
};

/**
 * Waits until the 1-minute load average is under `limit` (at most `maxWaitMs`) and returns
 * it: Lighthouse on two cores moves with whatever else runs.
 */
async function quietLoad(limit: number, maxWaitMs: number): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  while (os.loadavg()[0]! >= limit && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 5_000));
  }
  return os.loadavg()[0]!;
}

/**
 * Lighthouse mobile on the framework's floor (an empty Next.js page, floorUrl) and on each
 * page, alternating floor and page, `rounds` times; each pair starts when the load average
 * is under `loadLimit`. Medians per page and of the floor runs paired with it.
 */
export async function measureBesideFloor(
  baseUrl: string,
  paths: string[],
  floorUrl: string,
  rounds = 5,
  loadLimit = 0.5,
  maxWaitMs = 180_000,
): Promise<FloorRow[]> {
  const pairs = new Map(
    paths.map((p) => [p, { page: [] as Sample[], floor: [] as Sample[], load: [] as number[] }]),
  );
  for (let round = 0; round < rounds; round++) {
    for (const p of paths) {
      const pair = pairs.get(p)!;
      pair.load.push(await quietLoad(loadLimit, maxWaitMs));
      pair.floor.push(await runWithRetry(floorUrl));
      pair.page.push(await runWithRetry(new URL(p, baseUrl).href));
      console.error(`round ${round + 1}/${rounds} ${p}: load ${pair.load.at(-1)!.toFixed(2)}`);
    }
  }
  const medians = (samples: Sample[]) => ({
    fcpMs: median(samples.map((s) => s.fcpMs)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
  });
  return paths.map((p) => {
    const pair = pairs.get(p)!;
    return {
      path: p,
      page: medians(pair.page),
      floor: medians(pair.floor),
      load: [Math.min(...pair.load), Math.max(...pair.load)],
      busyStarts: pair.load.filter((l) => l >= loadLimit).length,
    };
  });
}

type Sample = Omit<LighthouseFigures, "path">;

/** Each figure beside the floor's and its distance, and whether it meets its target. */
export function formatFloorTable(rows: FloorRow[]): string {
  const t = FLOOR_TARGETS;
  const cell = (page: number, floor: number, target: number, digits = 0) => {
    const d = page - floor;
    const sign = d >= 0 ? "+" : "";
    return `${page.toFixed(digits)} (floor ${floor.toFixed(digits)}, ${sign}${d.toFixed(digits)}) ${d <= target ? "ok" : "OVER"}`;
  };
  const lines = [
    `| page | FCP ms (target floor + ${t.fcpMs}) | LCP ms (floor + ${t.lcpMs}) | TBT ms (floor + ${t.tbtMs}) | CLS (${t.cls}) | load at start |`,
    "|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.path} | ${cell(r.page.fcpMs, r.floor.fcpMs, t.fcpMs)} | ${cell(r.page.lcpMs, r.floor.lcpMs, t.lcpMs)} | ${cell(r.page.tbtMs, r.floor.tbtMs, t.tbtMs)} | ${r.page.cls.toFixed(3)} ${r.page.cls <= t.cls ? "ok" : "OVER"} | ${r.load[0].toFixed(2)}-${r.load[1].toFixed(2)}${r.busyStarts ? ` (${r.busyStarts} started over 0.5)` : ""} |`,
    );
  }
  return lines.join("\n");
}

if (
  import.meta.url === pathToFileURL(process.argv[1] ?? "").href &&
  process.argv.some((a) => a.startsWith("--floor="))
) {
  // --floor=<url of the empty page> <base> <path...>: the floor table (bench.ts runs this).
  const floorUrl = process.argv.find((a) => a.startsWith("--floor="))!.slice("--floor=".length);
  const [baseUrl = "http://localhost:3000", ...paths] = process.argv
    .slice(2)
    .filter((a) => !a.startsWith("--"));
  const rounds = Number(process.env.ROUNDS ?? 5);
  const rows = await measureBesideFloor(
    baseUrl,
    paths.length ? paths : DEFAULT_LIGHTHOUSE_PATHS,
    floorUrl,
    rounds,
  );
  console.log(formatFloorTable(rows));
  console.log(`FLOOR_JSON ${JSON.stringify(rows)}`);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
  const runs = Number(process.env.RUNS ?? 3);
  const rows = await measureLighthouse(
    baseUrl,
    paths.length ? paths : DEFAULT_LIGHTHOUSE_PATHS,
    runs,
  );
  console.log(formatLighthouseTable(rows));
  console.log(`Lighthouse mobile (simulated throttling), median of ${runs} runs per page`);
  // For bench.ts, which runs this file in a process of its own.
  console.log(`LIGHTHOUSE_JSON ${JSON.stringify(rows)}`);
}
