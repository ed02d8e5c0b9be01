// @ts-check
/**
 * Which database the cache belongs to (issue 26, "ghost caterers"). Next's data cache lives
 * in the build folder (and in Redis with several instances) and knows nothing of the
 * database that filled it: an app started on another database, a restored backup or a fresh
 * `.data/` would otherwise be served the old database's rows until they expire.
 *
 * The cache namespace is a hash of:
 * - the UUID in the one-row table `database_identity` (written by its migration; written here
 *   if the row is missing, e.g. after every table was truncated);
 * - the database's OID: a restore with pg_restore, or a copy made with CREATE DATABASE ...
 *   TEMPLATE, is a new database with a new OID even though the UUID row came along;
 * - the cluster's system identifier when PostgreSQL lets us read it (a new cluster, e.g. a
 *   deleted `.data/`, has a new one even where OIDs repeat).
 * It is read once per process (memoised on globalThis, so the cache handler loaded by Next
 * and the app's bundled code share one read) and put into every data-cache key
 * (lib/server/kitchens/caterer-page-cache.ts) and the Redis key prefix (cache-handler.mjs).
 *
 * Plain ESM with JSDoc types: scripts/runtime/server.mjs and cache-handler.mjs run it under plain
 * Node; TypeScript reads ./database-identity.d.mts.
 */
import { createHash } from "node:crypto";
import pg from "pg";

const KEY = Symbol.for("traytable.databaseCacheNamespace");

/**
 * @typedef {{ uuid: string, oid: string, systemIdentifier: string | null }} DatabaseIdentity
 * @typedef {{ promise?: Promise<string>, value?: string }} Memo
 */

/** @returns {Memo} */
function memo() {
  const holder = /** @type {Record<symbol, Memo>} */ (/** @type {unknown} */ (globalThis));
  holder[KEY] ??= {};
  return holder[KEY];
}

/**
 * Reads (and if need be writes) the identity through one short-lived connection.
 * @param {string} connectionString
 * @returns {Promise<DatabaseIdentity>}
 */
export async function readDatabaseIdentity(connectionString) {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
  });
  client.on("error", () => {}); // a dropped connection surfaces through the query below
  await client.connect();
  try {
    const select = () =>
      client.query(`SELECT i."id"::text AS uuid,
          (SELECT d.oid::text FROM pg_database d WHERE d.datname = current_database()) AS oid
        FROM "database_identity" i LIMIT 1`);
    let { rows } = await select();
    if (!rows.length) {
      await client.query(
        `INSERT INTO "database_identity" ("singleton") VALUES (true) ON CONFLICT DO NOTHING`,
      );
      ({ rows } = await select());
    }
    if (!rows.length) throw new Error("database_identity has no row");
    let systemIdentifier = null;
    try {
      const sys = await client.query(
        "SELECT system_identifier::text AS id FROM pg_control_system()",
      );
      systemIdentifier = sys.rows[0]?.id ?? null;
    } catch {
      // Not granted on some managed PostgreSQL services: the UUID and OID still decide.
    }
    return { uuid: rows[0].uuid, oid: rows[0].oid, systemIdentifier };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The cache namespace of an identity: 20 hex digits of its SHA-256.
 * @param {DatabaseIdentity} identity
 */
export function cacheNamespaceOf(identity) {
  return createHash("sha256")
    .update(`${identity.uuid}/${identity.oid}/${identity.systemIdentifier ?? ""}`)
    .digest("hex")
    .slice(0, 20);
}

/**
 * The current database's cache namespace, read once per process. A failed read is not
 * remembered (the database may be starting): the next call tries again.
 * @param {string | undefined} [connectionString]
 * @returns {Promise<string>}
 */
export function databaseCacheNamespace(connectionString = process.env.DATABASE_URL) {
  const m = memo();
  if (m.value) return Promise.resolve(m.value);
  if (!connectionString) return Promise.reject(new Error("DATABASE_URL is not set"));
  m.promise ??= readDatabaseIdentity(connectionString).then(
    (identity) => {
      m.value = cacheNamespaceOf(identity);
      return m.value;
    },
    (error) => {
      m.promise = undefined;
      throw error;
    },
  );
  return m.promise;
}

/** The namespace if this process has read it already, else null (no I/O). */
export function knownCacheNamespace() {
  return memo().value ?? null;
}
