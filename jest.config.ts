import os from "node:os";
import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// next-auth v5 and its dependencies ship only ES modules; let SWC transform them.
const esmPackages = [
  "next-auth",
  "@auth/core",
  "jose",
  "oauth4webapi",
  "@panva/hkdf",
  "preact",
  "preact-render-to-string",
  "temporal-polyfill",
  "temporal-spec",
  "temporal-utils",
  // unpdf's PDF.js build (tests read PDFs back as text), mapped below: ESM only.
  "unpdf",
];

const shared = {
  testEnvironment: "node",
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Tests call server code directly, as the server does: the marker is a no-op there.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
    // Exported for `import` only; tests load it through tests/support/pdf-text.ts.
    "^unpdf/pdfjs$": "<rootDir>/node_modules/unpdf/dist/pdfjs.mjs",
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")})/)`],
  // Build folders (.next, .next-e2e and the e2e projects' copies) hold nothing to test.
  modulePathIgnorePatterns: ["<rootDir>/\\.next[^/]*/"],
};

export default async function config(): Promise<Config> {
  const unit = await createJestConfig({
    ...shared,
    displayName: "unit",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  })();

  // Integration tests get a PostgreSQL database of their own per run (tests/support).
  const integration = await createJestConfig({
    ...shared,
    displayName: "integration",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
    globalSetup: "<rootDir>/tests/support/db-global-setup.cjs",
    globalTeardown: "<rootDir>/tests/support/db-global-teardown.cjs",
    setupFiles: ["<rootDir>/tests/support/load-test-env.cjs"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/install-work-handlers.ts"],
    testTimeout: 30000,
  })();

  // next/jest would otherwise re-apply its own ignore list on top of ours.
  for (const project of [unit, integration]) {
    project.transformIgnorePatterns = shared.transformIgnorePatterns;
  }

  // Integration tests share two cores with a database server: give them time.
  // Two workers at least: the tests wait on PostgreSQL much of the time, so two files side
  // by side keep both cores busy (Jest's default, cores - 1, is one worker on two cores).
  // Each worker has a database of its own (tests/support/db-global-setup.cjs).
  return {
    projects: [unit, integration],
    // The recap repeats this run's failures at the end of `npm test` (its header says why).
    reporters: ["default", "<rootDir>/tests/support/jest-failure-recap.mjs"],
    testTimeout: 30000,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  };
}
