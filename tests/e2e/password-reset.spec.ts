/**
 * "Forgot password?" end to end (issue 21 item 6) with the development mailbox: a customer
 * who is signed in on one device has lost the password on another, asks for a link, reads
 * it in the mail (at /admin/emails, where the job worker keeps every email when no SMTP_URL
 * is set), sets a new password, and signs in with it; the old session has ended and the
 * link does not work twice.
 */
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { newCustomer } from "./support/customers";
import { e2eDatabaseUrl } from "./support/database";
import { resetLinkFromMailbox } from "./support/mailbox";
import { submitSignIn } from "./support/sign-in";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const OLD_PASSWORD = "password123";
const NEW_PASSWORD = "a-new-password-42";
const NEUTRAL =
  "If an account exists for that email, we have sent a link to reset its password. The link works once, for 30 minutes.";

async function signUp(page: Page, email: string) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First Name").fill("Robin");
  await page.getByLabel("Last Name").fill("Reset");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(OLD_PASSWORD);
  await page.getByLabel("Confirm Password").fill(OLD_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("a customer resets a lost password through the emailed link, once", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const email = `robin.${unique()}@example.com`;

  // Signed in on one device (this session must end with the reset)...
  await signUp(page, email);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  // ...and the password lost on another.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await other.setViewportSize(page.viewportSize()!);
  await other.goto("/auth");
  await other.getByRole("link", { name: "Forgot password?" }).click();
  await expect(other).toHaveURL(/\/auth\/forgot-password$/);
  await expect(other.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

  // A bad address gets a message; an unknown one gets the same answer as a real one.
  await other.getByLabel("Email").fill("not-an-email");
  await other.getByRole("button", { name: "Send reset link" }).click();
  await expect(other.getByText("Invalid email address")).toBeVisible();
  await other.getByLabel("Email").fill(`nobody.${unique()}@example.com`);
  await other.getByRole("button", { name: "Send reset link" }).click();
  await expect(other.getByTestId("reset-requested")).toHaveText(NEUTRAL);

  await other.goto("/auth/forgot-password");
  await other.getByLabel("Email").fill(email.toUpperCase());
  await other.getByRole("button", { name: "Send reset link" }).click();
  await expect(other.getByTestId("reset-requested")).toHaveText(NEUTRAL);

  const link = await resetLinkFromMailbox(browser, baseURL, email);

  // The link's page: the sign-up form's rules, then the new password.
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await other.getByLabel("New Password", { exact: true }).fill("short");
  await other.getByLabel("Confirm New Password").fill("short");
  await other.getByRole("button", { name: "Set New Password" }).click();
  await expect(other.getByText("Password must be at least 8 characters long")).toBeVisible();
  await other.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await other.getByLabel("Confirm New Password").fill("something-else");
  await other.getByRole("button", { name: "Set New Password" }).click();
  await expect(other.getByText("Passwords do not match")).toBeVisible();
  await other.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await other.getByRole("button", { name: "Set New Password" }).click();
  await expect(other.getByTestId("password-reset-done")).toContainText(
    "Your password has been reset. Please sign in with it.",
  );
  await testInfo.attach("reset-done", {
    body: await other.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  // The session on the first device has ended.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  // The old password no longer works; the new one does.
  await other.goto("/auth");
  await submitSignIn(other, email, OLD_PASSWORD);
  await expect(other.getByText("Invalid email or password")).toBeVisible();
  await submitSignIn(other, email, NEW_PASSWORD);
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole("button", { name: "Account menu" })).toHaveText("RR");

  // The link used twice is refused, with a way to ask for a new one.
  await page.goto(link);
  await expect(page.getByTestId("reset-link-unusable")).toContainText(
    "This password reset link has already been used. Please request a new one.",
  );
  await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await otherContext.close();
});

test("an unknown reset link says so and offers a new one", async ({ page }) => {
  await page.goto("/auth/reset-password?token=not-a-real-token");
  await expect(page.getByTestId("reset-link-unusable")).toContainText(
    "This password reset link is not valid. Please request a new one.",
  );
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/auth/forgot-password",
  );
});

test("an emailed one-time sign-in link signs its owner in with a tap, once", async ({
  page,
  request,
}) => {
  // The link is what a sign-in alert email carries (integration: auth-api.test.ts); here it
  // is written as the server writes it, since one browser cannot fail from many addresses.
  const customer = await newCustomer(request, "Linden");
  const token = `e2e-link-${unique()}`;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  await client.query(
    `INSERT INTO sign_in_links ("tokenHash", "userId", "expiresAt")
     SELECT $1, id, now() + interval '30 minutes' FROM users WHERE email = $2`,
    [createHash("sha256").update(token).digest("hex"), customer.email],
  );
  await client.end();

  await page.goto(`/auth/sign-in-link?token=${token}`);
  await expect(page.getByRole("heading", { name: "Sign in with your link" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await page.goto(`/auth/sign-in-link?token=${token}`);
  await expect(page.getByTestId("sign-in-link-unusable")).toHaveText(
    "This sign-in link has expired or was already used. Sign in with your password, or reset it. Sign in",
  );
});
