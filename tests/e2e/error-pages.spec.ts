/**
 * The error pages, as a visitor meets them while PostgreSQL is unreachable: the app's own
 * server on the e2e build, on a database of this file's own reached through the TCP fault
 * proxy (tests/support/tcp-proxy.ts), on E2E_PORT + 16.
 *
 * - A page that fails shows app/error.tsx inside the site's header and footer.
 * - A signed-in visitor's page fails already in the root layout (the header reads the
 *   session's user), so the whole document is app/global-error.tsx, whose message loads
 *   only then (see that file).
 * Both say what happened in the spec's words and recover with "Try again" once the
 * database is back.
 */
import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { E2E_PORT } from "../../playwright.config";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { newCustomer } from "./support/customers";
import { signIn } from "./support/sign-in";
// @ts-expect-error plain ESM helper shared with Jest's setup
import { startTestDatabase } from "../support/test-database.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const BASE = `http://localhost:${E2E_PORT + 16}`;
const KITCHEN = "Fault Line Kitchen";
// components/errors/error-message.tsx, word for word.
const ERROR_PAGE_TITLE = "Something went wrong on our side";
const ERROR_PAGE_TEXT =
  "TrayTable could not load this page just now, usually because a service it needs is briefly unavailable. Your orders and payments are safe. Please try again in a moment.";

let database: { url: string; stop: () => Promise<void> } | null = null;
let proxy: TcpProxy | null = null;
let server: ChildProcess | null = null;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = process.env.E2E_DATABASE_URL_DESKTOP2!; // the same server
  try {
    database = await startTestDatabase("traytable_e2e_fault");
  } finally {
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
  }
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  await client.query(
    `INSERT INTO "caterers" ("name", "cuisine", "description", "location", "updatedAt")
     VALUES ($1, 'Italian', 'A kitchen for the error pages.', 'Brooklyn, NY', now())`,
    [KITCHEN],
  );
  await client.end();

  const direct = new URL(database!.url);
  proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const viaProxy = new URL(database!.url);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  server = spawn(process.execPath, ["scripts/runtime/server.mjs", "-p", String(E2E_PORT + 16)], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: ".next-e2e",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      APP_URL: BASE,
      PAYMENTS_TEST_MODE: "1",
      DATABASE_URL: viaProxy.href,
      LOG_LEVEL: "fatal",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`${BASE} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterEach(async () => {
  await proxy?.restore();
});

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await proxy?.close();
  await database?.stop();
});

async function expectErrorMessage(page: Page) {
  await expect(page.getByRole("heading", { name: ERROR_PAGE_TITLE })).toBeVisible();
  await expect(page.getByText(ERROR_PAGE_TEXT)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Browse Caterers" })).toHaveAttribute(
    "href",
    "/",
  );
}

/** "Try again" works once the page's code has hydrated; until then a click does nothing. */
async function tryAgainUntil(page: Page, done: () => Promise<void>) {
  await expect(async () => {
    await page.getByRole("button", { name: "Try again" }).click({ timeout: 2_000 });
    await done();
  }).toPass({ timeout: 30_000 });
}

test("a page that cannot reach the database says so inside the site, and Try again brings it back", async ({
  page,
}) => {
  await proxy!.cut();
  await page.goto("/");
  await expectErrorMessage(page);
  // Inside the root layout: the header and its navigation are still there.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();

  await proxy!.restore();
  await tryAgainUntil(page, () =>
    expect(page.getByRole("link", { name: new RegExp(KITCHEN) }).first()).toBeVisible({
      timeout: 5_000,
    }),
  );
  await expect(page.getByRole("heading", { name: ERROR_PAGE_TITLE })).toHaveCount(0);
});

test("a signed-in visitor whose header cannot load gets the whole-page error, and Try again reloads it", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, "Fallon");
  await signIn(page, customer.email);

  await proxy!.cut();
  await page.goto("/caterer/1");
  await expectErrorMessage(page);
  await expect(page).toHaveTitle("Something went wrong | TrayTable");
  // The root layout itself failed: no header around the message.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

  await proxy!.restore();
  await tryAgainUntil(page, () =>
    expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 5_000 }),
  );
  await expect(page.getByRole("heading", { name: KITCHEN })).toBeVisible();
});
