import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDaysIso, todayIso } from "../../lib/dates";
import { newCustomer } from "./support/customers";
import { dismissToasts } from "./support/toasts";
import { removeCaterersNamed } from "./support/cleanup";
import { signIn } from "./support/sign-in";

/** Caterers this file creates; removed after each test (see support/cleanup.ts). */
const createdCaterers: string[] = [];
test.afterEach(() => removeCaterersNamed(...createdCaterers.splice(0)));

// Each test is a whole admin flow across two browsers; give it room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function newSignedInPage(browser: Browser, email: string, viewport: Page) {
  const context = await browser.newContext({ viewport: viewport.viewportSize() });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function chooseOption(page: Page, trigger: string, option: string) {
  await page.getByRole("combobox", { name: trigger }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an admin adds a caterer and a dish and finds them on the home page", async ({ page }) => {
  const name = `Harbor Kitchen ${unique()}`;
  createdCaterers.push(name);
  const dishName = `Island Moussaka ${unique()}`;
  await signIn(page, "admin@example.com");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByTestId("stat-card").first()).toContainText("active caterers");
  await expect(page.getByText("0 active caterers")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: /Caterers \(\d+\)/ })).toBeVisible();

  await page.getByRole("button", { name: "Add Caterer" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create Caterer" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Cuisine type is required")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await chooseOption(page, "Cuisine Type", "Greek");
  await dialog.getByLabel("Description").fill("short");
  await dialog.getByLabel("Rating (0-5)").fill("7");
  await dialog.getByRole("button", { name: "Create Caterer" }).click();
  await expect(dialog.getByText("Description must be at least 10 characters")).toBeVisible();
  await expect(dialog.getByText("Rating must be between 0 and 5")).toBeVisible();
  await dialog.getByLabel("Description").fill("Family recipes from the Greek islands.");
  await dialog.getByLabel("Location").fill("Astoria, NY");
  await dialog.getByLabel("Rating (0-5)").fill("5");
  await dialog.getByLabel("Image URL").fill("/images/caterers/aegean-kitchen.svg");
  await dialog.getByRole("button", { name: "Create Caterer" }).click();
  await expect(page.getByText("Caterer created successfully")).toBeVisible();
  await dismissToasts(page);
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search caterers" }).fill(name);
  await expect(page.getByTestId("admin-caterer-card")).toHaveCount(1);
  await expect(page.getByTestId("admin-caterer-card")).toContainText(name);

  await page.getByRole("tab", { name: /Dishes/ }).click();
  await expect(page).toHaveURL(/tab=dishes/);
  await page.getByRole("button", { name: "Add Dish" }).click();
  await chooseOption(page, "Caterer", name);
  await dialog.getByLabel("Dish Name").fill(dishName);
  await dialog.getByLabel("Description").fill("Layers of eggplant, lamb and bechamel.");
  await chooseOption(page, "Category", "Main");
  await dialog.getByLabel("Ingredients (comma-separated)").fill("eggplant, lamb, bechamel");
  await dialog.getByLabel("Image URL").fill("/images/caterers/aegean-kitchen.svg");
  await dialog.getByLabel("Medium Tray Price ($, serves 6-8)").fill("60");
  await dialog.getByLabel("Large Tray Price ($, serves 10-12)").fill("100");
  await dialog.getByRole("button", { name: "Add Dish" }).click();
  await expect(page.getByText("Dish created successfully!")).toBeVisible();
  await dismissToasts(page);
  await page.getByRole("searchbox", { name: "Search dishes" }).fill(dishName);
  // Count first: a strict locator that still matches the unfiltered list fails at once.
  await expect(page.getByTestId("admin-dish-card")).toHaveCount(1);
  await expect(page.getByTestId("admin-dish-card")).toContainText(name);

  await page.goto("/");
  const card = page.getByTestId("caterer-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "View Menu & Order" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(dishName).first()).toBeVisible();
});

