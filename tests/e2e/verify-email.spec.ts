/**
 * "Verify your email" end to end (issue 21 item 6) with the development mailbox: a new
 * customer can use the account at once, asks for a new link in Settings, reads the welcome
 * email at /admin/emails (the job worker keeps every email there when no SMTP_URL is set),
 * follows its link, sees the confirmation, and the admin users list shows Verified; the
 * link does not work twice.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function signUp(page: Page, email: string) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First Name").fill("Vera");
  await page.getByLabel("Last Name").fill("Verified");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Nothing said to check the inbox after sign-up (issue 46).
  await expect(
    page.getByText(`Check your inbox: we sent a link to ${email} to verify your email.`),
  ).toBeVisible();
}

async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await admin.goto("/auth");
  await admin.getByLabel("Email").fill("admin@example.com");
  await admin.getByLabel("Password").fill("password123");
  await admin.getByRole("button", { name: "Sign In" }).last().click();
  await expect(admin.getByRole("button", { name: "Account menu" })).toBeVisible();
  return { admin, context };
}

/** The verification link in the welcome email sent to `email`, read in the mailbox. */
async function verifyLinkFromMailbox(admin: Page, email: string) {
  await admin.goto("/admin/emails");
  const mail = admin
    .getByTestId("email")
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: "Welcome to TrayTable" });
  // The worker delivers within a second or two.
  await expect(async () => {
    await admin.reload();
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await mail.getByText("Welcome to TrayTable", { exact: true }).click();
  const text = await mail.getByRole("region", { name: "Plain text" }).innerText();
  const link = /Verify email: (http:\/\/localhost:\d+\/auth\/verify-email\?token=\S+)/.exec(
    text,
  )?.[1];
  expect(link, text).toBeTruthy();
  await expect(
    mail.frameLocator("iframe").getByRole("link", { name: "Verify email" }),
  ).toHaveAttribute("href", link!);
  return link!;
}

test("a new customer verifies the email address through the emailed link, once", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const email = `vera.${unique()}@example.com`;

  // The account works at once; Settings offers a new link while the address is unproven.
  await signUp(page, email);
  await page.goto("/settings");
  const unverified = page.getByTestId("email-unverified");
  await expect(unverified).toContainText(`${email} is not verified yet.`);
  await unverified.getByRole("button", { name: "Resend verification email" }).click();
  await expect(
    page.getByText(
      "We have sent a new verification link to your email address. It works once, for 7 days.",
    ),
  ).toBeVisible();

  const { admin, context } = await adminPage(browser, baseURL);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = admin.getByTestId("user-row").filter({ hasText: email });
  await expect(row.getByTestId("user-verified")).toHaveText("Unverified");

  // The first link (in the welcome email) still works: the resent one did not replace it.
  const link = await verifyLinkFromMailbox(admin, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await expect(page.getByTestId("email-verified")).toHaveText(
    /Your email address is verified\. Thank you!/,
  );

  // Settings no longer asks; the admin sees Verified.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByTestId("email-unverified")).toHaveCount(0);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(row.getByTestId("user-verified")).toHaveText("Verified");

  // A second click says the address is proven, not "Request a new link" (issue 46).
  await page.goto(link);
  await expect(page.getByTestId("email-verified")).toContainText(
    "Your email address is already verified.",
  );
  await expect(page.getByTestId("verify-link-unusable")).toHaveCount(0);
  await context.close();
});
