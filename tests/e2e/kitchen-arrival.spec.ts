/**
 * A kitchen's page opens at its top (photo, name, rating) when reached from a scrolled list,
 * at 375 and 1,280 px; back and forward keep the position the browser restores (issue 46:
 * it opened about 550 px down on a phone, at "About").
 */
import { expect, test } from "@playwright/test";
import { PHONE } from "./support/phone";

test("a kitchen reached from far down the home list opens at its top", PHONE, async ({ page }) => {
  await page.goto("/");
  const cards = page.locator('main a[href^="/caterer/"]');
  await expect(cards.nth(5)).toBeVisible();
  const card = cards.nth(5);
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await card.click();
  await page.waitForURL(/\/caterer\/\d+$/);
  await expect(page.locator("#menu-heading")).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

  // Scrolled down the kitchen, away and back: not sent to the top again (the browser restores
  // what the streamed page allows: 1,500 px on a phone, about 600 at 1,280 px).
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goForward();
  await page.waitForURL(/\/caterer\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});
