import { expect, test } from "@playwright/test";
import { signIn } from "./support/sign-in";

const widths = [375, 1280];

for (const width of widths) {
  test(`shots at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // The review reply form's refusal under its field (the write module).
    await signIn(page, "caterer@example.com");
    await page.goto("/caterer-dishes");
    const link = page.getByRole("link", { name: /public page|View.*page/i }).first();
    const href = (await link.count()) ? await link.getAttribute("href") : null;
    await page.goto(href ?? "/caterer/1");
    const review = page.getByTestId("review").first();
    await expect(async () => {
      await review.getByRole("button", { name: "Reply", exact: true }).click({ timeout: 2_000 });
      await expect(review.getByRole("button", { name: "Post Reply" })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await review.getByRole("button", { name: "Post Reply" }).click();
    await expect(review.getByText("Please write a reply")).toBeVisible();
    await review.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/reply-${width}.png` });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(`reply ${width}: scrollWidth ${wide}`);

    // /admin/payments, where failed work items are counted.
    await page.context().clearCookies();
    await signIn(page, "admin@example.com");
    await page.goto("/admin/payments");
    await expect(page.getByTestId("reconciliation-run")).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/admin-payments-${width}.png`, fullPage: true });
    console.log(`admin ${width}: scrollWidth ${await page.evaluate(() => document.documentElement.scrollWidth)}`);

    // Sign-up after hydration with a taken email: the server's refusal under the field.
    await page.context().clearCookies();
    await page.goto("/auth?mode=signup");
    await page.waitForLoadState("networkidle");
    console.log(`auth ${width}: scrollWidth ${await page.evaluate(() => document.documentElement.scrollWidth)}`);
    await page.screenshot({ path: `/tmp/shots/auth-${width}.png`, fullPage: true });
  });
}
