/**
 * Email notifications, end to end: a customer signs up, orders, the caterer confirms (via
 * the REST API with a bearer token), the customer pays with the test card and cancels;
 * the job worker started with the app keeps every email in the development mailbox (no
 * SMTP_URL), and an admin reads them at /admin/emails, at 1280px and 375px.
 */
import { expect, test, type Page } from "@playwright/test";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

type Caterer = { id: number; name: string };
type Dish = { id: number; catererId: number; name: string };
type Booking = { id: number; totalPrice: number };

async function signUp(page: Page, email: string) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First Name").fill("Erin");
  await page.getByLabel("Last Name").fill("Emailed");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Orders 1 medium tray from the demo caterer account's kitchen, with the browser's session. */
async function order(page: Page, email: string): Promise<{ booking: Booking; dish: Dish }> {
  const caterers: Caterer[] = await (await page.request.get("/api/caterers")).json();
  const kitchen = caterers.find((c) => c.name === "Nonna Rosa's Kitchen")!;
  const dishes: Dish[] = await (await page.request.get("/api/dishes")).json();
  const dish = dishes.find((d) => d.catererId === kitchen.id)!;
  for (let attempt = 0; attempt < 10; attempt++) {
    const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 60)) * 86_400_000);
    const response = await page.request.post("/api/bookings", {
      data: {
        catererId: kitchen.id,
        dishId: dish.id,
        customerName: "Erin Emailed",
        customerEmail: email,
        eventDate: day.toISOString().slice(0, 10),
        eventTime: "12:00",
        traySize: "medium",
        quantity: 1,
      },
    });
    if (response.status() === 409) continue; // that date is full; try another
    expect(response.status()).toBe(201);
    return { booking: await response.json(), dish };
  }
  throw new Error("no free date found");
}

test("an admin reads the emails of an order, confirmation, payment and cancellation", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // a whole walk-through, in two browsers
  const email = `erin.${unique()}@example.com`;
  await signUp(page, email);
  const { booking, dish } = await order(page, email);
  const total = `$${(booking.totalPrice / 100).toFixed(2)}`;

  // The caterer confirms through the REST API (bearer token).
  const login = await page.request.post("/api/auth/login", {
    data: { email: "caterer@example.com", password: "password123" },
  });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const confirmed = await page.request.patch(`/api/bookings/${booking.id}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: "confirmed", comments: "See you at noon" },
  });
  expect(confirmed.status()).toBe(200);

  // The customer pays with the test card...
  await page.goto(`/checkout?booking_id=${booking.id}`);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  // ...and cancels in My Bookings, which refunds the payment.
  await page.goto("/my-bookings");
  const card = page.getByTestId("booking-card").filter({ hasText: dish.name }).first();
  await card.getByRole("button", { name: "Cancel" }).click();
  await page.getByLabel("Reason (optional)").fill("Party moved");
  await page.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(card.getByText("refunded", { exact: true })).toBeVisible();

  // An admin, in a browser of their own, reads the mailbox.
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await admin.setViewportSize(page.viewportSize()!);
  await admin.goto("/auth?callbackUrl=/admin");
  await admin.getByLabel("Email").fill("admin@example.com");
  await admin.getByLabel("Password").fill("password123");
  await admin.getByRole("button", { name: "Sign In" }).last().click();
  // The mailbox is in the admin console's navigation, a 44 px target (issue 46).
  const emailsLink = admin.getByRole("navigation", { name: "Admin" }).getByRole("link", {
    name: "Emails",
  });
  expect((await emailsLink.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await emailsLink.click();
  await expect(admin).toHaveURL(/\/admin\/emails$/);
  await expect(admin.getByRole("heading", { name: "Emails" })).toBeVisible();

  const subjects = [
    "Welcome to TrayTable",
    `Your order #${booking.id} was confirmed`,
    `Receipt for order #${booking.id}: ${total} paid`,
    `Your order #${booking.id} was cancelled`,
    `Refund for order #${booking.id}: ${total}`,
  ];
  const toCustomer = admin.getByTestId("email").filter({ hasText: `To: ${email}` });
  // The worker delivers within a second or two of each change.
  await expect(async () => {
    await admin.reload();
    await expect(toCustomer).toHaveCount(subjects.length, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // Newest first.
  await expect(toCustomer.getByTestId("email-subject")).toHaveText(subjects.reverse());
  const newOrder = admin
    .getByTestId("email")
    .filter({ hasText: `New order #${booking.id}:` })
    .filter({ hasText: "To: caterer@example.com" });
  await expect(newOrder).toHaveCount(1);

  // The confirmation carries the caterer's comments, as HTML and as plain text.
  const confirmation = toCustomer.filter({ hasText: `Your order #${booking.id} was confirmed` });
  await confirmation.getByText(`Your order #${booking.id} was confirmed`).click();
  await expect(confirmation.getByRole("region", { name: "Plain text" })).toContainText(
    "> See you at noon",
  );
  const html = confirmation.frameLocator("iframe");
  await expect(html.getByText("See you at noon")).toBeVisible();
  await expect(html.getByRole("link", { name: "View my bookings" })).toHaveAttribute(
    "href",
    /^http:\/\/localhost:\d+\/my-bookings$/,
  );
  await admin.screenshot({
    path: testInfo.outputPath(`admin-emails-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await adminContext.close();
});

test("customers and signed-out visitors cannot read the mailbox", async ({ page }) => {
  await page.goto("/admin/emails");
  await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fadmin%2Femails$/);
  await signUp(page, `nosy.${unique()}@example.com`);
  await page.goto("/admin/emails");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Emails" })).toHaveCount(0);
});
