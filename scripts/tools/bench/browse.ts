/**
 * `npm run bench:browse`: how the server-rendered, server-filtered home page compares with
 * the old single-page design, which downloaded GET /api/caterers and GET /api/dishes in
 * full and filtered in the browser.
 *
 * 1. Creates its own database (traytable_bench_<time>) on DATABASE_URL's server or the
 *    embedded PostgreSQL, applies the migrations, and bulk-inserts 10,000 caterers and
 *    100,000 dishes with two INSERT ... SELECT generate_series statements.
 * 2. Starts the production server (`next start`, build in .next; `--build` rebuilds it)
 *    against that database on BENCH_PORT (3302).
 * 3. Sends a bounded number of sequential requests to localhost only, and prints latency
 *    p50/p95 and bytes (on the wire with gzip, and uncompressed) side by side.
 * 4. Stops the server and drops the database.
 *
 * Options: --build, --caterers=N, --dishes-per-caterer=N, --samples=N, --old-samples=N,
 * --data-only (load the data, print the database URL and keep it, for EXPLAIN ANALYZE;
 * drop it yourself).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import {
  dropDatabase,
  ensureDatabase,
  startLocalPostgres,
  withDatabaseName,
} from "../../runtime/db/local-postgres";
import { deployMigrations } from "../../runtime/db/migrations";
import { loadBenchData } from "./bench-data";

const root = path.resolve(import.meta.dirname, "../../..");
const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split("=")[1]) : fallback;
};
const CATERERS = arg("caterers", 10_000);
const DISHES_PER_CATERER = arg("dishes-per-caterer", 10);
const SAMPLES = arg("samples", 40);
const OLD_SAMPLES = arg("old-samples", 8);
const PORT = Number(process.env.BENCH_PORT ?? 3302);
const BASE = `http://127.0.0.1:${PORT}`;

const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------
// HTTP measurement: one request at a time, gzip accepted like a browser.

type Sample = { ms: number; wireBytes: number; bodyBytes: number; status: number };

function fetchOnce(pathname: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      `${BASE}${pathname}`,
      { headers: { "accept-encoding": "gzip", accept: "text/html,application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const wire = Buffer.concat(chunks);
          const body =
            response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(wire) : wire;
          resolve({
            ms,
            wireBytes: wire.length,
            bodyBytes: body.length,
            status: response.statusCode ?? 0,
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** The old single-page app fetched both lists at once; a sample is the pair. */
async function fetchPair(paths: string[]): Promise<Sample> {
  const started = process.hrtime.bigint();
  const samples = await Promise.all(paths.map(fetchOnce));
  return {
    ms: Number(process.hrtime.bigint() - started) / 1e6,
    wireBytes: samples.reduce((s, x) => s + x.wireBytes, 0),
    bodyBytes: samples.reduce((s, x) => s + x.bodyBytes, 0),
    status: Math.max(...samples.map((x) => x.status)),
  };
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

type Result = { label: string; p50: number; p95: number; wire: number; body: number; n: number };

async function measure(label: string, n: number, once: () => Promise<Sample>): Promise<Result> {
  await once(); // warm-up: compile caches, connection pool
  const samples: Sample[] = [];
  for (let i = 0; i < n; i++) {
    const s = await once();
    if (s.status !== 200) throw new Error(`${label}: HTTP ${s.status}`);
    samples.push(s);
  }
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  return {
    label,
    n,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    wire: mean(samples.map((s) => s.wireBytes)),
    body: mean(samples.map((s) => s.bodyBytes)),
  };
}

// ---------------------------------------------------------------------------------------

function kb(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} KB`;
}

function report(newer: Result[], old: Result) {
  const rows = [...newer, old];
  const width = Math.max(...rows.map((r) => r.label.length));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(12))).join("  ");
  console.log("");
  console.log(
    `Home page with ${CATERERS.toLocaleString("en-US")} caterers and ${(CATERERS * DISHES_PER_CATERER).toLocaleString("en-US")} dishes (sequential requests to ${BASE})`,
  );
  console.log("");
  console.log(line(["", "requests", "p50", "p95", "gzip bytes", "raw bytes"]));
  for (const r of rows) {
    console.log(
      line([
        r.label,
        String(r.n),
        `${r.p50.toFixed(1)} ms`,
        `${r.p95.toFixed(1)} ms`,
        kb(r.wire),
        kb(r.body),
      ]),
    );
  }
  console.log("");
  console.log("Old design / new design (higher = the new page is better by that factor):");
  for (const r of newer) {
    console.log(
      `  ${r.label.padEnd(width)}  p50 x${(old.p50 / r.p50).toFixed(1)}   p95 x${(old.p95 / r.p95).toFixed(1)}   gzip bytes x${(old.wire / r.wire).toFixed(0)}   raw bytes x${(old.body / r.body).toFixed(0)}`,
    );
  }
  console.log("");
  console.log(
    "The old design's numbers are only the two downloads; it then also had to parse about",
  );
  console.log("that many bytes of JSON and filter in the browser before showing anything, and it");
  console.log("needed its page shell first. The new page arrives rendered.");
}

function startServer(databaseUrl: string): ChildProcess {
  const next = path.join(root, "node_modules/next/dist/bin/next");
  return spawn(process.execPath, [next, "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitForServer(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const s = await fetchOnce("/robots.txt");
      if (s.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not start");
}

async function main() {
  const local = process.env.DATABASE_URL ? null : await startLocalPostgres(log);
  const serverUrl = local?.serverUrl ?? withDatabaseName(process.env.DATABASE_URL!, "postgres");
  const name = `traytable_bench_${Date.now()}`;
  let server: ChildProcess | null = null;
  let keep = false;
  try {
    log(`creating database ${name}`);
    await ensureDatabase(serverUrl, name);
    const url = withDatabaseName(serverUrl, name);
    await deployMigrations(url);
    await loadBenchData(url, CATERERS, DISHES_PER_CATERER, log);
    if (process.argv.includes("--data-only")) {
      log(`kept ${url}`);
      keep = true;
      return;
    }

    if (process.argv.includes("--build") || !existsSync(path.join(root, ".next/BUILD_ID"))) {
      log("building the app (next build)...");
      const next = path.join(root, "node_modules/next/dist/bin/next");
      const build = spawnSync(process.execPath, [next, "build"], {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
        stdio: "inherit",
      });
      if (build.status !== 0) throw new Error("next build failed");
    }
    server = startServer(url);
    await waitForServer(60_000);
    log(`server up on ${BASE}; measuring`);

    const filtered = "/?cuisine=Italian&price=50-100&diet=vegan&sort=price-low";
    const newer = [
      await measure("new: GET / (first 24 of all)", SAMPLES, () => fetchOnce("/")),
      await measure(`new: GET ${filtered}`, SAMPLES, () => fetchOnce(filtered)),
    ];
    const old = await measure("old: GET /api/caterers + /api/dishes", OLD_SAMPLES, () =>
      fetchPair(["/api/caterers", "/api/dishes"]),
    );
    report(newer, old);
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (!keep) {
      await dropDatabase(serverUrl, name).catch((e) => console.error(e));
      log(`dropped database ${name}`);
    }
    await local?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
