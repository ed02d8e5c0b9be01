/**
 * Widths (playwright.config.ts): every user flow runs once, in the desktop project at
 * 1280 px. The mobile project (375 px) runs the phone layout pass (phone-layout.spec.ts)
 * and the flows tagged PHONE: flows whose steps differ on a phone (the phone menu instead
 * of the navigation bar), which therefore run at both widths.
 */
export const PHONE = { tag: "@phone" } as const;

/** The width of the mobile project's viewport. */
export const PHONE_WIDTH = 375;
