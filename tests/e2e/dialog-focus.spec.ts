/**
 * Dialogs and the keyboard (issue 46): at 375 and 1,280 px, a dialog opened with Enter takes
 * the focus itself (not a field, so a phone's keyboard stays closed), Tab stays inside it,
 * and Escape closes it and gives the focus back to the button that opened it; at 1,280 px a
 * customer orders and pays a dish with Tab, Enter, arrows and typing only.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { CUSTOMER_PASSWORD, newCustomer } from "./support/customers";
import { PHONE } from "./support/phone";
import { signIn } from "./support/sign-in";

/** The demo kitchen whose dishes the tests order. */
async function rosaKitchenId(request: APIRequestContext) {
  const kitchens = (await (await request.get("/api/caterers?cuisine=Italian")).json()) as {
    id: number;
    name: string;
  }[];
  return kitchens.find((c) => c.name === "Nonna Rosa's Kitchen")!.id;
}

/** The tallest empty band between the dialog's words and controls, and where it is. */
const largestGap = (dialog: Locator) =>
  dialog.evaluate((d) => {
    const parts = [
      ...d.querySelectorAll<HTMLElement>(
        "h2, h3, p, dl, li, label, input, textarea, button, [role=radio]",
      ),
    ]
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.height > 1)
      .sort((a, b) => a.r.top - b.r.top);
    let gap = 0;
    let where = "";
    let above = parts[0]?.r.bottom ?? 0;
    for (const { e, r } of parts) {
      if (r.top - above > gap) {
        gap = r.top - above;
        where = `above "${e.innerText.slice(0, 30)}"`;
      }
      above = Math.max(above, r.bottom);
    }
    return `${Math.round(gap)} px ${where}`;
  });

