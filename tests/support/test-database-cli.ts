/**
 * Test-database helper process (see test-database.mjs): creates and migrates a fresh
 * database, prints {url,name} as one JSON line, and when its stdin closes drops the
 * database and stops the embedded server if it started it.
 */
import {
  dropDatabase,
  ensureDatabase,
  startLocalPostgres,
  withDatabaseName,
} from "../../scripts/db/local-postgres";
import { deployMigrations } from "../../scripts/db/migrations";

async function main() {
  const prefix = process.argv[2] ?? "traytable_test";
  const local = process.env.DATABASE_URL ? null : await startLocalPostgres();
  const serverUrl = local?.serverUrl ?? withDatabaseName(process.env.DATABASE_URL!, "postgres");
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await ensureDatabase(serverUrl, name);
  const url = withDatabaseName(serverUrl, name);
  await deployMigrations(url);
  console.log(JSON.stringify({ url, name }));

  await new Promise((resolve) => {
    process.stdin.on("end", resolve);
    process.stdin.on("close", resolve);
    process.stdin.resume();
  });
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
