import { defineConfig, devices } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
/**
 * Each project has a server and a seeded database of its own, so the projects run side by
 * side without seeing each other's rows. Every flow runs once at 1280 px, split between
 * desktop and desktop2 so that the two workers finish together; mobile runs the phone
 * layout pass and the @phone flows at 375 px.
 */
export const E2E_PROJECTS = {
  desktop: E2E_PORT,
  mobile: E2E_PORT + 100,
  desktop2: E2E_PORT + 200,
} as const;
export type E2eProject = keyof typeof E2E_PROJECTS;

/**
 * The flows desktop2 runs (about a third of the desktop time; none counts every caterer),
 * and the random-bodies pass, which starts a server of its own.
 */
const DESKTOP2_FLOWS =
  /\/(kitchen|kitchen-load|payments|event-cart|payouts|error-pages|random-bodies|interaction-states)\.spec\.ts$/;
const PHONE_PASS = /\/phone-layout\.spec\.ts$/;
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
};

// Debian's Chromium: Playwright cannot download its own browser on these offline machines.
// The headless shell (Debian's chromium-headless-shell, the same engine without the desktop
// browser around it) renders the same pages with about a quarter less CPU than the full
// browser in headless mode: the phone pass took 88 CPU-s with it against 116 with
// /usr/bin/chromium, and the whole suite 445 s against 538 s; on two cores it is CPU-bound.
// CHROMIUM_PATH=/usr/bin/chromium runs the full browser.
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./tests/e2e",
  // One worker per project: a project's tests share its database and run in order. Two at
  // a time on two cores, taken in the order below: desktop and mobile (the two longest)
  // start together, desktop2 follows whichever ends first.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // Generous: two cores run two servers, two browsers and the database at once; a slow
  // answer is not a failure, a wrong one is.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The recap repeats the failures at the end of `npm test` (tests/support/failure-recap.mjs).
  reporter: [
    ["list"],
    ["./tests/support/playwright-failure-recap.mjs"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: chromiumArgs,
    },
  },
  projects: [
    {
      // Every user flow, once, at 1280 px (with desktop2).
      name: "desktop",
      workers: 1,
      testIgnore: [PHONE_PASS, DESKTOP2_FLOWS],
      use: { ...desktop, baseURL: `http://localhost:${E2E_PROJECTS.desktop}` },
    },
    {
      // The phone: the layout pass over every page (phone-layout.spec.ts) and the flows
      // whose steps differ on a phone, tagged @phone (tests/e2e/support/phone.ts). Tests
      // that drive no browser never carry the tag.
      name: "mobile",
      workers: 1,
      grep: /@phone/,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://localhost:${E2E_PROJECTS.mobile}`,
        viewport: { width: 375, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: "desktop2",
      workers: 1,
      testMatch: DESKTOP2_FLOWS,
      use: { ...desktop, baseURL: `http://localhost:${E2E_PROJECTS.desktop2}` },
    },
  ],
});
