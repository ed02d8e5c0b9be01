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
 *   NEXT_DIST_DIR=.next npx tsx scripts/tools/bench/first-load-js.ts [baseUrl] [path...]
 *   (defaults: http://localhost:3000 and the public pages below; the framework floor is
 *   read from the build NEXT_DIST_DIR names, which must be the one the server runs)
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";

export type FirstLoadJs = { path: string; gzipKiB: number; scripts: number };

/**
 * Issue 26's budget, which `npm test` enforces (tests/e2e/first-load-js.spec.ts): a public
 * page may ship the framework's own first-load JS plus this much of ours. The framework's
 * own is the issue's floor, an empty page of an empty Next app with our config
 * (measureEmptyAppPage); the build's rootMainFiles (measureFrameworkFloor) is printed beside
 * it. The heaviest pages, the home and caterer pages, are at 19.4 and 19.7 KiB over the
 * empty page (docs/benchmarks.md, "First-load JS").
 */
export const OURS_TARGET_KIB = 20;

/**
 * The framework's own first-load JS in a build: the scripts Next lists as every App Router
 * page's bootstrap (build-manifest.json `rootMainFiles`: React, React DOM and Next's client
 * runtime), fetched from the running server like a page's scripts and gzipped the same way.
 * An empty page of our own would add the root layout's code (header, toaster), which is ours.
 */
export async function measureFrameworkFloor(
  baseUrl: string,
  distDir: string,
): Promise<{ gzipKiB: number; scripts: number }> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  let bytes = 0;
  for (const file of manifest.rootMainFiles) {
    const text = await fetchText(new URL(`/_next/${file}`, baseUrl).href, {});
    bytes += gzipSync(text, { level: 9 }).length;
  }
  return { gzipKiB: Math.round((bytes / 1024) * 10) / 10, scripts: manifest.rootMainFiles.length };
}

const root = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * The first-load JS of an empty page (`<main>Empty</main>` in a bare root layout) of an
 * otherwise empty Next app (scripts/tools/bench/empty-app) with our browser targets and polyfill
 * alias, built with our node_modules and served by `next start`: what any page of any App
 * Router app costs, i.e. the "framework floor measured with an empty page". It is a
 * little more than rootMainFiles (Next's layout router and error boundaries load per page).
 * About 10 s: a build of its own.
 */
export async function measureEmptyAppPage(): Promise<FirstLoadJs> {
  const app = await startEmptyApp();
  try {
    const [row] = await measureFirstLoadJs(app.base, ["/"]);
    return row!;
  } finally {
    app.stop();
  }
}

/**
 * The framework's floor served: scripts/tools/bench/empty-app (one h1 and one p, our next.config
 * and browserslist) built in a temporary folder and run with `next start`.
 */
export async function startEmptyApp(): Promise<{ base: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "traytable-empty-app-"));
  const next = path.join(root, "node_modules/next/dist/bin/next");
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR;
  let server: ReturnType<typeof spawn> | undefined;
  const stop = () => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    cpSync(path.join(root, "scripts/tools/bench/empty-app"), dir, { recursive: true });
    cpSync(path.join(root, "lib/client/no-polyfills.js"), path.join(dir, "no-polyfills.js"));
    const { browserslist } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "empty-app", private: true, type: "module", browserslist }),
    );
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
    const build = spawnSync(process.execPath, [next, "build"], { cwd: dir, env, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`the empty app did not build:\n${build.stderr}`);
    const port = await freePort();
    server = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
      cwd: dir,
      env,
      stdio: "ignore",
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await fetch(base).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 100) throw new Error("the empty app's server did not answer");
      await new Promise((r) => setTimeout(r, 100));
    }
    return { base, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

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

export type Floors = {
  /** The build's rootMainFiles: React, React DOM and Next's client runtime. */
  rootMainKiB: number;
  /** An empty page of an empty Next app with our config: the floor. */
  emptyPageKiB: number;
};

/** Each page's figure, what of it is ours over each floor, and whether it keeps the budget. */
export function formatFirstLoadJsTable(rows: FirstLoadJs[], floors: Floors): string {
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  const kib = (n: number, pad: number) => `${n.toFixed(1)} KiB`.padStart(pad);
  const lines = [
    `framework floor: an empty page ${floors.emptyPageKiB.toFixed(1)} KiB gzip ` +
      `(rootMainFiles alone ${floors.rootMainKiB.toFixed(1)}); budget: empty page + ${OURS_TARGET_KIB} KiB`,
    `${"page".padEnd(width)}  first-load JS (gzip)  ours over empty page  over rootMainFiles  scripts`,
  ];
  for (const r of rows) {
    const ours = r.gzipKiB - floors.emptyPageKiB;
    const note = ours > OURS_TARGET_KIB ? "  over budget" : "";
    lines.push(
      `${r.path.padEnd(width)}  ${kib(r.gzipKiB, 20)}  ${kib(ours, 20)}  ${kib(r.gzipKiB - floors.rootMainKiB, 18)}  ${String(r.scripts).padStart(7)}${note}`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // npx tsx scripts/tools/bench/first-load-js.ts [baseUrl] [path...]; NEXT_DIST_DIR names the
  // build the server runs (default .next). The empty app is built here too (about 10 s).
  const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
  const floor = await measureFrameworkFloor(baseUrl, process.env.NEXT_DIST_DIR || ".next");
  const rows = await measureFirstLoadJs(baseUrl, paths.length ? paths : DEFAULT_PUBLIC_PATHS);
  const empty = await measureEmptyAppPage();
  console.log(
    formatFirstLoadJsTable(rows, { rootMainKiB: floor.gzipKiB, emptyPageKiB: empty.gzipKiB }),
  );
}
