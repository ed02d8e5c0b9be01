/**
 * Test-database helper process (see test-database.mjs): creates and migrates a fresh
 * database, and with a clone count N also N copies of it (`CREATE DATABASE ... TEMPLATE`,
 * one per parallel Jest worker: copying a migrated database takes a fraction of a second,
 * migrating one takes seconds). With `seed` it loads the demo data into the database before
 * copying it, so the copies start seeded (the e2e projects: one seed instead of one per
 * project, each about 15 s of CPU). Prints {url,name,clones} as one JSON line, and when its
 * stdin closes drops the clones and the database and stops the embedded server if it
 * started it.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import {
  dropDatabase,
  ensureDatabase,
  startLocalPostgres,
  withDatabaseName,
} from "../../scripts/runtime/db/local-postgres";
import { deployMigrations } from "../../scripts/runtime/db/migrations";

/**
 * Ends the connections the migration engine's pool may still hold on `database` (with the
 * migrations' advisory lock): PostgreSQL copies a template only while nobody is connected
 * to it, and the seed's own migration check would wait for the lock.
 */
async function disconnectOthers(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
  } finally {
    await client.end();
  }
}

async function cloneDatabase(serverUrl: string, template: string, name: string) {
  await disconnectOthers(serverUrl, template);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
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

/** The demo data (scripts/runtime/seed.ts), with this process's environment. */
function seedDemo(url: string) {
  const root = path.resolve(import.meta.dirname, "../..");
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/runtime/seed.ts",
    ],
    // stdout is the parent's channel for the JSON line: the seed's report goes to stderr.
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", 2, "inherit"] },
  );
  if (run.status !== 0) throw new Error(`seeding ${url} failed`);
}

async function main() {
  const prefix = process.argv[2] ?? "traytable_test";
  const cloneCount = Number(process.argv[3] ?? 0);
  const seed = process.argv[4] === "seed";
  const local = process.env.DATABASE_URL ? null : await startLocalPostgres();
  const serverUrl = local?.serverUrl ?? withDatabaseName(process.env.DATABASE_URL!, "postgres");
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await ensureDatabase(serverUrl, name);
  const url = withDatabaseName(serverUrl, name);
  await deployMigrations(url);
  if (seed) {
    await disconnectOthers(serverUrl, name);
    seedDemo(url);
  }
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
