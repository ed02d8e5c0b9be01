/**
 * `npm run bench` (not part of `npm test`): the performance figures of docs/benchmarks.md.
 *
 * Per data set (its own database traytable_bench_<time> on DATABASE_URL's server or the
 * embedded PostgreSQL, migrations applied, caterers with 10 dishes each, dropped after):
 * 1. EXPLAIN ANALYZE of the home page's search (--explain-sizes, default 10,000 and 100,000).
 * 2. Throughput and latency (--sizes, default 1,000 and 10,000): autocannon at fixed
 *    connections against GET /api/caterers, GET /api/caterers/{id}/dishes,
 *    GET /caterer/{id} and POST /api/bookings on the production build (scripts/runtime/server.mjs),
 *    and against the raw node:http + pg server (./raw-server.ts) on the same database,
 *    printed as ratios.
 * 3. SQL statements per request, counted on the wire (./statement-counter.ts) by a second
 *    app instance: the first request (cache miss) and the mean of the next ones.
 * 4. Unless --skip-browser: first-load JS per public route (./first-load-js.ts), the
 *    Lighthouse floor table (--floor-rounds=5, 0 to skip: each public page beside an empty
 *    Next.js page, alternating, each pair at a load average under 0.5) and
 *    Lighthouse mobile, median of --lighthouse-runs (./lighthouse.ts).
 * Then it rewrites the generated part of docs/benchmarks.md (between the bench markers)
 * with the date, the machine and the tables (--no-write: print only).
 *
 * Options: --sizes=1000,10000 --explain-sizes=10000,100000 --connections=10 --duration=10
 * --dist=.next (the build to serve; built when missing or with --build) --skip-browser
 * --lighthouse-runs=3 --no-write.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { parseBrowseParams } from "@/lib/browse/filters";
import { addDaysIso, todayIso } from "@/lib/dates";
import { searchCaterersSql } from "@/lib/server/kitchens/search-caterers";
import {
  dropDatabase,
  ensureDatabase,
  startLocalPostgres,
  withDatabaseName,
} from "../../runtime/db/local-postgres";
import { deployMigrations } from "../../runtime/db/migrations";
import {
  createBenchCarts,
  createBenchCustomers,
  isBenchKitchenClosed,
  loadBenchData,
} from "./bench-data";
import { startRawServer } from "./raw-server";
import { startStatementCounter } from "./statement-counter";
import {
  loadBenchDeliveryAreas,
  timeDeliverySearchPages,
  timeDeliverySearchSql,
  type DeliverySearchRow,
} from "./delivery-search";

const root = path.resolve(import.meta.dirname, "../../..");
const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const flag = (name: string) => process.argv.includes(`--${name}`);
// `--sizes=` (empty) leaves that part out.
const numbers = (name: string, fallback: number[]) =>
  option(name) !== undefined ? option(name)!.split(",").filter(Boolean).map(Number) : fallback;

const SIZES = numbers("sizes", [1_000, 10_000]);
const EXPLAIN_SIZES = numbers("explain-sizes", [10_000, 100_000]);
const CONNECTIONS = Number(option("connections") ?? 10);
const DURATION = Number(option("duration") ?? 10);
const DIST = option("dist") ?? ".next";
const LIGHTHOUSE_RUNS = Number(option("lighthouse-runs") ?? 3);
const DISHES_PER_CATERER = 10;
const APP_PORT = Number(process.env.BENCH_PORT ?? 3302);
const COUNTED_PORT = APP_PORT + 1;
const RAW_PORT = APP_PORT + 2;
const CUSTOMERS = 1500;
/** Checkouts per server (app, raw) per data set. */
const CHECKOUTS = Number(option("checkouts") ?? 1500);

const log = (message: string) => console.log(`[bench] ${message}`);
const out: string[] = [];
const emit = (line = "") => {
  out.push(line);
  console.log(line);
};

// ---------------------------------------------------------------------------------------

const EXPLAIN_CASES: [string, Record<string, string>][] = [
  ["/", {}],
  ["/?cuisine=Italian", { cuisine: "Italian" }],
  [
    "/?cuisine=Italian&price=50-100&diet=vegan&sort=price-low",
    { cuisine: "Italian", price: "50-100", diet: "vegan", sort: "price-low" },
  ],
  ["/?location=brooklyn&sort=price-high", { location: "brooklyn", sort: "price-high" }],
  ["/?diet=vegan&page=3", { diet: "vegan", page: "3" }],
];

