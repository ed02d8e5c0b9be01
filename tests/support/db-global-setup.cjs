// Creates this run's database and hands its URL to every test file through the env.
module.exports = async function globalSetup() {
  const { startTestDatabase } = await import("./test-database.mjs");
  const db = await startTestDatabase("traytable_jest");
  globalThis.__TEST_DATABASE__ = db;
  process.env.DATABASE_URL = db.url;
};
