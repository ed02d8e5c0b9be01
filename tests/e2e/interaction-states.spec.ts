/**
 * Contrast while hovered and focused (issue 43): axe-core reads the styles of the moment, so
 * the phone pass sees every control at rest only; a primary button measured 4.46:1 under the
 * pointer. Here, at 1,280 px, each distinct control (by its classes) of each audience's pages
 * is hovered and then focused from the keyboard, and axe's color-contrast rule runs on it in
 * that state; a focused control must also show a focus indicator (an outline or a ring).
 * Each page also gets axe's WCAG A and AA rules at rest at this width (the phone pass runs
 * them at 375 px): no serious or critical violation.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { axeOn } from "./support/axe";

type Audience = "visitor" | "customer" | "caterer" | "admin";
const PAGES: Record<Audience, string[]> = {
  visitor: ["/", "/caterer/1", "/auth", "/auth?tab=signup", "/become-a-caterer"],
  customer: ["/my-bookings", "/event-cart", "/settings", "/profile", "/messages"],
  caterer: ["/caterer-dishes", "/dashboard/caterer", "/availability", "/caterer-dishes/earnings"],
  admin: ["/admin", "/admin/payments", "/admin/users", "/admin/caterer-applications"],
};
const EMAILS: Record<Exclude<Audience, "visitor">, string> = {
  customer: "customer@example.com",
  caterer: "caterer@example.com",
  admin: "admin@example.com",
};
const CONTROLS = 'button:not([disabled]), a[href], [role="tab"]';
const marker = "data-state-check";

/**
 * One visible control per class list not checked before (`seen`, across the audience's
 * pages: the header's links are the same on every page), marked for the checks.
 */
async function distinctControls(page: Page, seen: Set<string>): Promise<number> {
  const { n, keys } = await page.evaluate(
    ({ selector, marker, known }) => {
      const seen = new Set<string>(known);
      const keys: string[] = [];
      let n = 0;
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (!box.width || !box.height || style.visibility === "hidden") continue;
        if (!el.textContent?.trim()) continue; // icon-only: no text to measure
        const key = `${el.tagName} ${el.className}`;
        if (seen.has(key)) continue;
        seen.add(key);
        keys.push(key);
        el.setAttribute(marker, String(n++));
      }
      return { n, keys };
    },
    { selector: CONTROLS, marker, known: [...seen] },
  );
  for (const key of keys) seen.add(key);
  return n;
}

async function contrastProblems(page: Page, selector: string, state: string) {
  const { violations } = await axeOn(page)
    .include(selector)
    .withRules(["color-contrast"])
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${state} ${page.url()} ${n.target.join(" ")}: ${n.failureSummary}`),
  );
}

for (const audience of Object.keys(PAGES) as Audience[]) {
  test(`${audience}: axe at 1,280 px, and every control keeps its contrast hovered and focused`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (audience !== "visitor") await signIn(page, EMAILS[audience], "password123");
    const problems: string[] = [];
    const seen = new Set<string>();
    let checked = 0;
    for (const path of PAGES[audience]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // At rest first, at this width: the phone pass runs axe at 375 px only.
      const { violations } = await axeOn(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
        problems.push(
          `at rest ${path}: ${v.id} ${v.nodes.length}x, first ${v.nodes[0]?.target.join(" ")}: ${v.nodes[0]?.failureSummary}`,
        );
      }
      const count = await distinctControls(page, seen);
      for (let i = 0; i < count; i++) {
        const selector = `[${marker}="${i}"]`;
        const control = page.locator(selector);
        if (!(await control.isVisible())) continue;
        await control.scrollIntoViewIfNeeded();
        await control.hover();
        problems.push(...(await contrastProblems(page, selector, "hovered")));
        await page.mouse.move(0, 0);
        // Focus as a keyboard user gets it: a key press first, so :focus-visible applies.
        await page.keyboard.press("Shift");
        await control.focus();
        problems.push(...(await contrastProblems(page, selector, "focused")));
        const indicator = await control.evaluate((el) => {
          const s = getComputedStyle(el);
          return (
            (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none"
          );
        });
        if (!indicator) problems.push(`focused ${path} ${selector}: no outline or ring`);
        await control.blur();
        checked++;
      }
    }
    console.log(
      `axe ${audience}: ${PAGES[audience].length} pages at rest at 1,280 px, ${checked} distinct controls hovered and focused: ${problems.length} violations`,
    );
    expect(checked).toBeGreaterThan(5);
    expect(problems, problems.slice(0, 10).join("\n")).toEqual([]);
  });
}
