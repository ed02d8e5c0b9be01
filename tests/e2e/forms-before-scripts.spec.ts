/**
 * The account forms work before their page's scripts have run: a slow phone's visitor who
 * types and presses Enter first, or a browser with JavaScript off, sends the form as a plain
 * POST to its server action (lib/forms/plain-post.ts). They get the same messages under the
 * same fields as after a checked submit, keep what they typed (never a password), and are
 * signed in, signed up or sent a link just the same.
 */
import { expect, test } from "@playwright/test";
import { newCustomer } from "./support/customers";
import { resetLinkFromMailbox } from "./support/mailbox";
import { submitSignIn } from "./support/sign-in";

test.use({ javaScriptEnabled: false });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("sign in as a plain POST: messages, then signed in on the page asked for", async ({
  page,
}) => {
  await page.goto("/auth?callbackUrl=%2Fsettings");
  await submitSignIn(page, "customer@example.com", "not-the-password");
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("customer@example.com");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await submitSignIn(page, "not-an-email", "");
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  // The cursor is in the first field to fix.
  await expect(page.getByLabel("Email")).toBeFocused();
  await submitSignIn(page, "customer@example.com", "");
  await expect(page.getByLabel("Password")).toBeFocused();

  await submitSignIn(page, "customer@example.com", "password123");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test("sign up as a plain POST: every message, what was typed kept, then the caterer application", async ({
  page,
}) => {
  await page.goto("/auth?tab=signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Invalid email address",
    "Password is required",
    "Please confirm your password",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const email = `plain.${unique()}@example.com`;
  await page.getByLabel("First Name").fill("Pat");
  await page.getByLabel("Last Name").fill("Plain");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone (optional)").fill("555-0100");
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  // A forged role (the radios offer only two) is refused with a message, not in silence,
  // and no account is made.
  await page.evaluate(() => {
    const radio = document.querySelector<HTMLInputElement>("#role-caterer")!;
    radio.value = "admin";
    radio.checked = true;
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid option" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.getByLabel("Sell food (Caterer)").check();
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password124");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Confirm Password")).toBeFocused();
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(page.getByLabel("First Name")).toHaveValue("Pat");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("555-0100");
  await expect(page.getByLabel("Sell food (Caterer)")).toBeChecked();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  // A Caterer sign-up is a customer account that goes on to apply.
  await expect(page).toHaveURL(/\/become-a-caterer$/);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test("forgot and reset password as plain POSTs", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request, "Plain");

  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  await page.getByLabel("Email").fill(customer.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-requested")).toHaveText(
    "If an account exists for that email, we have sent a link to reset its password. The link works once, for 30 minutes.",
  );

  const link = await resetLinkFromMailbox(browser, testInfo.project.use.baseURL!, customer.email);
  await page.goto(link);
  // The token in the address goes to no other site; our own server gets the form's Origin.
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("short");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("a-new-password-42");
  await page.getByLabel("Confirm New Password").fill("a-new-password-43");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("a-new-password-42");
  await page.getByLabel("Confirm New Password").fill("a-new-password-42");
  await page.getByRole("button", { name: "Set New Password" }).click();
  // The link is used now: the sign-in page says the password is reset.
  await expect(page).toHaveURL(/\/auth\?reset=done$/);
  await expect(page.getByTestId("password-reset-done")).toHaveText(
    "Your password has been reset. Please sign in with it.",
  );
  await submitSignIn(page, customer.email, "a-new-password-42");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test.describe("with the page's scripts", () => {
  test.use({ javaScriptEnabled: true });

  test("once react-hook-form is here, a form is checked in the browser before anything is sent", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/auth");
    // Its code loads after hydration, by itself: no focus or click needed.
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    // Typing a valid address clears its message at once (react-hook-form re-checks on change).
    await page.getByLabel("Email").fill("customer@example.com");
    await expect(page.getByText("Invalid email address")).toHaveCount(0);
    expect(posts).toEqual([]);

    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });
});
