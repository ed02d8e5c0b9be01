/**
 * `npm start`: the whole app from a fresh clone. Uses DATABASE_URL when set, otherwise an
 * embedded PostgreSQL in .data/; applies migrations; loads the demo data into an empty
 * database; builds the app when no build exists; serves it on PORT (default 3000).
 * Also starts the job worker (scripts/runtime/worker.ts: email outbox, refund retries, scheduled
 * jobs) as a child process. Ctrl-C stops both and then PostgreSQL, cleanly.
 *   --dev        run `next dev` instead of building (hot reload while developing)
 *   --no-worker  serve only; run `npm run worker` as its own process instead
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from "./seed/seed-demo";
import { canConnect, resolveDatabase } from "./db/local-postgres";
import { deployMigrations } from "./db/migrations";
import { explainStartFailure, type StartStage } from "./start-failure";

const dev = process.argv.includes("--dev");
const withWorker = !process.argv.includes("--no-worker");
const port = process.env.PORT ?? "3000";
const nextBin = "node_modules/next/dist/bin/next";
const tsxBin = "node_modules/tsx/dist/cli.mjs";
const serverScript = "scripts/runtime/server.mjs";

/** AUTH_SECRET, or one generated on first start and kept in .data/ so sessions survive restarts. */
function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = ".data/auth-secret";
  if (!existsSync(file)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** Names the source a build came from (commit plus uncommitted changes); "" without git. */
function sourceStamp(): string {
  const git = (args: string[]) => spawnSync("git", args, { encoding: "utf8" });
  const head = git(["rev-parse", "HEAD"]);
  if (head.status !== 0) return "";
  const dirty = git(["status", "--porcelain", "--untracked-files=no"]).stdout;
  const diff = dirty ? git(["diff", "HEAD"]).stdout : "";
  return `${head.stdout.trim()}:${createHash("sha256").update(diff).digest("hex")}`;
}

let stage: StartStage = "database";

async function main() {
  const database = await resolveDatabase(console.log);
  if (!(await canConnect(database.url))) throw new Error("database unreachable");
  console.log(
    database.embedded
      ? `Using the embedded PostgreSQL${database.where ? ` (data in ${database.where})` : ""}. Set DATABASE_URL to use your own.`
      : "Using the PostgreSQL at DATABASE_URL.",
  );
  stage = "migrations";
  const applied = await deployMigrations(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

  stage = "demo data";
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) });
  if (await isDatabaseEmpty(db)) {
    console.log("Empty database: loading the demo data...");
    await seedDemoData(db);
  }
  await db.$disconnect();

  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: authSecret(),
    NEXT_TELEMETRY_DISABLED: "1",
    // The embedded database is a local demo: its orders may be paid with test cards. A real
    // database takes test cards only when PAYMENTS_TEST_MODE=1 is set on purpose.
    ...(database.embedded && process.env.PAYMENTS_TEST_MODE === undefined
      ? { PAYMENTS_TEST_MODE: "1" }
      : {}),
  };
  stage = "build";
  const stamp = sourceStamp();
  const stampFile = ".next/traytable-source-stamp";
  const built = existsSync(".next/BUILD_ID") && existsSync(stampFile);
  if (!dev && (!built || (stamp && readFileSync(stampFile, "utf8") !== stamp))) {
    console.log(
      built
        ? "The code changed since the last build: running `next build`..."
        : "No production build yet: running `next build` (about a minute)...",
    );
    const build = spawnSync(process.execPath, [nextBin, "build"], { env, stdio: "inherit" });
    if (build.status !== 0) {
      await database.stop();
      console.error(`\n${explainStartFailure("build", null)}`);
      process.exit(build.status ?? 1);
    }
    writeFileSync(stampFile, stamp);
  }

  stage = "server";
  const server = spawn(process.execPath, [serverScript, ...(dev ? ["--dev"] : []), "-p", port], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  server.stdout.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text);
    if (/✓ Ready/.test(text)) {
      console.log(`\nTrayTable is running at http://localhost:${port}\n`);
      console.log(`Demo accounts (password: ${DEMO_PASSWORD}):`);
      for (const account of DEMO_ACCOUNTS)
        console.log(`  ${account.email.padEnd(24)} ${account.label}`);
      console.log("\nPress Ctrl-C to stop.");
    }
  });

  const worker = withWorker
    ? spawn(process.execPath, [tsxBin, "--conditions=react-server", "scripts/runtime/worker.ts"], {
        env,
        stdio: "inherit",
      })
    : null;

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of [server, worker]) {
      if (!child) continue;
      child.kill("SIGTERM");
      await new Promise((resolve) =>
        child.exitCode === null ? child.once("exit", resolve) : resolve(null),
      );
    }
    await database.stop();
    if (database.embedded) console.log("PostgreSQL stopped.");
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  server.on("exit", (code) => {
    if (!stopping && code) console.error(`\n${explainStartFailure("server", null)}`);
    void shutdown(code ?? 0);
  });
  worker?.on("exit", (code) => {
    if (!stopping)
      console.error(`The job worker stopped (exit code ${code}); emails wait until it runs again.`);
  });
}

main().catch((error: unknown) => {
  if (process.env.START_DEBUG) console.error(error);
  console.error(`\n${explainStartFailure(stage, error)}`);
  process.exit(1);
});
