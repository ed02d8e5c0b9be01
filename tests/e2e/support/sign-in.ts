import { expect, type Page } from "@playwright/test";
import { CUSTOMER_PASSWORD } from "./customers";

/** Signs in through the real form and waits for the signed-in header. */
export async function signIn(page: Page, email: string, password = CUSTOMER_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}
