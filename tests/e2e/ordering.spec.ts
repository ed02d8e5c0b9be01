import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

async function openNonnaRosa(page: Page) {
  await page.goto("/");
  const card = page.getByTestId("caterer-card").filter({ hasText: "Nonna Rosa's Kitchen" });
  await card.getByRole("link", { name: "View Menu & Order" }).click();
  await expect(page.getByRole("heading", { name: "Nonna Rosa's Kitchen", level: 1 })).toBeVisible();
}

test("a customer orders two large trays, finds them in My Bookings and My Orders, and cancels", async ({
  page,
}) => {
  await signIn(page, "customer@example.com");
  await openNonnaRosa(page);
  await page.getByRole("button", { name: "Order This Dish: Classic Beef Lasagna" }).first().click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Order Classic Beef Lasagna" })).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Casey Morgan");
  await expect(dialog.getByLabel("Email")).toHaveValue("customer@example.com");
  await expect(dialog.getByRole("button", { name: "Place Order - $65.00" })).toBeVisible();

  // Next month's first open date: always more than 24 hours away.
  const picker = dialog.getByTestId("event-date-picker");
  await picker.getByRole("button", { name: /next month/i }).click();
  const openDay = picker.locator("button:not([disabled])").filter({ hasText: /^\d+$/ }).first();
  await openDay.click();
  await dialog.getByLabel("Event Time").fill("18:30");
  await dialog.getByText("Large Tray (10-12 people)").click();
  await dialog.getByLabel("Quantity (trays)").fill("2");
  await dialog.getByLabel("Special Requests").fill("Please cut into 24 squares.");
  await expect(dialog.getByTestId("order-total")).toHaveText("$190.00");
  await dialog.getByRole("button", { name: "Place Order - $190.00" }).click();

  await expect(page.getByText("Order Placed Successfully!")).toBeVisible();
  await expect(
    page.getByText(
      "Your order for Classic Beef Lasagna has been sent to the caterer. They will contact you soon.",
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/my-orders");
  const order = page.getByTestId("order-card").filter({ hasText: "18:30" }).first();
  await expect(order).toContainText("Classic Beef Lasagna");
  await expect(order).toContainText("$190.00");
  await expect(order.getByTestId("booking-status")).toHaveText("pending");
  await expect(order.getByTestId("payment-status")).toHaveText("pending");
  await expect(order.getByRole("link", { name: "Complete Payment" })).toHaveAttribute(
    "href",
    /\/checkout\?booking_id=\d+/,
  );

  await page.goto("/my-bookings");
  const booking = page.getByTestId("booking-card").filter({ hasText: "18:30" }).first();
  await expect(booking).toContainText("$190.00");
  await expect(booking).toContainText("2 × Large Tray (10-12 people)");
  await booking.getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toContainText("Please cut into 24 squares.");
  await page.keyboard.press("Escape");
  await booking.getByRole("button", { name: "Cancel" }).click();
  await page.getByLabel("Reason (optional)").fill("Party moved");
  await page.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(page.getByText("Booking status has been updated successfully.")).toBeVisible();
  const cancelled = page.getByTestId("booking-card").filter({ hasText: "18:30" }).first();
  await expect(cancelled.getByTestId("booking-status")).toHaveText("cancelled");
  // Spec 02: every booking offers Cancel; on a cancelled one it does nothing.
  await expect(cancelled.getByRole("button", { name: "Cancel" })).toBeDisabled();
});

test("a booking within 24 hours cannot be cancelled, and the page says why", async ({ page }) => {
  await signIn(page, "customer@example.com");
  // Midnight tomorrow is never more than 24 hours away.
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString("en-CA", {
    timeZone: "America/New_York",
  });
  const caterers = (await (await page.request.get("/api/caterers")).json()) as { id: number }[];
  let created = false;
  for (const caterer of caterers) {
    const dishes = (await (
      await page.request.get(`/api/caterers/${caterer.id}/dishes`)
    ).json()) as { id: number }[];
    const response = await page.request.post("/api/bookings", {
      data: {
        catererId: caterer.id,
        dishId: dishes[0]!.id,
        customerName: "Casey Morgan",
        customerEmail: "customer@example.com",
        eventDate: tomorrow,
        eventTime: "00:00",
        traySize: "medium",
        quantity: 1,
        specialRequests: "Last-minute e2e order",
      },
    });
    if (response.status() === 201) {
      created = true;
      break;
    }
    expect(response.status()).toBe(409);
  }
  expect(created).toBe(true);

  await page.goto("/my-bookings");
  const booking = page.getByTestId("booking-card").filter({ hasText: "00:00" }).first();
  await expect(booking.getByRole("button", { name: "Cancel" })).toBeDisabled();
  await expect(booking).toContainText(
    "Bookings can only be cancelled more than 24 hours before the event. Please contact the caterer.",
  );
});

test("a signed-out visitor gets the Login Required dialog and comes back after signing in", async ({
  page,
}) => {
  await openNonnaRosa(page);
  const url = page.url();
  await page.getByRole("button", { name: "Order This Dish: Tiramisu" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(dialog).toContainText("Please log in to place an order for Tiramisu.");
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fcaterer%2F\d+/);
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(url);
  await page.getByRole("button", { name: "Order This Dish: Tiramisu" }).first().click();
  await expect(
    page.getByRole("dialog").getByRole("heading", { name: "Order Tiramisu" }),
  ).toBeVisible();
});
