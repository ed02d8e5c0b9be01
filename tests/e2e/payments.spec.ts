/**
 * Card payments in test mode (no Stripe keys: the built-in test provider), at 1280px and
 * 375px: pay with 4242 4242 4242 4242, and a declined card.
 */
import { expect, test, type Page } from "@playwright/test";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A new customer account, signed in in this browser context. */
async function signUp(page: Page) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First Name").fill("Pat");
  await page.getByLabel("Last Name").fill("Payer");
  await page.getByLabel("Email").fill(`pat.${unique()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
}

type Dish = { id: number; catererId: number; name: string; largeTrayPrice: string };
type Booking = {
  id: number;
  totalPrice: number;
  paymentStatus: string;
  status: string;
  paidAt: string | null;
};

/** Orders 2 large trays of a demo dish through the API, with the browser's session. */
async function order(page: Page, chosen?: Dish): Promise<{ booking: Booking; dish: Dish }> {
  const dishes: Dish[] = chosen ? [chosen] : await (await page.request.get("/api/dishes")).json();
  const dish = dishes[Math.floor(Math.random() * dishes.length)]!;
  for (let attempt = 0; attempt < 10; attempt++) {
    const day = new Date(Date.now() + (15 + Math.floor(Math.random() * 40)) * 86_400_000);
    const response = await page.request.post("/api/bookings", {
      data: {
        catererId: dish.catererId,
        dishId: dish.id,
        customerName: "Pat Payer",
        customerEmail: "pat@example.com",
        eventDate: day.toISOString().slice(0, 10),
        eventTime: "18:30",
        traySize: "large",
        quantity: 2,
      },
    });
    if (response.status() === 409) continue; // that date is full; try another
    expect(response.status()).toBe(201);
    return { booking: await response.json(), dish };
  }
  throw new Error("no free date found");
}

/** The order's card in My Orders. */
const orderCard = (page: Page, id: number) =>
  page.getByTestId("order-card").filter({ hasText: `Order #${id}` });

/** Complete Payment from My Orders, then pay with the card that succeeds. */
async function payFromMyOrders(page: Page, id: number) {
  await page.goto("/my-orders");
  const card = orderCard(page, id);
  await card.getByRole("link", { name: "Complete Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?booking_id=${id}$`));
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.goto("/my-orders");
  await expect(orderCard(page, id).getByText("paid", { exact: true })).toBeVisible();
  await expect(orderCard(page, id).getByRole("link", { name: "Complete Payment" })).toHaveCount(0);
}

async function booking(page: Page, id: number): Promise<Booking> {
  const response = await page.request.get(`/api/bookings/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
}

test("a customer pays with 4242 4242 4242 4242 and the booking is paid", async ({
  page,
}, testInfo) => {
  await signUp(page);
  const { booking: placed, dish } = await order(page);
  const dollars = `$${(placed.totalPrice / 100).toFixed(2)}`;

  // The amount in the URL is ignored: the total comes from the booking.
  await page.goto(`/checkout?booking_id=${placed.id}&amount=1`);
  const summary = page.getByTestId("order-summary");
  await expect(summary).toContainText(dish.name);
  await expect(summary).toContainText("6:30 PM");
  await expect(summary).toContainText("Large Tray (serves 10-12 people)");
  await expect(summary).toContainText("2 trays");
  await expect(page.getByTestId("order-total")).toHaveText(dollars);
  await expect(page.getByText("Test mode - no real charge")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Browse" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: "Pay" })).toBeEnabled();
  await page.screenshot({
    path: testInfo.outputPath(`checkout-${testInfo.project.name}.png`),
    fullPage: true,
  });

  await fillCard(page, "4242424242424242");
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/payment\/success\?payment_intent=tpi_\w+&booking_id=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("payment-success")).toContainText(dollars);
  await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/my-orders");
  await page.screenshot({
    path: testInfo.outputPath(`success-${testInfo.project.name}.png`),
    fullPage: true,
  });
  expect(await booking(page, placed.id)).toMatchObject({
    paymentStatus: "paid",
    paymentAmount: placed.totalPrice,
    status: "pending",
  });

  // A reload confirms again and changes nothing; the checkout no longer takes a payment.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.goto(`/checkout?booking_id=${placed.id}`);
  await expect(page.getByText("This booking has already been paid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay" })).toHaveCount(0);
});

test("a paid order shows the paid badge in My Orders", async ({ page }) => {
  await signUp(page);
  const { booking: placed, dish } = await order(page);
  await page.goto(`/checkout?booking_id=${placed.id}`);
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.getByRole("link", { name: "My Orders" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByTestId("order-card").filter({ hasText: dish.name }).first();
  await expect(card.getByText("paid", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Complete Payment" })).toHaveCount(0);
});

test("a declined card shows Payment Failed and leaves the booking unpaid", async ({ page }) => {
  await signUp(page);
  const { booking: placed } = await order(page);
  await page.goto(`/checkout?booking_id=${placed.id}`);

  // Obvious mistakes are caught on the form, like Stripe Elements does.
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Your card number is incorrect.")).toBeVisible();

  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Payment Failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Your card was declined.");
  await expect(page).toHaveURL(/\/checkout\?booking_id=\d+$/);
  const after = await booking(page, placed.id);
  expect(after.paymentStatus).toBe("failed");
  expect(after.paidAt ?? null).toBeNull();

  // Another card on the same checkout then goes through.
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  expect((await booking(page, placed.id)).paymentStatus).toBe("paid");
});

test("checkout errors: missing booking, someone else's booking, signed out", async ({
  page,
  browser,
}) => {
  await signUp(page);
  await page.goto("/checkout");
  await expect(
    page.getByText("Missing booking information. Please return to booking page."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

  await page.goto("/checkout?booking_id=999999");
  await expect(page.getByText("Failed to load booking information.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();

  // A confirmation that cannot be verified.
  await page.goto("/payment/success?payment_intent=tpi_forged&booking_id=999999");
  await expect(
    page.getByText("Payment Confirmation Error: Please contact support if you were charged."),
  ).toBeVisible();

  // Another customer's booking is not theirs to see or pay.
  const { booking: mine } = await order(page);
  const other = await browser.newPage();
  await signUp(other);
  await other.goto(`/checkout?booking_id=${mine.id}`);
  await expect(other.getByText("Failed to load booking information.")).toBeVisible();
  await other.close();

  // Signed out: checkout sends to sign-in and back; the success page says Access Denied.
  const anonymous = await browser.newPage();
  await anonymous.goto(`/checkout?booking_id=${mine.id}`);
  await expect(anonymous).toHaveURL(/\/auth\?callbackUrl=%2Fcheckout%3Fbooking_id%3D\d+$/);
  await anonymous.goto(`/payment/success?payment_intent=tpi_x&booking_id=${mine.id}`);
  await expect(anonymous.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await anonymous.close();
  expect((await booking(page, mine.id)).paymentStatus).toBe("pending");
});

test("payment initialisation failure shows its error with Return to Home", async ({ page }) => {
  await signUp(page);
  const { booking: placed } = await order(page);
  await page.route("**/api/create-payment-intent", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
  );
  await page.goto(`/checkout?booking_id=${placed.id}`);
  await expect(page.getByText("Failed to initialize payment. Please try again.")).toBeVisible();
  await page.unroute("**/api/create-payment-intent");
  await page.route("**/api/create-payment-intent", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
  );
  await page.reload();
  await expect(page.getByText("Unable to initialize payment. Please try again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});

test("after a declined card, Complete Payment in My Orders takes another card", async ({
  page,
}) => {
  await signUp(page);
  const { booking: placed } = await order(page);
  await page.goto(`/checkout?booking_id=${placed.id}`);
  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Payment Failed" }),
  ).toBeVisible();
  expect((await booking(page, placed.id)).paymentStatus).toBe("failed");

  await page.goto("/my-orders");
  await expect(orderCard(page, placed.id).getByText("failed", { exact: true })).toBeVisible();
  await payFromMyOrders(page, placed.id);
  expect(await booking(page, placed.id)).toMatchObject({ paymentStatus: "paid" });
});

test("a booking the caterer confirmed before payment is paid from My Orders", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUp(page);
  // caterer@example.com runs Nonna Rosa's Kitchen: order one of its dishes.
  const kitchen = await playwright.request.newContext({ baseURL });
  const login = await kitchen.post("/api/auth/login", {
    data: { email: "caterer@example.com", password: "password123" },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const caterer = await (await kitchen.get("/api/auth/caterer", { headers })).json();
  const dishes: Dish[] = await (
    await page.request.get(`/api/caterers/${caterer.id}/dishes`)
  ).json();
  const { booking: placed } = await order(page, dishes[0]);

  const confirmed = await kitchen.patch(`/api/bookings/${placed.id}/status`, {
    headers,
    data: { status: "confirmed" },
  });
  expect(confirmed.status()).toBe(200);
  await kitchen.dispose();

  await page.goto("/my-orders");
  await expect(orderCard(page, placed.id).getByText("confirmed", { exact: true })).toBeVisible();
  await payFromMyOrders(page, placed.id);
  expect(await booking(page, placed.id)).toMatchObject({
    status: "confirmed",
    paymentStatus: "paid",
  });
});
