/**
 * The new-order email links the caterer to /dashboard/caterer?booking={id}: the dashboard
 * opens with that order's details dialog. An id that is not one of the kitchen's orders
 * opens the dashboard as usual, with no dialog.
 */
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

const NONNA_ROSA = "Nonna Rosa's Kitchen";

type Booking = { id: number; customerName: string; catererId: number };

/** One of the signed-in caterer's own orders (a demo booking), read with the browser's session. */
async function ownBooking(page: Page): Promise<Booking> {
  const me = await page.request.get("/api/auth/caterer");
  expect(me.status()).toBe(200);
  const { id: catererId } = (await me.json()) as { id: number };
  const res = await page.request.get(`/api/bookings?catererId=${catererId}`);
  expect(res.status()).toBe(200);
  const bookings = (await res.json()) as Booking[];
  // Newest first: the last one is a demo booking, there however many orders other tests add.
  const booking = bookings.at(-1);
  expect(booking, "the demo caterer has bookings").toBeTruthy();
  expect(booking!.catererId).toBe(catererId);
  return booking!;
}

test("the new-order email's link opens that order's details on the caterer dashboard", async ({
  page,
}, testInfo) => {
  await signIn(page, "caterer@example.com");
  const booking = await ownBooking(page);

  await page.goto(`/dashboard/caterer?booking=${booking.id}`);
  // (While the modal is open the page behind it is hidden from the accessibility tree.)
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Booking #${booking.id}` })).toBeVisible();
  await expect(dialog).toContainText(booking.customerName);
  await page.screenshot({ path: testInfo.outputPath("order-from-email.png") });

  // Closing it shows the dashboard it opened on.
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: `Welcome, ${NONNA_ROSA}!` })).toBeVisible();
});

test("an order id that is not the kitchen's opens the dashboard without a dialog", async ({
  page,
}) => {
  await signIn(page, "caterer@example.com");
  for (const id of ["2147483647", "not-a-number"]) {
    await page.goto(`/dashboard/caterer?booking=${id}`);
    await expect(page.getByRole("heading", { name: `Welcome, ${NONNA_ROSA}!` })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});
