/**
 * `npm start`: the whole app from a fresh clone. Uses DATABASE_URL when set, otherwise an
 * embedded PostgreSQL in .data/; applies migrations; loads the demo data into an empty
 * database; builds the app when no build exists; serves it on PORT (default 3000).
 * Ctrl-C stops the server and then PostgreSQL, cleanly.
 *   --dev   run `next dev` instead of building (hot reload while developing)
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  seedDemoData,
} from "../lib/server/seed/seed-demo";
import { resolveDatabase } from "./db/local-postgres";
import { deployMigrations } from "./db/migrations";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const nextBin = "node_modules/next/dist/bin/next";

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

async function main() {
  const database = await resolveDatabase(console.log);
  console.log(
    database.embedded
      ? "Using the embedded PostgreSQL (data in .data/postgres). Set DATABASE_URL to use your own."
      : "Using the PostgreSQL at DATABASE_URL.",
  );
  const applied = await deployMigrations(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

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
  };
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
      process.exit(build.status ?? 1);
    }
    writeFileSync(stampFile, stamp);
  }

  const server = spawn(process.execPath, [nextBin, dev ? "dev" : "start", "-p", port], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  server.stdout.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text);
    if (/Ready in|✓ Ready/.test(text)) {
      console.log(`\nTrayTable is running at http://localhost:${port}\n`);
      console.log(`Demo accounts (password: ${DEMO_PASSWORD}):`);
      for (const account of DEMO_ACCOUNTS)
        console.log(`  ${account.email.padEnd(24)} ${account.label}`);
      console.log("\nPress Ctrl-C to stop.");
    }
  });

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    server.kill("SIGTERM");
    await new Promise((resolve) =>
      server.exitCode === null ? server.once("exit", resolve) : resolve(null),
    );
    await database.stop();
    if (database.embedded) console.log("PostgreSQL stopped.");
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  server.on("exit", (code) => void shutdown(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
