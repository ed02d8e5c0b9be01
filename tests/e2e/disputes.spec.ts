/**
 * A chargeback in test mode (issue 41, docs/product-rules.md §22): a new kitchen is paid
 * out for a completed order; the admin opens a dispute on it from /admin/payments, submits
 * the evidence pack and marks it lost; the kitchen's earnings show the $45.00 it was sent
 * ($50.00 less the 10% fee) taken back, and nothing left for it on that order.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { removeCaterersNamed } from "./support/cleanup";
import { CUSTOMER_PASSWORD, newCustomer } from "./support/customers";
import { newKitchen, token } from "./support/kitchens";
import { signIn } from "./support/sign-in";

const createdCaterers: string[] = [];
test.afterEach(() => removeCaterersNamed(...createdCaterers.splice(0)));

/** The customer orders one medium tray ($50.00) of the kitchen's dish and pays by card. */
async function orderAndPay(
  request: APIRequestContext,
  kitchen: { dishId: number },
  customer: Awaited<ReturnType<typeof newCustomer>>,
  tipCents?: number,
) {
  const dishes = (await (await request.get("/api/dishes")).json()) as {
    id: number;
    catererId: number;
  }[];
  const dish = dishes.find((d) => d.id === kitchen.dishId)!;
  const day = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
  const placed = await request.post("/api/bookings", {
    headers: customer.headers,
    data: {
      catererId: dish.catererId,
      dishId: kitchen.dishId,
      customerName: customer.name,
      customerEmail: customer.email,
      eventDate: day,
      eventTime: "12:00",
      traySize: "medium",
      quantity: 1,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const booking = (await placed.json()) as { id: number; totalPrice: number };
  expect(booking.totalPrice).toBe(5000);
  const intent = await request.post("/api/create-payment-intent", {
    headers: customer.headers,
    data: { bookingId: booking.id, tipCents },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post("/api/test-payments/confirm", {
    data: { clientSecret, number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking;
}

test("an admin opens a test dispute, submits the evidence, marks it lost, and the kitchen's earnings show the reversal", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const kitchen = await newKitchen(request, Date.now());
  createdCaterers.push(kitchen.businessName);

  // The kitchen sets up payouts (the test provider's onboarding).
  const kitchenContext = await browser.newContext();
  const kitchenPage = await kitchenContext.newPage();
  await signIn(kitchenPage, kitchen.email, CUSTOMER_PASSWORD, { callbackUrl: "/caterer-dishes" });
  await kitchenPage.getByTestId("payouts-card").getByRole("button", { name: "Get paid" }).click();
  await kitchenPage.getByRole("button", { name: "Submit test details" }).click();
  await expect(kitchenPage.getByTestId("payouts-card")).toContainText("Payouts enabled");

  // A customer orders one medium tray ($50.00) and pays by card.
  const customer = await newCustomer(request, "Dispute");
  const booking = await orderAndPay(request, kitchen, customer);

  // Completed (an admin's override: the day is months away): $45.00 goes to the kitchen.
  const admin = await token(request, "admin@example.com");
  const done = await request.patch(`/api/bookings/${booking.id}/status`, {
    headers: admin,
    data: { status: "completed" },
  });
  expect(done.status(), await done.text()).toBe(200);
  await kitchenPage.goto("/caterer-dishes/earnings");
  const row = kitchenPage.getByTestId("earning-row").filter({ hasText: `Order #${booking.id}` });
  await expect(row).toContainText("On its way");
  await expect(row.getByTestId("earning-amount")).toHaveText("$45.00");

  // The customer's bank disputes the charge; the admin answers and loses.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, "admin@example.com", CUSTOMER_PASSWORD, {
    callbackUrl: "/admin/payments",
  });
  await adminPage.getByLabel("Paid order # (test mode)").fill(String(booking.id));
  await adminPage.getByRole("button", { name: "Open dispute (test mode)" }).click();
  const dispute = adminPage
    .getByTestId("dispute")
    .filter({ hasText: `Order #${booking.id} (line ${booking.id})` });
  await expect(dispute).toContainText("$50.00 disputed");
  await expect(dispute).toContainText("Needs response");
  await dispute.getByRole("button", { name: "Submit evidence" }).click();
  await expect(dispute).toContainText("Under review");
  await expect(dispute).toContainText("evidence submitted");
  await dispute.getByRole("button", { name: "Mark lost" }).click();
  await expect(dispute).toContainText("Lost");
  await expect(dispute).toContainText("Taken back from the kitchen $45.00");
  await adminPage.screenshot({ path: test.info().outputPath("admin-dispute.png"), fullPage: true });
  await adminContext.close();

  // The kitchen sees what was taken back, and that the order leaves it nothing.
  await kitchenPage.reload();
  await expect(row).toContainText("Dispute lost: taken back");
  await expect(row.getByTestId("earning-dispute")).toHaveText("$45.00");
  await expect(row.getByTestId("earning-amount")).toHaveText("$0.00");
  await kitchenPage.screenshot({
    path: test.info().outputPath("earnings-dispute.png"),
    fullPage: true,
  });
  await kitchenContext.close();
});

test("an admin looks up one order's charge, tip and refund by its number", async ({
  page,
  request,
}) => {
  const kitchen = await newKitchen(request, Date.now());
  createdCaterers.push(kitchen.businessName);
  const customer = await newCustomer(request, "Lookup");
  // $50.00 of food and a $7.50 tip, charged together.
  const booking = await orderAndPay(request, kitchen, customer, 750);

  await signIn(page, "admin@example.com", CUSTOMER_PASSWORD, { callbackUrl: "/admin/payments" });
  // A word is not an order number: said so, nothing looked up.
  await page.getByLabel("Order number").fill("abc");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("Enter an order number, such as 42")).toBeVisible();
  await expect(page.getByTestId("order-money")).toHaveCount(0);

  await page.getByLabel("Order number").fill(String(booking.id));
  await page.getByRole("button", { name: "Look up" }).click();
  const card = page.getByTestId("order-money");
  await expect(card).toContainText(`Order #${booking.id} · ${kitchen.businessName}`);
  await expect(card).toContainText("Charged$57.50");
  await expect(card).toContainText("of which tip$7.50");
  await expect(card).toContainText("Platform fee kept$5.00");
  await expect(card.getByRole("list", { name: "Ledger" })).toContainText("Charged (tip) $7.50");

  // The kitchen cancels: everything goes back, the tip included, and the lookup says so.
  const admin = await token(request, "admin@example.com");
  const cancelled = await request.patch(`/api/bookings/${booking.id}/status`, {
    headers: admin,
    data: { status: "cancelled", comments: "Kitchen closed" },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.reload();
  await expect(card).toContainText("Refunded$57.50");
  await expect(card).toContainText("Platform fee kept$0.00");
  await page.screenshot({ path: test.info().outputPath("admin-order-lookup.png"), fullPage: true });
});
