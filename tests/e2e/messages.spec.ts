/**
 * Order conversations (docs/product-rules.md §18): a customer orders, asks the kitchen two
 * quick questions, the caterer sees the unread count, answers from the booking dialog, the
 * customer sees the answer; the kitchen's mailbox gets one email for the two questions.
 */
import { expect, test } from "@playwright/test";
import { newCustomer } from "./support/customers";
import { signIn } from "./support/sign-in";

test("a customer asks about an order, the caterer answers from the booking dialog", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(page.request, "Quinn");
  await signIn(page, customer.email);

  // Order a dish.
  await page
    .getByTestId("caterer-card")
    .filter({ hasText: "Nonna Rosa's Kitchen" })
    .getByRole("link", { name: "View Menu & Order" })
    .click();
  await page.getByRole("button", { name: "Order This Dish: Classic Beef Lasagna" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill(customer.name);
  const picker = dialog.getByTestId("event-date-picker");
  await picker.getByRole("button", { name: /next month/i }).click();
  await picker.locator("button:not([disabled])").filter({ hasText: /^\d+$/ }).nth(4).click();
  await dialog.getByLabel("Event Time").fill("17:30");
  await dialog.getByRole("button", { name: /^Place Order - / }).click();
  await expect(page).toHaveURL(/\/checkout\?booking_id=\d+$/);
  const bookingId = Number(new URL(page.url()).searchParams.get("booking_id"));

  // Ask two quick questions from My Orders.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My Orders" }).click();
  const order = page.getByTestId("order-card").filter({ hasText: `Order #${bookingId}` });
  await order.getByRole("button", { name: "Messages" }).click();
  const thread = page.getByRole("dialog").getByTestId("thread-panel");
  await expect(
    thread.getByRole("heading", { name: "Messages with Nonna Rosa's Kitchen" }),
  ).toBeVisible();
  await thread.getByLabel("Write a message").fill("Can you make the lasagna without pork?");
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(thread.getByTestId("message")).toHaveCount(1);
  // A double tap on Send sends once and says nothing of an empty message (issue 46).
  await thread.getByLabel("Write a message").fill("Also: the gate code is 4411.");
  // Its second tap lands after the first has sent and emptied the box.
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(thread.getByTestId("message")).toHaveCount(2);
  await thread.getByRole("button", { name: "Send" }).click();
  await page.waitForTimeout(300);
  await expect(thread.getByTestId("message")).toHaveCount(2);
  await expect(thread.getByText("Message cannot be empty")).toHaveCount(0);
  // A deliberate Send on an empty box later still says why nothing was sent.
  await page.waitForTimeout(1500);
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(thread.getByText("Message cannot be empty")).toBeVisible();
  await expect(thread.getByTestId("message").first()).toContainText("Quinn");
  // Closed before the caterer answers: an open thread polls (every 15 s) and marks what it
  // shows as read, so on a slow machine the answer could arrive read.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The caterer sees the unread count on the order, and answers from its booking dialog.
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await signIn(kitchen, "caterer@example.com", "password123");
  await expect(kitchen.getByTestId("header-unread")).toBeVisible();
  await kitchen.goto(`/dashboard/caterer`);
  await kitchen.getByRole("tab", { name: "Bookings List" }).click();
  await kitchen.getByLabel("Search orders").fill(String(bookingId));
  const row = kitchen.getByTestId("dashboard-booking").filter({ hasText: `#${bookingId} ` });
  await expect(row.getByTestId("order-unread")).toHaveText("2");
  await row.getByRole("button", { name: "View Details" }).click();
  const details = kitchen.getByRole("dialog");
  await expect(details.getByRole("heading", { name: `Booking #${bookingId}` })).toBeVisible();
  const kitchenThread = details.getByTestId("thread-panel");
  await expect(kitchenThread.getByTestId("message")).toHaveText([
    /Can you make the lasagna without pork\?/,
    /the gate code is 4411/,
  ]);
  await kitchenThread.getByLabel("Write a message").fill("Yes: beef only, no pork. See you then!");
  await kitchenThread.getByRole("button", { name: "Send" }).click();
  await expect(kitchenThread.getByTestId("message")).toHaveCount(3);
  await details.getByRole("button", { name: "Close" }).first().click();
  await expect(row.getByTestId("order-unread")).toHaveCount(0);

  // The customer sees the answer: the count on the order, then the message.
  await page.reload();
  await expect(order.getByTestId("order-unread")).toHaveText("1");
  await expect(page.getByTestId("header-unread")).toHaveText("1");
  await order.getByRole("button", { name: /^Messages/ }).click();
  await expect(page.getByRole("dialog").getByTestId("message").last()).toContainText(
    "Yes: beef only, no pork.",
  );
  await expect(page.getByTestId("header-unread")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // /messages lists the conversation, newest first.
  await page.goto("/messages");
  await expect(page.getByTestId("thread-row").first()).toContainText(`Order #${bookingId}`);

  // One email reached the kitchen's development mailbox for the two quick questions.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@example.com", "password123");
  await admin.goto(`/admin/emails?q=${encodeURIComponent(`Order #${bookingId}`)}`);
  const emails = admin
    .getByTestId("email")
    .filter({ hasText: `about Order #${bookingId}` })
    .filter({ hasText: "To: caterer@example.com" });
  await expect(async () => {
    await admin.reload();
    await expect(emails).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await emails
    .getByText(`New message about Order #${bookingId} · Classic Beef Lasagna`, { exact: true })
    .click();
  await expect(emails.getByRole("region", { name: "Plain text" })).toContainText(
    "> Can you make the lasagna without pork?",
  );
  await kitchenContext.close();
  await adminContext.close();
});
