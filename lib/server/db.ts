import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

const positive = (value: string | undefined, fallback: number) =>
  value && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : fallback;

/**
 * Pool settings: without limits a hung or unreachable database queues every request for
 * ever. Connecting, and waiting for a free connection of the pool, give up after
 * DATABASE_CONNECT_TIMEOUT_MS; PostgreSQL cancels a statement after
 * DATABASE_STATEMENT_TIMEOUT_MS, and the client stops waiting for an answer a little later
 * still (a database that stopped answering cannot cancel anything). Callers then get a 503
 * (lib/server/db-errors.ts), and the pool replaces broken connections on its own, so the
 * app recovers when the database is back without a restart.
 */
export function poolSettings(env: NodeJS.ProcessEnv = process.env) {
  const statementTimeout = positive(env.DATABASE_STATEMENT_TIMEOUT_MS, 15_000);
  return {
    max: positive(env.DATABASE_POOL_SIZE, 10),
    connectionTimeoutMillis: positive(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000),
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 5_000,
    keepAlive: true,
  };
}

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm start`, which sets it.");
  }
  const pool = poolSettings();
  // Our own pool (Prisma ends it on $disconnect), so the metrics can read its usage.
  globalForPrisma.pool = new pg.Pool({ connectionString, ...pool });
  return new PrismaClient({
    adapter: new PrismaPg(globalForPrisma.pool, { disposeExternalPool: true }),
    // Prisma's defaults (2 s to get a connection, 5 s per transaction) fail correct work in
    // a burst, when transactions queue on one date's row lock: wait as long as the pool
    // and the statement timeout allow instead.
    transactionOptions: { maxWait: pool.connectionTimeoutMillis, timeout: pool.statement_timeout },
  });
}

// One client per process (dev-mode hot reload would otherwise open a pool per edit),
// created on first use so that `next build` can load modules without a database.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

function client(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const c = client();
    const value = Reflect.get(c, property, c);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * The pg pool under Prisma's adapter, for the few stores that speak SQL through pg
 * themselves (rate-limiter-flexible's PostgreSQL store), so they share its connections.
 */
export function pgPool(): pg.Pool {
  client();
  return globalForPrisma.pool!;
}

/** This process's connection pool right now, for the metrics; null before first use. */
export function poolUsage(): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = globalForPrisma.pool;
  if (!pool) return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}
