/**
 * Test-database helper process (see test-database.mjs): creates and migrates a fresh
 * database, and with a clone count N also N copies of it (`CREATE DATABASE ... TEMPLATE`,
 * one per parallel Jest worker: copying a migrated database takes a fraction of a second,
 * migrating one takes seconds). Prints {url,name,clones} as one JSON line, and when its
 * stdin closes drops the clones and the database and stops the embedded server if it
 * started it.
 */
import pg from "pg";
import {
  dropDatabase,
  ensureDatabase,
  startLocalPostgres,
  withDatabaseName,
} from "../../scripts/db/local-postgres";
import { deployMigrations } from "../../scripts/db/migrations";

async function cloneDatabase(serverUrl: string, template: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // PostgreSQL copies a template only while nobody is connected to it; the migration
    // engine's pool may still hold a connection.
    await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [template],
    );
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
}

async function main() {
  const prefix = process.argv[2] ?? "traytable_test";
  const cloneCount = Number(process.argv[3] ?? 0);
  const local = process.env.DATABASE_URL ? null : await startLocalPostgres();
  const serverUrl = local?.serverUrl ?? withDatabaseName(process.env.DATABASE_URL!, "postgres");
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await ensureDatabase(serverUrl, name);
  const url = withDatabaseName(serverUrl, name);
  await deployMigrations(url);
  const cloneNames = Array.from({ length: cloneCount }, (_, i) => `${name}_w${i + 1}`);
  for (const clone of cloneNames) await cloneDatabase(serverUrl, name, clone);
  const clones = cloneNames.map((clone) => withDatabaseName(serverUrl, clone));
  console.log(JSON.stringify({ url, name, clones }));

  await new Promise((resolve) => {
    process.stdin.on("end", resolve);
    process.stdin.on("close", resolve);
    process.stdin.resume();
  });
  for (const clone of cloneNames) await dropDatabase(serverUrl, clone);
  await dropDatabase(serverUrl, name);
  await local?.stop();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