async function explainHome(url: string): Promise<[string, number][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: [string, number][] = [];
  try {
    for (const [label, params] of EXPLAIN_CASES) {
      const filters = parseBrowseParams(params);
      const sql = searchCaterersSql(filters, { limit: 24 * filters.page });
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql.text}`, sql.values);
        times.push(r.rows[0]["QUERY PLAN"][0]["Execution Time"]);
      }
      rows.push([label, times.sort((a, b) => a - b)[2]!]);
    }
  } finally {
    await client.end();
  }
  return rows;
}

// ---------------------------------------------------------------------------------------

type Target = {
  label: string;
  method: "GET" | "POST";
  path: string;
  /** Per-request body and headers (bookings vary caterer, date and customer). */
  setup?: (i: number) => { body: string; headers: Record<string, string> };
  /** The raw server's own requests, where a request consumes what it writes to. */
  rawSetup?: (i: number) => { body: string; headers: Record<string, string> };
  /** A fixed number of requests instead of DURATION (each checkout empties its cart). */
  amount?: number;
};

/** Checkout i is customer i's: their cart is there once. */
function checkoutSetup(tokens: string[]) {
  return (i: number) => ({
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
    body: "",
  });
}

function bookingSetup(size: number, tokens: string[], offset: number) {
  const today = todayIso();
  return (i: number) => {
    const n = i + offset;
    let caterer = 1 + (n % size);
    while (isBenchKitchenClosed(caterer)) caterer = (caterer % size) + 1;
    return {
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${tokens[n % tokens.length]}`,
      },
      body: JSON.stringify({
        catererId: caterer,
        dishId: (caterer - 1) * DISHES_PER_CATERER + 1,
        customerName: "Bench Customer",
        customerEmail: "bench.customer@example.com",
        eventDate: addDaysIso(today, 2 + (Math.floor(n / size) % 300)),
        eventTime: "18:00",
        traySize: "medium",
        quantity: 1,
      }),
    };
  };
}

type Load = { rps: number; p50: number; p99: number; ok: number; bad: number };

