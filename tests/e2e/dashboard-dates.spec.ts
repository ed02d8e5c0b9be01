import { expect, test } from "@playwright/test";
import { PHONE, PHONE_WIDTH } from "./support/phone";
import { signIn } from "./support/sign-in";

/**
 * The dashboard calendar's title is the week's range on a phone: a week across two months
 * or two years is its longest. The browser's clock is fixed on those awkward dates, so the
 * test does not depend on the day it runs (main was red on 2026-11-29, a Sunday whose week
 * ends in December).
 */
const AWKWARD_DAYS = [
  { day: "2026-11-29T10:00:00", title: /^Nov 29\s*–\s*Dec 5, 2026$/ },
  { day: "2026-12-30T10:00:00", title: /^Dec 27, 2026\s*–\s*Jan 2, 2027$/ },
  { day: "2027-02-28T10:00:00", title: /^Feb 28\s*–\s*Mar 6, 2027$/ },
];

test.describe("the dashboard on a phone, on awkward dates", PHONE, () => {
  for (const { day, title } of AWKWARD_DAYS) {
    test(`the week of ${day.slice(0, 10)} fits 375 px`, async ({ page }, info) => {
      test.skip(info.project.name !== "mobile", "a phone layout");
      await page.clock.setFixedTime(new Date(day));
      await signIn(page, "caterer@example.com", "password123");
      await page.goto("/dashboard/caterer");
      // The calendar has drawn its week (any title ending in a year), then: no wider than
      // the phone, and the title is the short one.
      await expect(page.getByRole("heading", { name: /\d{4}$/ })).toBeVisible();
      const width = await page.evaluate(() =>
        Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      );
      expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
      // "Revenue $1,408.00" on one line, never "$1,408." above "00".
      const revenue = page
        .getByTestId("stat-card")
        .filter({ hasText: "Revenue" })
        .locator("p.font-bold");
      const box = await revenue.boundingBox();
      expect(box!.height).toBeLessThan(40);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    });
  }
});
