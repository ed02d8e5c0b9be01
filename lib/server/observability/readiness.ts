import "server-only";
import { createClient } from "@redis/client";
import pg from "pg";
import { log } from "./log";

/** Each dependency must answer within this time, or the instance is not ready. */
export const READINESS_TIMEOUT_MS = 1_000;

export type CheckResult = "ok" | "failed" | "timeout";
export type Readiness = {
  ready: boolean;
  checks: { database: CheckResult; redis?: CheckResult };
};

class Timeout extends Error {}

async function within<T>(ms: number, work: () => Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          onTimeout();
          reject(new Timeout(`no answer within ${ms} ms`));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PostgreSQL answers `SELECT 1` on a connection of its own: the probe must neither wait
 * behind a busy pool (a loaded instance is slow, not broken, and taking every instance out
 * of the balancer at once under load would turn slowness into an outage) nor leave a hung
 * query holding one of the pool's connections.
 */
async function checkDatabase(connectionString: string | undefined): Promise<void> {
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  // The budget below decides; the driver's own timeouts only make sure nothing lingers.
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: 2 * READINESS_TIMEOUT_MS,
    query_timeout: 2 * READINESS_TIMEOUT_MS,
  });
  client.on("error", () => {}); // reported by the query below
  try {
    await within(
      READINESS_TIMEOUT_MS,
      async () => {
        await client.connect();
        await client.query("SELECT 1");
      },
      () => void client.end().catch(() => {}),
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** Redis answers PING on a connection of its own (no reconnecting: one try per probe). */
async function checkRedis(url: string): Promise<void> {
  const client = createClient({
    url,
    socket: { connectTimeout: 2 * READINESS_TIMEOUT_MS, reconnectStrategy: false },
  });
  client.on("error", () => {}); // reported by connect() or ping() below
  try {
    await within(
      READINESS_TIMEOUT_MS,
      async () => {
        await client.connect();
        await client.ping();
      },
      () => client.destroy(),
    );
  } finally {
    if (client.isOpen) client.destroy();
  }
}

async function outcome(name: string, check: () => Promise<void>): Promise<CheckResult> {
  try {
    await check();
    return "ok";
  } catch (error) {
    log.warn(`Readiness: ${name} is not available`, error);
    return error instanceof Timeout ? "timeout" : "failed";
  }
}

/**
 * Whether this instance can serve: PostgreSQL, and Redis when REDIS_URL is set, each answer
 * within READINESS_TIMEOUT_MS (checked at the same time, so the probe takes about 1 s at
 * worst). GET /api/ready answers 200 or 503 with this.
 */
export async function checkReadiness(env: NodeJS.ProcessEnv = process.env): Promise<Readiness> {
  const redisUrl = env.REDIS_URL?.trim();
  const [database, redis] = await Promise.all([
    outcome("the database", () => checkDatabase(env.DATABASE_URL)),
    redisUrl ? outcome("Redis", () => checkRedis(redisUrl)) : Promise.resolve(undefined),
  ]);
  const checks = redis ? { database, redis } : { database };
  return { ready: database === "ok" && (redis === undefined || redis === "ok"), checks };
}