async function load(base: string, target: Target): Promise<Load> {
  let i = 0;
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    ...(target.amount ? { amount: target.amount } : { duration: DURATION }),
    requests: [
      {
        method: target.method,
        path: target.path,
        setupRequest: (request) => {
          if (!target.setup) return request;
          const { body, headers } = target.setup(i++);
          return { ...request, body, headers };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Issue 42's search at this size: delivery areas for the bench kitchens, the SQL's p95 per
 * combination, then the page's end to end on the production server beside /api/health.
 */
async function measureDeliverySearch(url: string) {
  await loadBenchDeliveryAreas(url, log);
  const rows: DeliverySearchRow[] = await timeDeliverySearchSql(url);
  const app = startApp(url, APP_PORT);
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/robots.txt`);
    const floor = await timeDeliverySearchPages(`http://127.0.0.1:${APP_PORT}`, rows);
    return { rows, floor };
  } finally {
    await stop(app);
  }
}

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}

function startApp(databaseUrl: string, port: number): ChildProcess {
  // Next keeps its data cache on disk in the build folder: entries of an earlier data set
  // (or of the e2e database, when the build is .next-e2e) must not answer for this one.
  rmSync(path.join(root, DIST, "cache/fetch-cache"), { recursive: true, force: true });
  return spawn(
    process.execPath,
    ["scripts/runtime/server.mjs", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        NEXT_DIST_DIR: DIST,
        NEXT_TELEMETRY_DISABLED: "1",
        AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-bench",
        APP_URL: `http://127.0.0.1:${port}`,
        PAYMENTS_TEST_MODE: "1",
        TRUSTED_PROXY_HOPS: "0",
        RATE_LIMIT_BOOKING_PER_USER: "100000000",
        RATE_LIMIT_BOOKING_PER_ADDRESS: "100000000",
        REDIS_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function measureSize(url: string, size: number) {
  const tokens = await createBenchCustomers(url, CUSTOMERS);
  // Carts for the app's checkouts, the raw server's, and 6 for the statement count.
  const cartTokens = await createBenchCustomers(url, 2 * CHECKOUTS + 6, "checkout");
  await createBenchCarts(
    url,
    cartTokens,
    size,
    DISHES_PER_CATERER,
    new Date(`${todayIso()}T00:00:00Z`),
  );
  const targets: Target[] = [
    { label: "GET /api/caterers", method: "GET", path: "/api/caterers" },
    { label: "GET /api/caterers/1/dishes", method: "GET", path: "/api/caterers/1/dishes" },
    // A visitor without cookies is answered from the server's copy of the page
    // (public-replay-cache.mjs); any cookie makes the page render, nonce and all: the cost
    // of the per-request CSP nonce is the difference between the two rows.
    { label: "GET /caterer/1", method: "GET", path: "/caterer/1" },
    {
      label: "GET /caterer/1 (rendered: a cookie)",
      method: "GET",
      path: "/caterer/1",
      setup: () => ({ body: "", headers: { cookie: "bench=1" } }),
    },
    { label: "GET /?cuisine=Thai", method: "GET", path: "/?cuisine=Thai" },
    {
      label: "GET /?cuisine=Thai (rendered: a cookie)",
      method: "GET",
      path: "/?cuisine=Thai",
      setup: () => ({ body: "", headers: { cookie: "bench=1" } }),
    },
    {
      label: "POST /api/bookings",
      method: "POST",
      path: "/api/bookings",
      setup: bookingSetup(size, tokens, 0),
      rawSetup: bookingSetup(size, tokens, 5_000_000),
    },
    {
      label: "POST /api/cart/checkout (2 kitchens)",
      method: "POST",
      path: "/api/cart/checkout",
      amount: CHECKOUTS,
      setup: checkoutSetup(cartTokens.slice(0, CHECKOUTS)),
      rawSetup: checkoutSetup(cartTokens.slice(CHECKOUTS, 2 * CHECKOUTS)),
    },
  ];
  const rawTargets = targets.map((t) => (t.rawSetup ? { ...t, setup: t.rawSetup } : t));

  // The framework's floor for a write: an empty Next.js app's no-op POST route beside the
  // raw server's, in the same run (the app's writes are judged against both).
  const { startEmptyApp } = await import(`./${"first-load-js"}.ts`);
  const empty: { base: string; stop: () => void } = await startEmptyApp();
  const floorTarget: Target = {
    label: "POST /api/floor (empty Next.js route: the framework's floor)",
    method: "POST",
    path: "/api/floor",
    setup: () => ({ body: '{"floor":true}', headers: { "content-type": "application/json" } }),
  };
  const app = startApp(url, APP_PORT);
  const raw = await startRawServer(url, RAW_PORT);
  const appBase = `http://127.0.0.1:${APP_PORT}`;
  const rawBase = `http://127.0.0.1:${RAW_PORT}`;
  const results: { target: Target; app: Load; raw: Load }[] = [];
  try {
    await waitFor(`${appBase}/robots.txt`);
    for (const p of ["/api/caterers", "/api/caterers/1/dishes"]) {
      const [a, r] = await Promise.all(
        [appBase, rawBase].map(async (b) => (await fetch(`${b}${p}`)).json()),
      );
      if (!isDeepStrictEqual(a, r)) {
        const i = (a as unknown[]).findIndex((x, k) => !isDeepStrictEqual(x, (r as unknown[])[k]));
        throw new Error(
          `${p}: the app and the raw server differ at [${i}]: ${JSON.stringify((a as unknown[])[i])} vs ${JSON.stringify((r as unknown[])[i])}`,
        );
      }
      log(`${p}: app and raw JSON identical`);
    }
    for (const [i, target] of targets.entries()) {
      // App first: the raw server's orders would count against the same customers.
      const appLoad = await load(appBase, target);
      const rawLoad = await load(rawBase, rawTargets[i]!);
      results.push({ target, app: appLoad, raw: rawLoad });
      log(`${size} ${target.label}: app ${fmt(appLoad.rps)} req/s, raw ${fmt(rawLoad.rps)} req/s`);
      if (rawLoad.bad)
        log(`${size} ${target.label}: the raw server answered ${rawLoad.bad} non-2xx`);
    }
    const floorApp = await load(empty.base, floorTarget);
    const floorRaw = await load(rawBase, floorTarget);
    results.push({ target: floorTarget, app: floorApp, raw: floorRaw });
  } finally {
    empty.stop();
    await stop(app);
    await new Promise((resolve) => raw.close(resolve));
  }

  // SQL statements per request, on a second instance behind the counting proxy.
  const target = new URL(url);
  const counter = await startStatementCounter(target.hostname, Number(target.port || 5432));
  const countedUrl = new URL(url);
  countedUrl.hostname = "127.0.0.1";
  countedUrl.port = String(counter.port);
  const counted = startApp(countedUrl.toString(), COUNTED_PORT);
  const statements: { label: string; miss: number; warm: number }[] = [];
  try {
    const base = `http://127.0.0.1:${COUNTED_PORT}`;
    await waitFor(`${base}/robots.txt`);
    const setup = bookingSetup(size, tokens.slice(-100), 9_000_000);
    const checkout = checkoutSetup(cartTokens.slice(2 * CHECKOUTS));
    // Each path once: a page read with or without a cookie costs the same SQL.
    const paths = [
      ...new Set([...targets.map((t) => t.path), "/", "/?cuisine=Thai&sort=price-low"]),
    ];
    let n = 0;
    for (const p of paths) {
      const once = async () => {
        const before = counter.count();
        const init =
          p === "/api/bookings"
            ? { method: "POST", ...setup(n++) }
            : p === "/api/cart/checkout"
              ? { method: "POST", ...checkout(n++) }
              : {};
        const res = await fetch(`${base}${p}`, init);
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 50)); // let late statements (audit, outbox) land
        return counter.count() - before;
      };
      const miss = await once();
      let warm = 0;
      for (let i = 0; i < 5; i++) warm += await once();
      statements.push({
        label: `${p.startsWith("/api/bookings") || p === "/api/cart/checkout" ? "POST" : "GET"} ${p}`,
        miss,
        warm: warm / 5,
      });
    }
  } finally {
    await stop(counted);
    await counter.close();
  }
  return { results, statements };
}

async function browserFigures(base: string) {
  const emitRows = (rows: string[][]) => rows.forEach((r) => emit(`| ${r.join(" | ")} |`));
  try {
    const firstLoad = await import(`./${"first-load-js"}.ts`);
    const floor: { gzipKiB: number } = await firstLoad.measureFrameworkFloor(
      base,
      path.join(root, DIST),
    );
    const rows: { path: string; gzipKiB: number; scripts: number }[] =
      await firstLoad.measureFirstLoadJs(base, firstLoad.DEFAULT_PUBLIC_PATHS);
    // The issue's floor: an empty page of an empty Next app with our config (its own build).
    const empty: { gzipKiB: number } = await firstLoad.measureEmptyAppPage();
    emit("### First-load JS (gzip)");
    emit();
    emit(
      `Framework floor (React + Next, the build's rootMainFiles): ${fmt(floor.gzipKiB, 1)} KiB; ` +
        `an empty page of an empty Next app with our config: ${fmt(empty.gzipKiB, 1)} KiB. ` +
        `Target, which npm test enforces: ours at most ${firstLoad.OURS_TARGET_KIB} KiB over the empty page.`,
    );
    emit();
    emit("| path | KiB | ours (page - rootMainFiles) | ours (page - empty page) | scripts |");
    emit("|---|---:|---:|---:|---:|");
    emitRows(
      rows.map((r) => [
        r.path,
        fmt(r.gzipKiB, 1),
        fmt(r.gzipKiB - floor.gzipKiB, 1),
        fmt(r.gzipKiB - empty.gzipKiB, 1),
        String(r.scripts),
      ]),
    );
    emit();
  } catch (error) {
    emit(`First-load JS not measured: ${(error as Error).message.split("\n")[0]}`);
    emit();
  }
  if (LIGHTHOUSE_RUNS > 0) await lighthouseFigures(base);
  await floorFigures(base);
}

const LIGHTHOUSE_PATHS = ["/", "/caterer/1", "/auth"];

/**
 * Runs ./lighthouse.ts with `args` and returns its line starting with `marker`. In a process
 * (and process group) of its own: a Lighthouse or Chromium failure there cannot take the
 * bench down with it, and the rest of the figures still get written.
 */
async function runLighthouseScript(
  args: string[],
  marker: string,
  env: Record<string, string>,
): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=react-server",
      path.join(root, "scripts/tools/bench/lighthouse.ts"),
      ...args,
    ],
    {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  const ended = await new Promise<string>((resolve) =>
    child.once("close", (code, signal) => resolve(String(code ?? signal))),
  );
  const line = stdout.split("\n").find((l) => l.startsWith(marker));
  if (!line) throw new Error(`lighthouse.ts ${args[0]} ended with ${ended} and no figures`);
  return line;
}

/** Lighthouse mobile scores and timings, median of --lighthouse-runs (0 skips it). */
async function lighthouseFigures(base: string) {
  const emitRows = (rows: string[][]) => rows.forEach((r) => emit(`| ${r.join(" | ")} |`));
  try {
    const line = await runLighthouseScript([base, ...LIGHTHOUSE_PATHS], "LIGHTHOUSE_JSON ", {
      RUNS: String(LIGHTHOUSE_RUNS),
    });
    const rows: {
      path: string;
      performance: number;
      accessibility: number;
      lcpMs: number;
      tbtMs: number;
      legacyJsKiB: number;
    }[] = JSON.parse(line.slice("LIGHTHOUSE_JSON ".length));
    emit(`### Lighthouse mobile (median of ${LIGHTHOUSE_RUNS})`);
    emit();
    emit("| path | performance | accessibility | LCP | TBT | legacy JS |");
    emit("|---|---:|---:|---:|---:|---:|");
    emitRows(
      rows.map((r) => [
        r.path,
        String(r.performance),
        String(r.accessibility),
        `${fmt(r.lcpMs)} ms`,
        `${fmt(r.tbtMs)} ms`,
        `${fmt(r.legacyJsKiB, 1)} KiB`,
      ]),
    );
    emit();
  } catch (error) {
    emit(`Lighthouse not measured: ${(error as Error).message.split("\n")[0]}`);
    emit();
  }
}

/**
 * Issue 44's floor table: Lighthouse mobile on the framework's floor (an empty Next.js page,
 * one h1 and one p, built beside) and on each public page, alternating, FLOOR_ROUNDS times,
 * each pair started when the load average is under 0.5 (./lighthouse.ts). A report, not a
 * gate: Lighthouse on two cores is too noisy to fail a build on.
 */
async function floorFigures(base: string) {
  const rounds = Number(option("floor-rounds") ?? 5);
  if (!rounds) return;
  let empty: { base: string; stop: () => void } | undefined;
  try {
    const firstLoad = await import(`./${"first-load-js"}.ts`);
    empty = (await firstLoad.startEmptyApp()) as { base: string; stop: () => void };
    const json = await runLighthouseScript(
      [`--floor=${empty.base}/`, base, ...LIGHTHOUSE_PATHS],
      "FLOOR_JSON ",
      { ROUNDS: String(rounds) },
    );
    const { formatFloorTable } = await import(`./${"lighthouse"}.ts`);
    emit(`### Lighthouse mobile beside the framework's floor (median of ${rounds} pairs)`);
    emit();
    emit(formatFloorTable(JSON.parse(json.slice("FLOOR_JSON ".length))));
    emit();
    emit(
      "Each pair: the floor (an empty page of an empty Next.js app with our config) then the " +
        "page, in fresh headless Chromiums, started when the 1-minute load average was under 0.5 " +
        "(or after 3 minutes of waiting: the count says how often). The server and Lighthouse " +
        "share the machine's cores.",
    );
    emit();
  } catch (error) {
    emit(`Floor table not measured: ${(error as Error).message.split("\n")[0]}`);
    emit();
  } finally {
    empty?.stop();
  }
}

// ---------------------------------------------------------------------------------------

async function main() {
  const local = process.env.DATABASE_URL ? null : await startLocalPostgres(log);
  const serverUrl = local?.serverUrl ?? withDatabaseName(process.env.DATABASE_URL!, "postgres");

  if (flag("build") || !existsSync(path.join(root, DIST, "BUILD_ID"))) {
    log(`building the app into ${DIST} (next build)...`);
    const build = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/next/dist/bin/next"), "build"],
      {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: DIST },
        stdio: "inherit",
      },
    );
    if (build.status !== 0) throw new Error("next build failed");
  }

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  emit(
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} x ${cpu}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}.`,
  );
  emit(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per target; ${DISHES_PER_CATERER} dishes per caterer.`,
  );
  emit();

  const explains = new Map<number, [string, number][]>();
  const deliveries = new Map<number, Awaited<ReturnType<typeof measureDeliverySearch>>>();
  const sized = new Map<number, Awaited<ReturnType<typeof measureSize>>>();
  let browserDone = flag("skip-browser");
  for (const size of [...new Set([...SIZES, ...EXPLAIN_SIZES])].sort((a, b) => a - b)) {
    const name = `traytable_bench_${Date.now()}`;
    await ensureDatabase(serverUrl, name);
    const url = withDatabaseName(serverUrl, name);
    try {
      await deployMigrations(url);
      await loadBenchData(url, size, DISHES_PER_CATERER, log);
      if (EXPLAIN_SIZES.includes(size)) {
        explains.set(size, await explainHome(url));
        deliveries.set(size, await measureDeliverySearch(url));
      }
      if (SIZES.includes(size)) {
        sized.set(size, await measureSize(url, size));
        if (!browserDone) {
          const app = startApp(url, APP_PORT);
          try {
            await waitFor(`http://127.0.0.1:${APP_PORT}/robots.txt`);
            await browserFigures(`http://127.0.0.1:${APP_PORT}`);
          } finally {
            await stop(app);
          }
          browserDone = true;
        }
      }
    } finally {
      await dropDatabase(serverUrl, name).catch((e) => console.error(e));
    }
  }

  const explainSizes = [...explains.keys()];
  if (explainSizes.length) {
    emit("### Home page SQL (EXPLAIN ANALYZE execution time, median of 5)");
    emit();
    emit(`| query | ${explainSizes.map((s) => `${fmt(s)} caterers`).join(" | ")} |`);
    emit(`|---|${explainSizes.map(() => "---:").join("|")}|`);
    for (const [i, [label]] of EXPLAIN_CASES.entries()) {
      emit(
        `| \`${label}\` | ${explainSizes.map((s) => `${fmt(explains.get(s)![i]![1], 1)} ms`).join(" | ")} |`,
      );
    }
    emit();
  }
  for (const [size, { rows, floor }] of deliveries) {
    emit(
      `### Search by ZIP, date and guests, ${fmt(size)} caterers (p50 / p95 of 40; the page uncached)`,
    );
    emit();
    emit(
      `Beside it in the same run, GET /api/health (the server's floor): ${fmt(floor.floorP50, 1)} / ${fmt(floor.floorP95, 1)} ms; load average ${floor.load.toFixed(2)}.`,
    );
    emit();
    emit("| search | example | matches | SQL p50 / p95 | page p50 / p95 |");
    emit("|---|---|---:|---:|---:|");
    for (const r of rows) {
      emit(
        `| ${r.label} | \`${r.example}\` | ${fmt(r.matches)} | ${fmt(r.sqlP50, 1)} / ${fmt(r.sqlP95, 1)} ms | ${fmt(r.pageP50 ?? NaN, 1)} / ${fmt(r.pageP95 ?? NaN, 1)} ms |`,
      );
    }
    emit();
  }
  for (const [size, { results, statements }] of sized) {
    emit(`### ${fmt(size)} caterers: app vs raw node:http + pg`);
    emit();
    emit(
      "| request | app req/s | raw req/s | ratio | app p50 / p99 | raw p50 / p99 | app non-2xx |",
    );
    emit("|---|---:|---:|---:|---:|---:|---:|");
    for (const r of results) {
      emit(
        `| ${r.target.label} | ${fmt(r.app.rps)} | ${fmt(r.raw.rps)} | ${(r.app.rps / r.raw.rps).toFixed(2)}x | ${r.app.p50} / ${r.app.p99} ms | ${r.raw.p50} / ${r.raw.p99} ms | ${r.app.bad} |`,
      );
    }
    emit();
    emit("SQL statements per request (on the wire; first = cache miss, then the mean of 5 more):");
    emit();
    emit("| request | first | next |");
    emit("|---|---:|---:|");
    for (const s of statements) emit(`| ${s.label} | ${s.miss} | ${fmt(s.warm, 1)} |`);
    emit();
  }

  if (!flag("no-write")) {
    const file = path.join(root, "docs/benchmarks.md");
    const start = "<!-- bench:start -->";
    const end = "<!-- bench:end -->";
    const current = existsSync(file)
      ? readFileSync(file, "utf8")
      : `# Benchmarks\n\n${start}\n${end}\n`;
    const before = current.includes(start)
      ? current.slice(0, current.indexOf(start))
      : `${current}\n`;
    const after = current.includes(end) ? current.slice(current.indexOf(end) + end.length) : "\n";
    writeFileSync(file, `${before}${start}\n\n${out.join("\n")}\n${end}${after}`);
    log(`wrote ${path.relative(root, file)}`);
  }
  await local?.stop();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
