import { expect, type Page } from "@playwright/test";
import { CUSTOMER_PASSWORD } from "./customers";

/**
 * Fills and sends the sign-in form of the page that is already open (the /auth page, or the
 * page a "Sign in to ..." link led to), and waits for nothing: for sign-ins that are meant
 * to fail, or whose outcome the test checks itself.
 */
export async function submitSignIn(page: Page, email: string, password = CUSTOMER_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).last().click();
}

/**
 * Signs in through the real form and waits until it took: for the signed-in header, or,
 * with `callbackUrl`, for the page the sign-in returns to.
 */
export async function signIn(
  page: Page,
  email: string,
  password = CUSTOMER_PASSWORD,
  options: { callbackUrl?: string } = {},
) {
  const { callbackUrl } = options;
  await page.goto(callbackUrl ? `/auth?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/auth");
  await submitSignIn(page, email, password);
  if (callbackUrl) {
    const escaped = callbackUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(page).toHaveURL(new RegExp(`${escaped}$`));
  } else {
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  }
}
