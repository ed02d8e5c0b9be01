/**
 * The event cart and the tray planner (docs/product-rules.md §15), at 1280px and 375px: a
 * visitor plans a party of 30 with Nonna Rosa's planner, adds a dessert from Trattoria Luca,
 * signs in, pays once with 4242, sees one event with its lines in My Orders, and each
 * caterer sees only their own lines.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { CUSTOMER_PASSWORD, newCustomer } from "./support/customers";
import { signIn, submitSignIn } from "./support/sign-in";

type Caterer = { id: number; name: string };
type Booking = { id: number; catererId: number; dishName: string };

async function catererId(page: Page, name: string): Promise<number> {
  const res = await page.request.get("/api/caterers?cuisine=Italian");
  expect(res.status()).toBe(200);
  const list = (await res.json()) as Caterer[];
  const found = list.find((c) => c.name === name);
  expect(found, `${name} in the demo data`).toBeTruthy();
  return found!.id;
}

/** A date far enough ahead that the demo's bookings and other runs leave it free. */
function farDate(): string {
  const days = 120 + Math.floor(Math.random() * 200);
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function bookingsSeenBy(browser: Browser, email: string): Promise<Booking[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const res = await page.request.get("/api/bookings");
  expect(res.status()).toBe(200);
  const bookings = (await res.json()) as Booking[];
  await context.close();
  return bookings;
}

test("a visitor plans a party of 30, adds a dessert elsewhere, signs in and pays once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await newCustomer(page.request, "Host");
  const rosaId = await catererId(page, "Nonna Rosa's Kitchen");
  const lucaId = await catererId(page, "Trattoria Luca");

  // The planner on Nonna Rosa's page, as a visitor.
  await page.goto(`/caterer/${rosaId}`);
  await page.getByRole("button", { name: "How many trays do I need?" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Guests").fill("30");
  await dialog.getByRole("button", { name: "Plan my trays" }).click();
  const proposal = dialog.getByTestId("planner-line");
  await expect(proposal.first()).toBeVisible();
  const planned = await proposal.count();
  expect(planned).toBeGreaterThanOrEqual(3);
  // One sentence per course.
  await expect(dialog.getByText(/^Mains: 30 servings \(every guest gets one\)/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("planner.png") });
  await dialog.getByRole("button", { name: "Add all to cart" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("event-cart-count")).toHaveText(String(planned));

  // A dessert from another caterer.
  await page.goto(`/caterer/${lucaId}`);
  await page.getByRole("button", { name: "Add to cart: Lemon Tiramisu" }).click();
  const add = page.getByRole("dialog");
  await add.getByRole("button", { name: "Add to cart" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId("event-cart-count")).toHaveText(String(planned + 1));

  // The cart: the event's details, then sign in to check out.
  const date = farDate();
  await page.goto("/event-cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(planned + 1);
  await expect(page.getByLabel("Guests")).toHaveValue("30");
  await page.getByLabel("Event date").fill(date);
  await page.getByLabel("Event time").fill("18:00");
  await page.getByLabel("Delivery address").fill("12 Garden St, Brooklyn, NY");
  await page.getByLabel("Delivery address").blur();
  await page.reload();
  // Still there after a reload, and every line fits the date.
  await expect(page.getByTestId("cart-line")).toHaveCount(planned + 1);
  await expect(page.getByLabel("Event date")).toHaveValue(date);
  await expect(page.getByLabel("Event time")).toHaveValue("18:00");
  // (Next's route announcer is an alert too: look inside the lines only.)
  await expect(page.getByTestId("cart-line").getByRole("alert")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("event-cart.png"), fullPage: true });
  await page.getByRole("link", { name: "Sign in to check out" }).click();
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
  await submitSignIn(page, customer.email);
  await expect(page).toHaveURL(/\/event-cart$/);

  // The visitor's cart is now the customer's, on the server.
  await expect(page.getByTestId("cart-line")).toHaveCount(planned + 1);
  await expect(page.getByLabel("Event date")).toHaveValue(date);
  await expect(page.getByLabel("Contact name")).toHaveValue(customer.name);

  // A detail typed last is kept without leaving the field, and survives a reload.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/cart/event") && r.request().method() === "PUT" && r.ok(),
  );
  await page.getByLabel("Contact phone").fill("555-0142");
  await saved;
  await page.reload();
  await expect(page.getByLabel("Contact phone")).toHaveValue("555-0142");

  // A signed-in customer removes a dish (a DELETE without a body, from the browser): it is
  // gone from the page, the header's count and the server, and stays gone after a reload.
  const kept = planned; // lines left: one of Nonna Rosa's planned dishes goes, Luca's stays
  const removed = await page
    .getByTestId("cart-line")
    .first()
    .locator("p.font-semibold")
    .innerText();
  await page.getByRole("button", { name: `Remove ${removed}` }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(kept);
  await expect(page.getByTestId("event-cart-count")).toHaveText(String(kept));
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(kept);
  await expect(page.getByRole("button", { name: `Remove ${removed}` })).toHaveCount(0);
  const total = await page.getByTestId("cart-total").innerText();
  await page.getByRole("button", { name: "Check out and pay" }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/pay$/);
  const eventId = Number(/\/events\/(\d+)\/pay/.exec(page.url())![1]);
  await expect(page.getByTestId("event-amount")).toHaveText(total);
  await page.screenshot({ path: test.info().outputPath("pay.png"), fullPage: true });

  // One payment with 4242.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 40");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
  // The payment is confirmed on its own page, which says what was paid.
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/paid\\?payment_intent=`));
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("payment-success")).toContainText(total);
  await page.screenshot({ path: test.info().outputPath("paid.png"), fullPage: true });
  await page.getByRole("link", { name: "My Orders" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/my-orders\\?event=${eventId}$`));
  const card = page.getByTestId("event-card").filter({ hasText: `Event #${eventId}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("event-line")).toHaveCount(kept);
  await expect(card.getByText("paid", { exact: true })).toHaveCount(1);
  // My Orders shows what was charged: the pay page's amount.
  await expect(card.getByTestId("amount-paid")).toContainText(total);
  await expect(card.getByRole("link", { name: "Complete Payment" })).toHaveCount(0);
  await expect(page.getByTestId("order-card")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("my-orders.png"), fullPage: true });

  // Each caterer sees only their own lines of the event.
  const event = await (await page.request.get(`/api/events/${eventId}`)).json();
  const lines = event.bookings as Booking[];
  expect(event.paymentStatus).toBe("paid");
  const rosaLines = lines.filter((b) => b.catererId === rosaId).map((b) => b.id);
  const lucaLines = lines.filter((b) => b.catererId === lucaId).map((b) => b.id);
  expect(rosaLines).toHaveLength(kept - 1);
  expect(lucaLines).toHaveLength(1);
  const rosaSees = (await bookingsSeenBy(browser, "caterer@example.com")).map((b) => b.id);
  expect(rosaLines.every((id) => rosaSees.includes(id))).toBe(true);
  expect(lucaLines.some((id) => rosaSees.includes(id))).toBe(false);
  const lucaSees = (await bookingsSeenBy(browser, "luca@example.com")).map((b) => b.id);
  expect(lucaLines.every((id) => lucaSees.includes(id))).toBe(true);
  expect(rosaLines.some((id) => lucaSees.includes(id))).toBe(false);
});

test("a refused merge on sign-in says why and keeps the visitor's dishes", async ({ page }) => {
  const customer = await newCustomer(page.request, "Merge");
  const lucaId = await catererId(page, "Trattoria Luca");
  await page.goto(`/caterer/${lucaId}`);
  await page.getByRole("button", { name: "Add to cart: Lemon Tiramisu" }).click();
  const add = page.getByRole("dialog");
  await add.getByRole("button", { name: "Add to cart" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId("event-cart-count")).toHaveText("1");

  // The server refuses the merge (say, the saved event is full).
  const reason = "An event holds at most 20 dishes.";
  await page.route("**/api/cart/merge", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ message: reason }),
    }),
  );
  await page.goto("/auth?callbackUrl=/event-cart");
  await submitSignIn(page, customer.email);
  await expect(page).toHaveURL(/\/event-cart$/);
  await expect(page.getByTestId("merge-refused")).toContainText(reason);
  await expect(page.getByTestId("merge-refused")).toContainText("kept in this browser");

  // Nothing was lost: once the server takes it, the dish joins the saved event.
  await page.unroute("**/api/cart/merge");
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("merge-refused")).toHaveCount(0);
});

test("after a kitchen cancels its line, the pay page and My Orders ask for the same, smaller amount", async ({
  page,
}) => {
  // Two lines checked out through the API, as the cart page does.
  const customer = await newCustomer(page.request, "Amounts");
  const api = page.request;
  const menu = async (name: string) => {
    const id = await catererId(page, name);
    const dishes = (await (await api.get(`/api/caterers/${id}/dishes`)).json()) as {
      id: number;
      name: string;
    }[];
    return dishes;
  };
  const lasagna = (await menu("Nonna Rosa's Kitchen")).find(
    (d) => d.name === "Classic Beef Lasagna",
  )!;
  const tiramisu = (await menu("Trattoria Luca")).find((d) => d.name === "Lemon Tiramisu")!;
  const headers = customer.headers;
  expect(
    (
      await api.post("/api/cart/lines", {
        headers,
        data: {
          lines: [
            // Two large trays: Nonna Rosa's $150 minimum (product-rules §23).
            { dishId: lasagna.id, traySize: "large", quantity: 2 },
            { dishId: tiramisu.id, traySize: "medium", quantity: 1 },
          ],
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await api.put("/api/cart/event", {
        headers,
        data: {
          eventDate: farDate(),
          eventTime: "18:00",
          deliveryAddress: "12 Garden St, Brooklyn, NY",
          guestCount: 12,
          customerName: customer.name,
          customerEmail: customer.email,
        },
      })
    ).status(),
  ).toBe(200);
  const checkout = await api.post("/api/cart/checkout", { headers });
  expect(checkout.status()).toBe(201);
  const { eventId, bookingIds } = (await checkout.json()) as {
    eventId: number;
    bookingIds: number[];
  };

  // Trattoria Luca cancels its line before anything is paid.
  const luca = await api.post("/api/auth/login", {
    data: { email: "luca@example.com", password: CUSTOMER_PASSWORD },
  });
  const lucaToken = ((await luca.json()) as { token: string }).token;
  const cancel = await api.patch(`/api/bookings/${bookingIds[1]}/status`, {
    headers: { Authorization: `Bearer ${lucaToken}` },
    data: { status: "cancelled", comments: "Our oven is broken that day" },
  });
  expect(cancel.status()).toBe(200);
  const event = (await (await api.get(`/api/events/${eventId}`, { headers })).json()) as {
    bookings: { id: number; totalPrice: number }[];
  };
  const owed = event.bookings.find((b) => b.id === bookingIds[0])!.totalPrice;
  const owedText = `$${(owed / 100).toFixed(2)}`;

  await page.goto("/auth?callbackUrl=/my-orders");
  await submitSignIn(page, customer.email);
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByTestId("event-card").filter({ hasText: `Event #${eventId}` });
  await expect(card.getByTestId("amount-due")).toHaveText(`To pay: ${owedText}`);
  await card.getByRole("link", { name: "Complete Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/pay$`));
  await expect(page.getByTestId("event-amount")).toHaveText(owedText);
  await expect(page.getByText(`You will be charged ${owedText}.`)).toBeVisible();
});
