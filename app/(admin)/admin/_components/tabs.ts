/** The dashboard's tabs, in order (shared by the page, which loads one, and the tab bar). */
export const ADMIN_TABS = ["caterers", "dishes", "orders", "users"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
