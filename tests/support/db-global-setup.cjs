// Creates this run's database, migrated once, and one copy of it per Jest worker (a
// template clone), and hands the copies' URLs to the workers through the env; each worker
// picks its own in load-test-env.cjs. Workers run test files side by side, each on its own
// database, so one file's resetDatabase() never empties another's rows.
module.exports = async function globalSetup(globalConfig) {
  const { startTestDatabase } = await import("./test-database.mjs");
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  const db = await startTestDatabase("traytable_jest", workers);
  globalThis.__TEST_DATABASE__ = db;
  process.env.TEST_DATABASE_URLS = JSON.stringify(db.clones);
  process.env.DATABASE_URL = db.clones[0];
};
