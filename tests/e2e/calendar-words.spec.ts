/**
 * The kitchen's calendars never break a word inside ("Avail able (0/5 order s)", "Capr ese
 * Sala d" even at 1,280 px) and never cut an entry short ("Open 0/", "Unavaila"): at 375 and
 * 1,280 px, the dashboard's month view and /availability (issue 46).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { PHONE } from "./support/phone";
import { signIn } from "./support/sign-in";

/** Words of the titles that wrap inside themselves or are hidden in part. */
async function brokenWords(titles: Locator) {
  return titles.evaluateAll((elements) => {
    const found: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          const word = range.getBoundingClientRect();
          // The day's cell (data-date): past its edge the next day paints over the word.
          const cell = element.closest("[data-date]") ?? element;
          const right = cell.getBoundingClientRect().right;
          // On two lines, or running past the day's right edge.
          if (tops.size > 1 || word.right > right + 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
}

async function monthTitles(page: Page) {
  const titles = page.locator(".kitchen-event-title");
  await expect(titles.first()).toBeVisible();
  return titles;
}

test(
  "calendar entries break between words only, at 375 and 1,280 px",
  PHONE,
  async ({ page }, info) => {
    // The seed opens each kitchen's days from its "today" (the app's time zone) on: the
    // browser's clock is fixed to that day, so the calendar shows the seeded month.
    const today = todayIso();
    const tomorrow = addDaysIso(today, 1);
    const [year, month] = today.split("-").map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const label = (iso: string, monthStyle: "long" | "short") =>
      isoToUtcDate(iso).toLocaleDateString("en-US", {
        month: monthStyle,
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      });
    const monthName = label(today, "short").split(" ")[0];
    await page.clock.setFixedTime(new Date(`${today}T10:00:00`));
    await signIn(page, "caterer@example.com", "password123");

    // The dashboard opens on the month at 1,280 px and on the week's agenda on a phone.
    await page.goto("/dashboard/caterer");
    if (info.project.name === "mobile") {
      await expect(page.getByRole("heading", { name: /\d{4}$/ })).toBeVisible();
      // A phone's month has no room for words: each day is a 44 px link with a dot per
      // entry, read out with the entries, and opens the day's agenda.
      await page.getByRole("tab", { name: "Month view" }).click();
      await expect(
        page.getByRole("heading", { name: `${monthName} 1 – ${lastDay}, ${year}` }),
      ).toBeVisible();
      await expect(page.locator(".kitchen-event-title")).toHaveCount(0);
      // Tomorrow is open in the seed (it may be a day of next month, shown in this grid).
      const day = page.getByRole("link", {
        name: new RegExp(`^${label(tomorrow, "long")}: .*Available`),
      });
      const box = (await day.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await expect(day.getByTestId("day-dots").locator("span")).not.toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath("dashboard-month.png") });
      await day.click();
      await expect(page.getByRole("heading", { name: label(tomorrow, "short") })).toBeVisible();
      await expect(page.getByText(/^Available \(/)).toBeVisible();
    } else {
      await expect(page.getByRole("button", { name: "Previous Month" })).toBeVisible();
      expect(await brokenWords(await monthTitles(page))).toEqual([]);
    }
    await page.screenshot({ path: test.info().outputPath("dashboard.png"), fullPage: true });

    await page.goto("/availability");
    expect(await brokenWords(await monthTitles(page))).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath("availability-month.png"),
      fullPage: true,
    });
  },
);
