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
} from "../../scripts/runtime/db/local-postgres";
import { deployMigrations } from "../../scripts/runtime/db/migrations";

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

/** Every database whose name starts with `${name}_`. */
async function databasesUnder(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname",
      [`${name}_`],
    );
    return rows.map((row) => row.datname);
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
  // The clones, and any database a test made under a worker's name (database-identity's
  // restored copy), go with the run: a cleanup in a test file's afterAll would fail the
  // file when a DROP is slow under the e2e suite's load.
  for (const database of await databasesUnder(serverUrl, name)) {
    await dropDatabase(serverUrl, database);
  }
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