/** Where the focus is: inside an open dialog, and on what. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inDialog: Boolean(active?.closest('[role="dialog"]')),
      tag: active?.tagName ?? "",
      isDialog: active?.getAttribute("role") === "dialog",
    };
  });

test(
  "a dialog opened with Enter holds the focus until Escape gives it back",
  PHONE,
  async ({ page, request }) => {
    const rosaId = await rosaKitchenId(request);
    const customer = await newCustomer(request, "Keys");
    await signIn(page, customer.email, CUSTOMER_PASSWORD, { callbackUrl: `/caterer/${rosaId}` });

    for (const name of [/^Order This Dish: /, "How many trays do I need?"]) {
      const opener = page.getByRole("button", { name }).first();
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      // No empty band between its parts (a full-screen phone dialog stretched a short form's
      // rows to the screen's height).
      // At most 64 px (a badge row is not counted as content).
      await expect.poll(() => largestGap(dialog)).toMatch(/^([0-9]|[1-5][0-9]|6[0-4]) px/);
      // The dialog itself has the focus: no field (a phone would open its keyboard).
      await expect.poll(() => focus(page)).toEqual({ inDialog: true, tag: "DIV", isDialog: true });
      // Tab walks the dialog's own controls only, round and round.
      const seen = new Set<string>();
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        const now = await focus(page);
        expect(now.inDialog, `Tab ${i + 1} left the dialog`).toBe(true);
        seen.add(now.tag);
      }
      expect(seen.size).toBeGreaterThan(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
  },
);

/** Presses Tab until `target` has the focus (the keyboard alone; fails after `max`). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a customer orders and pays a dish with the keyboard alone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const rosaId = await rosaKitchenId(request);
  const customer = await newCustomer(request, "Keyboard");
  await signIn(page, customer.email, CUSTOMER_PASSWORD, { callbackUrl: `/caterer/${rosaId}` });

  // From the top of the page to the first dish's Order button, and Enter.
  await page.locator("body").focus();
  await tabTo(page, page.getByRole("button", { name: /^Order This Dish: / }).first(), 120);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  // The date: Tab into the calendar's days, arrows to a later day, Enter picks it.
  const picker = dialog.getByTestId("event-date-picker");
  // The grid has one day in the Tab order (the chosen, today or the first free one).
  await tabTo(page, picker.locator('button[tabindex="0"]'), 30);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(picker.locator('[aria-selected="true"]')).toHaveCount(1);

  // The time, typed; the large tray, with an arrow key; two trays.
  await tabTo(page, dialog.getByLabel("Event Time"));
  await page.keyboard.type("0630PM");
  await expect(dialog.getByLabel("Event Time")).toHaveValue("18:30");
  await tabTo(page, dialog.getByRole("radio", { checked: true }));
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: /^Large Tray/ })).toBeChecked();
  await tabTo(page, dialog.getByLabel("Quantity (trays)"));
  await page.keyboard.press("ArrowUp");
  await expect(dialog.getByLabel("Quantity (trays)")).toHaveValue("2");
  await tabTo(page, dialog.getByRole("button", { name: /^Place Order - / }));
  await page.keyboard.press("Enter");

  // The payment page, field by field, and Enter on Pay.
  await expect(page).toHaveURL(/\/checkout\?booking_id=\d+/);
  await tabTo(page, page.getByLabel("Card number"), 80);
  await page.keyboard.type("4242424242424242");
  await tabTo(page, page.getByLabel("Expiry (MM / YY)"));
  await page.keyboard.type("1240");
  await tabTo(page, page.getByLabel("CVC"));
  await page.keyboard.type("123");
  await tabTo(page, page.getByRole("button", { name: /^Pay/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
});

test(
  "the order dialog offers the next free dates, opens on the first one's month even at a month's end, and fits two phone screens",
  PHONE,
  async ({ page, request }) => {
    // The browser's clock on the day before September's last: the first date it may book is
    // Sept 30, 2027, which the kitchen has closed, so the first free one is in October.
    await page.clock.setFixedTime(new Date("2027-09-29T12:00:00"));
    // The phone of issue 46's review, 375 x 812: the dialog must fit two of its screens.
    const phone = test.info().project.name === "mobile";
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
    const rosaId = await rosaKitchenId(request);
    const login = await request.post("/api/auth/login", {
      data: { email: "caterer@example.com", password: CUSTOMER_PASSWORD },
    });
    const kitchen = {
      Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const closed = await request.post(`/api/caterers/${rosaId}/availability`, {
      headers: kitchen,
      data: { date: "2027-09-30", isAvailable: false, maxOrders: 5, currentOrders: 0, notes: "" },
    });
    expect(closed.status(), await closed.text()).toBe(201);
    const { id: closedId } = (await closed.json()) as { id: number };
    try {
      const customer = await newCustomer(request, "Chips");
      await signIn(page, customer.email, CUSTOMER_PASSWORD, { callbackUrl: `/caterer/${rosaId}` });
      await page
        .getByRole("button", { name: /^Order This Dish: / })
        .first()
        .click();
      const picker = page.getByRole("dialog").getByTestId("event-date-picker");
      const chips = picker.getByRole("group", { name: "Next free dates" }).getByRole("button");
      await expect(chips).toHaveText(["Fri, Oct 1", "Sat, Oct 2", "Sun, Oct 3"]);
      await expect(picker.getByText("October 2027")).toBeVisible();
      await chips.nth(1).click();
      await expect(chips.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(picker.locator('[aria-selected="true"]')).toHaveText("2");
      await page.screenshot({
        path: test.info().outputPath(`free-dates-${test.info().project.name}.png`),
      });
      // On a phone the whole form, a six-week month included, is at most two screens tall.
      const { scrolls, screen } = await page.getByRole("dialog").evaluate((dialog) => ({
        scrolls: dialog.scrollHeight,
        screen: window.innerHeight,
      }));
      if (phone) {
        expect(scrolls, `the order dialog is ${scrolls} px tall`).toBeLessThanOrEqual(2 * screen);
      }
    } finally {
      const removed = await request.delete(`/api/caterers/${rosaId}/availability/${closedId}`, {
        headers: kitchen,
      });
      expect(removed.status()).toBe(200);
    }
  },
);
