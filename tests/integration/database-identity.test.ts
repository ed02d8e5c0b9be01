/**
 * The database's cache namespace (lib/server/cache/database-identity.mjs): the same database
 * always gives the same one; another database, a restored copy of this one (same UUID row,
 * new database) or a database whose identity row was lost gives another, so no cache entry
 * written for one is ever read for another. The served app is tested end to end in
 * tests/e2e/server-operations.spec.ts (the "ghost caterers").
 */
import pg from "pg";
import {
  cacheNamespaceOf,
  databaseCacheNamespace,
  knownCacheNamespace,
  readDatabaseIdentity,
} from "@/lib/server/cache/database-identity.mjs";
import { withDatabaseName } from "@/scripts/runtime/db/local-postgres";

const url = process.env.DATABASE_URL!;
const serverUrl = withDatabaseName(url, "postgres");
// Under this worker's database name, so the run's teardown (test-database-cli.ts) drops it
// with the worker databases: no DROP in an afterAll of this file.
const copyName = `${new URL(url).pathname.slice(1)}_identity_copy`;
const copyUrl = withDatabaseName(url, copyName);

async function sql(connectionString: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 30_000 });
  client.on("error", () => {}); // a dropped connection fails the query below instead
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A database with this one's identity row, as pg_restore of a backup would make it. */
async function restoredCopy(uuid: string) {
  await sql(serverUrl, `DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`);
  // template0: CREATE DATABASE from template1 fails while anyone else is connected to it.
  await sql(serverUrl, `CREATE DATABASE "${copyName}" TEMPLATE template0`);
  await sql(
    copyUrl,
    `CREATE TABLE "database_identity" ("singleton" BOOLEAN NOT NULL DEFAULT true PRIMARY KEY,
       "id" UUID NOT NULL DEFAULT gen_random_uuid(),
       "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP)`,
  );
  await sql(copyUrl, `INSERT INTO "database_identity" ("id") VALUES ($1)`, [uuid]);
}

// CREATE and DROP DATABASE wait for a checkpoint, and queue behind the other workers' and
// the e2e setup's clones: under load they can take longer than the 30 s default.
jest.setTimeout(120_000);

describe("database identity", () => {
  it("stays the same for the same database", async () => {
    // The migration writes the row; other test files truncate every table, and then the
    // first read writes a new one.
    const first = await readDatabaseIdentity(url);
    const second = await readDatabaseIdentity(url);
    const rows = await sql(url, `SELECT "id"::text AS id FROM "database_identity"`);
    expect(rows).toEqual([{ id: first.uuid }]);
    expect(second).toEqual(first);
    expect(cacheNamespaceOf(second)).toBe(cacheNamespaceOf(first));
    expect(cacheNamespaceOf(first)).toMatch(/^[0-9a-f]{20}$/);
  });

  it("differs for a restored copy that carries the same UUID", async () => {
    const original = await readDatabaseIdentity(url);
    await restoredCopy(original.uuid);
    const copy = await readDatabaseIdentity(copyUrl);
    expect(copy.uuid).toBe(original.uuid);
    expect(copy.oid).not.toBe(original.oid);
    expect(cacheNamespaceOf(copy)).not.toBe(cacheNamespaceOf(original));
  });

  it("writes a new identity when the row is gone (every table truncated)", async () => {
    const original = await readDatabaseIdentity(url);
    // The copy of the test above, as a restore left it.
    expect((await readDatabaseIdentity(copyUrl)).uuid).toBe(original.uuid);
    await sql(copyUrl, `TRUNCATE "database_identity"`);
    const renewed = await readDatabaseIdentity(copyUrl);
    expect(renewed.uuid).not.toBe(original.uuid);
    expect((await sql(copyUrl, `SELECT count(*)::int AS n FROM "database_identity"`))[0].n).toBe(1);
  });

  it("the one-row table refuses a second row", async () => {
    await expect(
      sql(url, `INSERT INTO "database_identity" ("singleton") VALUES (false)`),
    ).rejects.toThrow(/database_identity_one_row_check/);
  });

  it("is read once per process", async () => {
    const namespace = await databaseCacheNamespace(url);
    expect(namespace).toBe(cacheNamespaceOf(await readDatabaseIdentity(url)));
    expect(knownCacheNamespace()).toBe(namespace);
    // Memoised: even another connection string is not read again in this process.
    expect(await databaseCacheNamespace(copyUrl)).toBe(namespace);
  });
});
