import type { Page } from "@playwright/test";

/**
 * Closes any visible toast. A toast sits over part of the page for 5 seconds, and a pointer
 * resting on it pauses that timer, so a test that goes on clicking nearby closes it first,
 * as a person would.
 */
export async function dismissToasts(page: Page) {
  const close = page.getByRole("button", { name: "Close toast" });
  for (const button of await close.all()) {
    await button.click({ timeout: 2000 }).catch(() => {});
  }
  await close
    .first()
    .waitFor({ state: "hidden", timeout: 3000 })
    .catch(() => {});
}