test("an admin edits an order and changes its status; the customer sees it in My Bookings", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A new customer orders through the API, so the test knows exactly which order it is.
  const buyer = await newCustomer(request);
  const dishes = await (await request.get("/api/dishes")).json();
  const dish = dishes[0];
  const eventTime = testInfo.project.name === "mobile" ? "07:43" : "07:41";
  // The first open date from 40 days ahead: the demo closes some dates and fills others.
  const place = (eventDate: string) =>
    request.post("/api/bookings", {
      headers: buyer.headers,
      data: {
        catererId: dish.catererId,
        dishId: dish.id,
        customerName: "Casey Morgan",
        customerEmail: buyer.email,
        eventDate,
        eventTime,
        traySize: "medium",
        quantity: 1,
      },
    });
  let created = await place(addDaysIso(todayIso(), 40));
  for (let day = 41; created.status() === 409 && day < 70; day++) {
    if ((await created.json()).message.includes("unpaid")) break; // not a date problem
    created = await place(addDaysIso(todayIso(), day));
  }
  expect(created.status(), await created.text()).toBe(201);
  const booking = await created.json();

  await signIn(page, "admin@example.com");
  await page.goto("/admin?tab=orders");
  await page.getByRole("searchbox", { name: "Search orders" }).fill(`#${booking.id}`);
  const order = page.getByTestId("admin-order-card");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(`#${booking.id} Casey Morgan`);
  await expect(order).toContainText(buyer.email);

  // The edit dialog keeps what the admin types while the list refreshes underneath.
  await order.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Quantity").fill("3");
  await chooseOption(page, "Tray Size", "Large Tray (10-12 people)");
  await dialog.getByLabel("Special Requests").fill("Gate code 4411");
  const unitLarge = Math.round(Number(dish.largeTrayPrice) * 100);
  const expected = `$${((unitLarge * 3) / 100).toFixed(2)}`;
  await expect(dialog.getByTestId("order-edit-total")).toHaveText(expected);
  // Let the list refresh underneath once (it polls every 5 s) before checking the input.
  await page.waitForResponse((r) => r.url().includes("/api/admin/bookings?") && r.ok(), {
    timeout: 20_000,
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  await expect(dialog.getByLabel("Special Requests")).toHaveValue("Gate code 4411");
  await expect(dialog.getByLabel("Quantity")).toHaveValue("3");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Order updated successfully")).toBeVisible();
  await dismissToasts(page);
  await expect(order.getByTestId("order-total")).toHaveText(expected);

  await chooseOption(page, `Status of order #${booking.id}`, "confirmed");
  await expect(page.getByText("Order status updated successfully")).toBeVisible();
  await expect(order.getByTestId("booking-status")).toHaveText("confirmed");

  // Who changed it is on the record.
  await order.getByRole("button", { name: "Edit" }).click();
  await expect(dialog.getByTestId("audit-entry").first()).toContainText("admin@example.com");
  await expect(dialog.getByTestId("audit-history")).toContainText("status: pending");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const customer = await newSignedInPage(browser, buyer.email, page);
  await customer.goto("/my-bookings");
  const mine = customer.getByTestId("booking-card").filter({ hasText: `at ${eventTime}` });
  await expect(mine.first()).toContainText("3 ×");
  await expect(mine.first().getByTestId("booking-status")).toHaveText("confirmed");
  await expect(mine.first()).toContainText(expected);
  await customer.context().close();
});

test("an admin deactivates a user: their open session ends and sign-in is refused", async ({
  page,
  browser,
  request,
}) => {
  const email = `riley.${unique()}@example.com`;
  const signup = await request.post("/api/auth/signup", {
    data: { email, password: "password123", firstName: "Riley", lastName: "Stone" },
  });
  expect(signup.status()).toBe(201);

  const riley = await newSignedInPage(browser, email, page);
  // A non-admin is sent to /auth with the permission message.
  await riley.goto("/admin/users");
  await expect(riley).toHaveURL(/\/auth\?denied=admin/);
  await expect(riley.getByTestId("access-message")).toHaveText(
    "You don't have permission to access this page. Admin privileges required.",
  );
  await riley.goto("/my-bookings");
  await expect(riley.getByRole("heading", { name: "My Bookings" })).toBeVisible();

  await signIn(page, "admin@example.com");
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  const self = page.getByTestId("user-row").filter({ hasText: "admin@example.com" });
  await page.getByRole("searchbox", { name: "Search users" }).fill("admin@example.com");
  await expect(self.getByRole("button", { name: "Deactivate" })).toBeDisabled();
  await expect(self.getByRole("button", { name: "Delete admin@example.com" })).toBeDisabled();

  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("User deactivated")).toBeVisible();
  await expect(row.getByTestId("user-status")).toHaveText("Inactive");
  await chooseOption(page, "Filter by status", "Inactive");
  await expect(row).toBeVisible();

  await riley.reload();
  await expect(riley.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await riley.goto("/auth");
  await riley.getByLabel("Email").fill(email);
  await riley.getByLabel("Password").fill("password123");
  await riley.getByRole("button", { name: "Sign In" }).last().click();
  await expect(
    riley.getByRole("alert").filter({ hasText: "Your account has been deactivated" }),
  ).toBeVisible();
  await riley.context().close();
});
