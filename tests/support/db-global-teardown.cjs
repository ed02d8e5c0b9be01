module.exports = async function globalTeardown() {
  await globalThis.__TEST_DATABASE__?.stop();
};
