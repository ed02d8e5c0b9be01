/**
 * Caterers get paid, in test mode (docs/product-rules.md §19): a new kitchen sets up payouts
 * from My Kitchen (the test provider's onboarding page), a customer pays one event with a
 * line from it and one from the demo kitchen (which has not set up payouts), both lines
 * complete, each kitchen's earnings page shows its amount minus the 10% fee (on its way
 * for the new kitchen, waiting for payout details for the demo one), and the admin sees
 * the fees and the money held for the demo kitchen. The customer adds a 15% tip: each
 * kitchen's earnings show its share of it (split by line amount), with no fee on it.
 */
import { expect, test } from "@playwright/test";
import { removeCaterersNamed } from "./support/cleanup";
import { CUSTOMER_PASSWORD, newCustomer } from "./support/customers";
import { newKitchen, token } from "./support/kitchens";
import { signIn } from "./support/sign-in";

const createdCaterers: string[] = [];
test.afterEach(() => removeCaterersNamed(...createdCaterers.splice(0)));

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function farDate(): string {
  const days = 120 + Math.floor(Math.random() * 200);
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("a new kitchen onboards, an event with its line and the demo kitchen's is paid and completed, each earns its amount minus the fee", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const kitchen = await newKitchen(request, Date.now());
  createdCaterers.push(kitchen.businessName);

  // The new kitchen sets up payouts from My Kitchen.
  const kitchenContext = await browser.newContext();
  const kitchenPage = await kitchenContext.newPage();
  await signIn(kitchenPage, kitchen.email, CUSTOMER_PASSWORD, { callbackUrl: "/caterer-dishes" });
  const card = kitchenPage.getByTestId("payouts-card");
  await expect(card).toContainText("Not started");
  await card.getByRole("button", { name: "Get paid" }).click();
  await expect(kitchenPage).toHaveURL(/\/caterer-dishes\/payouts\/test-onboarding\?account=tacct_/);
  await kitchenPage.getByRole("button", { name: "Submit test details" }).click();
  await expect(kitchenPage).toHaveURL(/\/caterer-dishes\?payouts=return$/);
  await expect(kitchenPage.getByTestId("payouts-card")).toContainText("Payouts enabled");

  // A customer checks out one event with a line from each kitchen, and pays it.
  const customer = await newCustomer(request, "Payday");
  const rosa = (await (await request.get("/api/caterers?cuisine=Italian")).json()) as {
    id: number;
    name: string;
  }[];
  const rosaId = rosa.find((c) => c.name === "Nonna Rosa's Kitchen")!.id;
  const rosaDishes = (await (await request.get(`/api/caterers/${rosaId}/dishes`)).json()) as {
    id: number;
    name: string;
  }[];
  const lasagna = rosaDishes.find((d) => d.name === "Classic Beef Lasagna")!;
  const headers = customer.headers;
  const lines = [
    { dishId: kitchen.dishId, traySize: "medium", quantity: 1 },
    // Two large trays: Nonna Rosa's $150 minimum (product-rules §23).
    { dishId: lasagna.id, traySize: "large", quantity: 2 },
  ];
  expect((await request.post("/api/cart/lines", { headers, data: { lines } })).status()).toBe(201);
  const put = await request.put("/api/cart/event", {
    headers,
    data: {
      eventDate: farDate(),
      eventTime: "18:00",
      deliveryAddress: "12 Garden St, Brooklyn, NY",
      guestCount: 20,
      customerName: customer.name,
      customerEmail: customer.email,
    },
  });
  expect(put.status()).toBe(200);
  const checkout = await request.post("/api/cart/checkout", { headers });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { eventId } = (await checkout.json()) as { eventId: number };

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.email, CUSTOMER_PASSWORD, {
    callbackUrl: `/events/${eventId}/pay`,
  });
  const planned = (await (await request.get(`/api/events/${eventId}`, { headers })).json()) as {
    bookings: { id: number; dishName: string; totalPrice: number }[];
  };
  const priceOf = (dish: string) => planned.bookings.find((b) => b.dishName === dish)!.totalPrice;
  const [minePrice, rosaPrice] = [priceOf("Waakye Tray"), priceOf("Classic Beef Lasagna")];
  const due = minePrice + rosaPrice;
  // 15% of what is due, rounded to the cent; split by line amount, the odd cent (if any) to
  // the line with the larger remainder.
  const tip = Math.round((due * 15) / 100);
  const exact = [(tip * minePrice) / due, (tip * rosaPrice) / due];
  const floors = exact.map(Math.floor);
  let [mineTip, rosaTip] = floors as [number, number];
  if (mineTip + rosaTip < tip) {
    if (exact[0]! - mineTip >= exact[1]! - rosaTip) mineTip += 1;
    else rosaTip += 1;
  }
  await expect(customerPage.getByText(`You will be charged ${usd(due)}.`)).toBeVisible();
  await customerPage.getByRole("radio", { name: "15%" }).click();
  await expect(customerPage.getByTestId("tip-amount")).toContainText(usd(tip));
  await expect(customerPage.getByText(`You will be charged ${usd(due + tip)}.`)).toBeVisible();
  await customerPage.screenshot({ path: test.info().outputPath("event-pay-tip.png") });
  await customerPage.getByLabel("Card number").fill("4242 4242 4242 4242");
  await customerPage.getByLabel("Expiry (MM / YY)").fill("12 / 40");
  await customerPage.getByLabel("CVC").fill("123");
  await customerPage.getByRole("button", { name: "Pay" }).click();
  await expect(customerPage.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(customerPage.getByTestId("payment-success")).toContainText(usd(due + tip));
  await expect(customerPage.getByTestId("tip-paid")).toContainText(usd(tip));
  await customerContext.close();

  // Both lines complete (an admin's override: the event day is months away).
  const event = (await (await request.get(`/api/events/${eventId}`, { headers })).json()) as {
    bookings: { id: number; dishName: string; totalPrice: number }[];
  };
  const mine = event.bookings.find((b) => b.dishName === "Waakye Tray")!;
  const rosas = event.bookings.find((b) => b.dishName === "Classic Beef Lasagna")!;
  const admin = await token(request, "admin@example.com");
  for (const line of [mine, rosas]) {
    const done = await request.patch(`/api/bookings/${line.id}/status`, {
      headers: admin,
      data: { status: "completed" },
    });
    expect(done.status(), await done.text()).toBe(200);
  }

  // The new kitchen's earnings: $50.00 plus its tip share paid, $5.00 fee (none on the tip),
  // $45.00 plus the tip on its way.
  await kitchenPage.goto("/caterer-dishes");
  await kitchenPage.getByRole("link", { name: "Earnings" }).click();
  await expect(kitchenPage).toHaveURL(/\/caterer-dishes\/earnings$/);
  const row = kitchenPage.getByTestId("earning-row").filter({ hasText: `Order #${mine.id}` });
  await expect(row.getByTestId("earning-fee")).toHaveText("$5.00");
  await expect(row.getByTestId("earning-fee-label")).toHaveText("Fee (10%)");
  // Payouts are enabled: held money waits for the next transfer, not for details (issue 46).
  await expect(kitchenPage.getByText("Set up payouts to receive it")).toHaveCount(0);
  await expect(kitchenPage.getByText("Sent with the next transfer")).toBeVisible();
  await expect(row.getByTestId("earning-tip")).toHaveText(usd(mineTip));
  await expect(row.getByTestId("earning-amount")).toHaveText(usd(4500 + mineTip));
  await expect(row).toContainText("On its way");
  await kitchenPage.screenshot({ path: test.info().outputPath("earnings.png"), fullPage: true });
  // The kitchen's order shows its tip beside the total, never folded in (issue 46).
  await kitchenPage.goto("/caterer-dishes");
  await kitchenPage.getByRole("tab", { name: "Orders" }).click();
  const orderCard = kitchenPage
    .getByTestId("kitchen-order")
    .filter({ hasText: `Order #${mine.id}:` });
  await expect(orderCard.getByTestId("order-tip")).toHaveText(usd(mineTip));
  await kitchenPage.goto("/caterer-dishes/earnings");
  const csv = await kitchenPage.request.get("/api/caterer/earnings.csv");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`"${mine.id}","${eventId}"`);
  await kitchenContext.close();

  // The demo kitchen has not set up payouts: its share waits, minus the fee.
  const rosaFee = Math.round(rosas.totalPrice / 10);
  const rosaContext = await browser.newContext();
  const rosaPage = await rosaContext.newPage();
  await signIn(rosaPage, "caterer@example.com", CUSTOMER_PASSWORD, {
    callbackUrl: "/caterer-dishes/earnings",
  });
  const rosaRow = rosaPage.getByTestId("earning-row").filter({ hasText: `Order #${rosas.id}` });
  await expect(rosaRow.getByTestId("earning-fee")).toHaveText(usd(rosaFee));
  await expect(rosaRow.getByTestId("earning-tip")).toHaveText(usd(rosaTip));
  await expect(rosaRow.getByTestId("earning-amount")).toHaveText(
    usd(rosas.totalPrice - rosaFee + rosaTip),
  );
  await expect(rosaRow).toContainText("Waiting for payout details");
  await rosaContext.close();

  // The admin sees this month's fees and the money held for the demo kitchen.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, "admin@example.com", CUSTOMER_PASSWORD, {
    callbackUrl: "/admin/payments",
  });
  const month = new Date().toISOString().slice(0, 7);
  const fees = adminPage
    .getByTestId("fees-by-month")
    .getByRole("listitem")
    .filter({ hasText: month });
  await expect(fees).toHaveCount(1);
  const feeText = await fees.locator("span").last().innerText();
  expect(Number(feeText.replace(/[$,]/g, "")) * 100).toBeGreaterThanOrEqual(500 + rosaFee);
  await expect(adminPage.getByTestId("held-for-kitchens")).toContainText("Nonna Rosa's Kitchen");
  await adminPage.screenshot({ path: test.info().outputPath("admin-payouts.png"), fullPage: true });
  await adminContext.close();
});
