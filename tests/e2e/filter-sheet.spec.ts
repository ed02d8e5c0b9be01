/**
 * The home filters on a phone (issue 22): behind "Show filters" they open as a bottom
 * sheet, each choice narrows the list at once, and "Show N caterers" (N the live count)
 * closes the sheet on the list; each choice is a 44 px row in 16 px words. From lg up they
 * are a sidebar beside the list.
 */
import { expect, test } from "@playwright/test";
import { PHONE } from "./support/phone";

test(
  "the filters open as a bottom sheet on a phone and say how many caterers they leave",
  PHONE,
  async ({ page, request }) => {
    // The counts the page must show, from the API's own lists (the seed may grow).
    const count = async (query: string) =>
      ((await (await request.get(`/api/caterers${query}`)).json()) as unknown[]).length;
    const all = await count("");
    const italian = await count("?cuisine=Italian");
    expect(italian).toBeGreaterThan(0);
    expect(italian).toBeLessThan(all);
    await page.goto("/");
    const header = page.getByRole("heading", { name: /caterers in your area$/ });
    await expect(header).toHaveText(`${all} caterers in your area`);
    const wide = page.viewportSize()!.width >= 1024;
    if (wide) {
      // The sidebar: no sheet, the boxes beside the list.
      await expect(page.getByRole("button", { name: "Show filters" })).toBeHidden();
      await page.getByRole("checkbox", { name: "Italian" }).check();
      await expect(header).toHaveText(`${italian} caterers in your area`);
      return;
    }
    await page.getByRole("button", { name: "Show filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    // A sheet: along the bottom edge, the whole width.
    const box = (await sheet.boundingBox())!;
    expect([box.x, box.width, Math.round(box.y + box.height)]).toEqual([
      0,
      page.viewportSize()!.width,
      page.viewportSize()!.height,
    ]);
    // Every choice is a row a finger can hit, 44 px tall, in 16 px words (issue 46).
    const small = await sheet.locator('input[type="checkbox"]').evaluateAll((boxes) =>
      boxes
        .filter((b) => b.getBoundingClientRect().height > 0)
        .map((b) => {
          const label = document.querySelector<HTMLElement>(`label[for="${b.id}"]`)!;
          const row = b.parentElement!.getBoundingClientRect().height;
          return {
            name: label.textContent,
            row,
            font: parseFloat(getComputedStyle(label).fontSize),
          };
        })
        .filter(({ row, font }) => row < 44 || font < 16),
    );
    expect(small).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("filter-sheet.png") });
    expect(await sheet.locator('input[type="checkbox"]').count()).toBeGreaterThan(10);
    await sheet.getByRole("checkbox", { name: "Italian" }).check();
    await expect(page).toHaveURL(/cuisine=Italian/);
    const show = sheet.getByRole("button", { name: `Show ${italian} caterers` });
    await expect(show).toBeInViewport({ ratio: 1 });
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(header).toHaveText(`${italian} caterers in your area`);
    await expect(page.getByRole("button", { name: "Show filters (1)" })).toBeVisible();
  },
);
