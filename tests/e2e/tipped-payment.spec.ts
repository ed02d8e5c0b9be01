/**
 * A single order paid with a tip (issue 41), at 1,280 and 375 px, test mode: a 15% tip ends on
 * "Payment Successful!" with food + tip charged; an amount typed under "Other" is never left
 * out of the charge; Back from the success page says the order is paid.
 */
import { expect, test, type Page } from "@playwright/test";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

async function signUp(page: Page) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First Name").fill("Tia");
  await page.getByLabel("Last Name").fill("Tipper");
  await page.getByLabel("Email").fill(`tia.${unique()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
}

type Placed = { id: number; totalPrice: number };

/** 2 large trays of a demo dish, through the API with the browser's session. */
async function order(page: Page): Promise<Placed> {
  const dishes: { id: number; catererId: number }[] = await (
    await page.request.get("/api/dishes")
  ).json();
  for (let attempt = 0; attempt < 20; attempt++) {
    const dish = dishes[Math.floor(Math.random() * dishes.length)]!;
    const day = new Date(Date.now() + (15 + Math.floor(Math.random() * 40)) * 86_400_000);
    const response = await page.request.post("/api/bookings", {
      data: {
        catererId: dish.catererId,
        dishId: dish.id,
        customerName: "Tia Tipper",
        customerEmail: "tia@example.com",
        eventDate: day.toISOString().slice(0, 10),
        eventTime: "12:00",
        traySize: "large",
        quantity: 2,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status()).toBe(201);
    return response.json();
  }
  throw new Error("no free date found");
}

async function fillCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
}

async function paid(page: Page, id: number) {
  return (await (await page.request.get(`/api/bookings/${id}`)).json()) as {
    paymentStatus: string;
    paymentAmount: number;
    tipCents?: number;
  };
}

test("a single order with a 15% tip ends on Payment Successful with food + tip charged, and Back says it is paid", async ({
  page,
}, testInfo) => {
  await signUp(page);
  const placed = await order(page);
  const tip = Math.round((placed.totalPrice * 15) / 100);

  await page.goto(`/checkout?booking_id=${placed.id}`);
  await page.getByRole("radio", { name: "15%" }).click();
  await expect(page.getByTestId("tip-amount")).toContainText(usd(tip));
  await fillCard(page);
  await expect(page.getByText(`You will be charged ${usd(placed.totalPrice + tip)}.`)).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Payment Confirmation Error")).toHaveCount(0);
  await expect(page.getByTestId("payment-success")).toContainText(usd(placed.totalPrice + tip));
  await expect(page.getByTestId("tip-paid")).toContainText(usd(tip));
  await page.screenshot({ path: testInfo.outputPath(`tip-success-${testInfo.project.name}.png`) });
  expect(await paid(page, placed.id)).toMatchObject({
    paymentStatus: "paid",
    paymentAmount: placed.totalPrice + tip,
  });

  // Back to the checkout (the router restores the page that took the card): it says the
  // order is paid, never "Failed to initialize payment", and offers no card form.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?booking_id=${placed.id}$`));
  await expect(page.getByTestId("order-paid")).toContainText("This order is paid");
  await expect(page.getByTestId("order-paid")).toContainText(usd(placed.totalPrice + tip));
  await expect(page.getByText("Failed to initialize payment. Please try again.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`tip-back-${testInfo.project.name}.png`) });
});

test("an amount typed under Other is charged without pressing Add tip, and a bad one holds the Pay button", async ({
  page,
}) => {
  await signUp(page);
  const placed = await order(page);

  await page.goto(`/checkout?booking_id=${placed.id}`);
  await page.getByRole("radio", { name: "Other" }).click();
  await page.getByLabel("Tip amount ($)").fill("abc");
  await expect(page.getByRole("alert").filter({ hasText: /tip/i })).toBeVisible();
  await expect(page.getByTestId("tip-pending")).toHaveText(
    "Correct the tip amount, or choose No tip, to pay.",
  );
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);

  await page.getByLabel("Tip amount ($)").fill("20");
  // No "Add tip": the typed amount becomes the tip and the Pay button's total follows it.
  await expect(page.getByTestId("tip-amount")).toContainText("$20.00");
  await fillCard(page);
  await expect(page.getByText(`You will be charged ${usd(placed.totalPrice + 2000)}.`)).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  expect(await paid(page, placed.id)).toMatchObject({
    paymentStatus: "paid",
    paymentAmount: placed.totalPrice + 2000,
  });
});
