import { expect, test, type Page } from "@playwright/test";
import { PHONE } from "./support/phone";
import { dismissToasts } from "./support/toasts";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
}

test(
  "a customer signs up, edits the profile, changes the password and signs back in",
  PHONE,
  async ({ page }) => {
    const email = `taylor.${unique()}@example.com`;
    await page.goto("/auth?tab=signup");
    await page.getByLabel("First Name").fill("Taylor");
    await page.getByLabel("Last Name").fill("Chen");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm Password").fill("password123");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/$/);
    const menuButton = page.getByRole("button", { name: "Account menu" });
    await expect(menuButton).toHaveText("TC");
    await openAccountMenu(page);
    await expect(page.getByRole("menu")).toContainText("Taylor Chen");
    await expect(page.getByRole("menu")).toContainText(email);
    await expect(page.getByRole("menu")).toContainText("Customer");
    await page.getByRole("menuitem", { name: "Profile" }).click();

    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeDisabled();
    await page.getByLabel("First Name").fill("Jordan");
    await page.getByLabel("Phone").fill("(555) 010-2030");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await dismissToasts(page);
    await expect(menuButton).toHaveText("JC");

    await page.goto("/settings");
    const submit = page.getByRole("button", { name: "Change Password" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Current Password").fill("password123");
    await page.getByLabel("New Password", { exact: true }).fill("newpassword456");
    await page.getByLabel("Confirm New Password").fill("newpassword45");
    await expect(page.getByText("New passwords do not match.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel("Confirm New Password").fill("newpassword456");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText("Password changed successfully")).toBeVisible();
    await dismissToasts(page);

    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menuButton).toBeHidden();
    // Signed out means the Sign In and Sign Up buttons, not an endless loading circle.
    await expect(page.getByTestId("session-loading")).toBeHidden();
    if (page.viewportSize()!.width >= 768) {
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Sign In" }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
    }

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Invalid email or password",
    );

    await page.getByLabel("Password").fill("newpassword456");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menuButton).toHaveText("JC");
  },
);

test("a Caterer sign-up lands on /become-a-caterer as a customer account", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First Name").fill("Rosa");
  await page.getByLabel("Last Name").fill("Nuevo");
  await page.getByLabel("Email").fill(`rosa.${unique()}@example.com`);
  await page.getByText("Sell food (Caterer)").click();
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/become-a-caterer$/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText("Customer");
});

test("sign-up form messages and the red alert for a wrong password", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  const alert = page.getByRole("alert").filter({ hasText: /\S/ });
  await expect(alert).toHaveText("Invalid email or password");
  await expect(alert).toHaveClass(/text-red-800/);
});

test("signed-out visitors get Access Denied on profile and settings, and come back after signing in", async ({
  page,
}) => {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fsettings/);
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test("the navigation follows the role: admins see the admin links", PHONE, async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("AA");
  const nav =
    page.viewportSize()!.width < 768 ? null : page.getByRole("navigation", { name: "Main" });
  if (nav) {
    await expect(nav.getByRole("link", { name: "Applications" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Become a Caterer" })).toHaveCount(0);
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Users" }),
    ).toBeVisible();
  }
});
