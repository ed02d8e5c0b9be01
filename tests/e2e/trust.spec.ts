/**
 * Trust (docs/product-rules.md §12): reviews from verified orders. Each test builds its own
 * caterer through the admin API and removes it afterwards (support/cleanup.ts), and orders
 * as a fresh customer (support/customers.ts), so the demo stays as the other tests expect.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDaysIso, todayIso } from "../../lib/dates";
import { reviewDateLabel } from "../../lib/reviews/rules";
import pg from "pg";
import { e2eDatabaseUrl } from "./support/database";
import { removeCaterersNamed } from "./support/cleanup";
import { newCustomer } from "./support/customers";
import { newKitchen } from "./support/kitchens";
import { signIn } from "./support/sign-in";

const createdCaterers: string[] = [];
test.afterEach(() => removeCaterersNamed(...createdCaterers.splice(0)));
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function adminHeaders(api: APIRequestContext) {
  const login = await api.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "password123" },
  });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/** A caterer of this test with one dish, made by an admin through the API. */
async function testKitchen(api: APIRequestContext, admin: Record<string, string>) {
  const name = `Trust Kitchen ${unique()}`;
  createdCaterers.push(name);
  const caterer = await api.post("/api/admin/caterers", {
    headers: admin,
    data: {
      name,
      cuisine: "Italian",
      description: "A test kitchen.",
      location: "Queens, NY",
      rating: 0,
    },
  });
  expect(caterer.status(), await caterer.text()).toBe(201);
  const { id: catererId } = await caterer.json();
  const dish = await api.post("/api/dishes", {
    headers: admin,
    data: {
      catererId,
      name: "Baked Ziti",
      description: "Ziti baked with ricotta and tomato sauce.",
      category: "main",
      ingredients: ["ziti", "ricotta", "tomato"],
      imageUrls: ["/images/dishes/lasagna.svg"],
      mediumTrayPrice: 60,
      largeTrayPrice: 100,
    },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { name, catererId: catererId as number, dishId: (await dish.json()).id as number };
}

/**
 * One medium tray the buyer ordered from the kitchen and may review: a review needs a real
 * event (product-rules §12), so the guest paid, the day has passed and the order is completed.
 */
async function reviewableOrder(
  api: APIRequestContext,
  admin: Record<string, string>,
  buyer: Awaited<ReturnType<typeof newCustomer>>,
  kitchen: { catererId: number; dishId: number },
): Promise<{ id: number }> {
  const placed = await api.post("/api/bookings", {
    headers: buyer.headers,
    data: {
      catererId: kitchen.catererId,
      dishId: kitchen.dishId,
      customerName: buyer.name,
      customerEmail: buyer.email,
      eventDate: addDaysIso(todayIso(), 30),
      eventTime: "18:00",
      traySize: "medium",
      quantity: 1,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const booking = await placed.json();
  await paidAndPast(booking.id);
  const completed = await api.patch(`/api/admin/bookings/${booking.id}/status`, {
    headers: admin,
    data: { status: "completed" },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return booking;
}

test("a customer reviews a completed order and sees the new average", async ({ page, request }) => {
  const admin = await adminHeaders(request);
  const kitchen = await testKitchen(request, admin);
  const buyer = await newCustomer(request, "Robin");
  const booking = await reviewableOrder(request, admin, buyer, kitchen);

  await signIn(page, buyer.email);
  // The invitation email's link opens the review dialog of this order.
  await page.goto(`/my-orders?review=${booking.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Review ${kitchen.name}` })).toBeVisible();
  await dialog.getByRole("button", { name: "Post Review" }).click();
  await expect(dialog.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  await dialog.getByRole("radio", { name: "4 stars" }).click();
  await dialog.getByLabel("Your review").fill("Generous trays and the ziti was still hot.");
  await dialog.getByRole("button", { name: "Post Review" }).click();
  await expect(page.getByText("Thank you! Your review has been posted.")).toBeVisible();
  const order = page.getByTestId("order-card").filter({ hasText: `Order #${booking.id}` });
  await expect(order.getByTestId("my-review")).toContainText(
    "Generous trays and the ziti was still hot.",
  );
  await expect(order.getByRole("button", { name: "Write a Review" })).toHaveCount(0);

  await page.goto(`/caterer/${kitchen.catererId}`);
  await expect(page.getByTestId("caterer-rating")).toHaveText("4.0 (1)");
  const review = page.getByTestId("review");
  await expect(review).toHaveCount(1);
  await expect(review).toContainText("Robin M.");
  await expect(review).toContainText("Generous trays and the ziti was still hot.");
  await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  // Dated by the server, in the marketplace's time zone ("November 27, 2026").
  await expect(review).toContainText(reviewDateLabel(new Date().toISOString()));
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: "4.0", reviewCount: 1 });
  expect(jsonLd.review[0]).toMatchObject({
    reviewBody: "Generous trays and the ziti was still hot.",
  });
});

test("the kitchen replies to a review once, under the review", async ({ page, request }) => {
  const kitchen = await newKitchen(request, Date.now());
  createdCaterers.push(kitchen.businessName);
  const catererId = await catererOfDish(kitchen.dishId);
  const buyer = await newCustomer(request, "Sam");
  const booking = await reviewableOrder(request, await adminHeaders(request), buyer, {
    catererId,
    dishId: kitchen.dishId,
  });
  const reviewed = await request.post(`/api/bookings/${booking.id}/review`, {
    headers: buyer.headers,
    data: { rating: 5, comment: "The waakye fed forty guests." },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);

  await signIn(page, kitchen.email);
  await page.goto(`/caterer/${catererId}`);
  const review = page.getByTestId("review");
  // Reply opens the form once the page has hydrated; until then a click does nothing.
  await expect(async () => {
    await review.getByRole("button", { name: "Reply", exact: true }).click({ timeout: 2_000 });
    await expect(review.getByRole("button", { name: "Post Reply" })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  // An empty reply is refused under its field, as every form's messages are.
  await review.getByRole("button", { name: "Post Reply" }).click();
  await expect(review.getByText("Please write a reply")).toBeVisible();
  await review.getByLabel("Your reply (one per review)").fill("Thank you, Sam!");
  await review.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Your reply has been posted.")).toBeVisible();
  await expect(review).toContainText("Reply from the caterer");
  await expect(review).toContainText("Thank you, Sam!");
  await expect(review.getByRole("button", { name: "Reply", exact: true })).toHaveCount(0);
});

/** The kitchen a dish belongs to, from the database (the API has no dish read). */
async function catererOfDish(dishId: number) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ catererId: number }>(
      `SELECT "catererId" FROM dishes WHERE id = $1`,
      [dishId],
    );
    return rows[0]!.catererId;
  } finally {
    await client.end();
  }
}

/** Lets time pass for a booking: it was paid, and its event was yesterday. */
async function paidAndPast(bookingId: number) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `UPDATE bookings SET "eventDate" = $2::date, "paymentStatus" = 'paid',
         "paymentAmount" = "totalPrice", "paidAt" = now() WHERE id = $1`,
      [bookingId, addDaysIso(todayIso(), -1)],
    );
  } finally {
    await client.end();
  }
}

/** On a phone the sidebar sits behind a "Show filters" button. */
async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /Show filters/ });
  if (await toggle.isVisible()) await toggle.click();
}

/** The demo caterers with at least `min` declared dishes free from peanuts, from the database. */
async function peanutFreeCaterers(min: number) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT c.name FROM caterers c JOIN dishes d ON d."catererId" = c.id
       GROUP BY c.id HAVING count(*) FILTER (WHERE d."allergensDeclared"
         AND NOT ('peanuts' = ANY(d."majorAllergens"))) >= $1`,
      [min],
    );
    return rows.map((r) => r.name).sort();
  } finally {
    await client.end();
  }
}

test("a visitor filters for peanut-free caterers, then a menu", async ({ page }) => {
  await page.goto("/");
  await openFilters(page);
  await page.getByRole("checkbox", { name: "Peanuts" }).check();
  await expect(page).toHaveURL(/[?&]free=peanuts/);
  await page.getByLabel("At least this many such dishes").selectOption("5");
  await expect(page).toHaveURL(/freeMin=5/);
  const expected = await peanutFreeCaterers(5);
  expect(expected.length).toBeGreaterThan(0);
  const cards = page.getByTestId("caterer-card");
  await expect(cards).toHaveCount(expected.length);
  const names = (await cards.locator("h3").allTextContents()).map((n) => n.trim()).sort();
  expect(names).toEqual(expected);

  // The Thai kitchen's menu, filtered the same way: its peanut dishes leave the menu.
  await page.goto("/");
  await page.getByRole("link", { name: "Bangkok Home Cooking" }).first().click();
  const menu = page.getByRole("tabpanel");
  await expect(menu.getByTestId("dish-card").filter({ hasText: "Pad Thai" })).toHaveCount(1);
  await expect(
    menu.getByTestId("dish-card").filter({ hasText: "Pad Thai" }).getByTestId("dish-allergens"),
  ).toContainText("Peanuts");
  await page.getByRole("checkbox", { name: "Peanuts" }).check();
  await expect(page).toHaveURL(/\?free=peanuts/);
  await expect(menu.getByTestId("dish-card").filter({ hasText: "Pad Thai" })).toHaveCount(0);
  for (const line of await menu.getByTestId("dish-allergens").allTextContents()) {
    expect(line).not.toContain("Peanuts");
    expect(line).not.toContain("not declared");
  }

  // The link keeps the choice: the server reads ?free= and sends the filtered menu; a value
  // that is no major allergen is ignored.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Peanuts" })).toBeChecked();
  await expect(menu.getByTestId("dish-card").filter({ hasText: "Pad Thai" })).toHaveCount(0);
  await page.goto(page.url().replace("free=peanuts", "free=gravel"));
  await expect(page.getByRole("checkbox", { name: "Peanuts" })).not.toBeChecked();
  await expect(menu.getByTestId("dish-card").filter({ hasText: "Pad Thai" })).toHaveCount(1);
});

test("an applicant uploads a permit and the admin verifies it before approving", async ({
  page,
  browser,
  request,
}) => {
  const stamp = unique();
  const business = `Permit Pantry ${stamp}`;
  createdCaterers.push(business);
  const applicant = await newCustomer(request, "Nia");
  const created = await request.post("/api/caterer-applications", {
    headers: applicant.headers,
    data: {
      businessName: business,
      cuisineTags: ["Nigerian"],
      serviceArea: "Queens, NY",
      description: "Jollof, pepper soup and puff-puff by the tray for parties and office lunches.",
      termsAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  expect(
    (
      await request.post(`/api/caterer-applications/${id}/submit`, { headers: applicant.headers })
    ).status(),
  ).toBe(200);

  // The applicant enters the permit and uploads its document on the application page.
  await signIn(page, applicant.email);
  await page.goto("/become-a-caterer");
  const section = page.getByTestId("permit-section");
  await section.getByLabel("Permit Type").selectOption("home_kitchen_operation_permit");
  await section.getByLabel("Permit Number").fill(`HKO-${stamp}`);
  await section.getByLabel("Issuing Authority").fill("Queens County Health Department");
  await section.getByLabel("Expiry Date").fill(addDaysIso(todayIso(), 300));
  await section.getByRole("button", { name: "Save Permit" }).click();
  await expect(section.getByTestId("permit-status")).toHaveText(
    "Details saved, please upload the document",
  );
  // A file that is not a PDF or an image is refused by the server, whatever its name.
  await section.getByLabel(/Permit Document/).setInputFiles({
    name: "permit.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>not a pdf</html>"),
  });
  await section.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("The permit document must be a PDF, PNG or JPEG file")).toBeVisible();
  await section.getByLabel(/Permit Document/).setInputFiles({
    name: "permit.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await section.getByRole("button", { name: "Upload Document" }).click();
  await expect(section.getByTestId("permit-status")).toHaveText(
    "Document uploaded, waiting for verification",
  );

  // The admin reads and verifies it in the review dialog, then approves.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const adminPage = await context.newPage();
  await signIn(adminPage, "admin@example.com", "password123");
  await adminPage.goto("/admin/caterer-applications");
  const card = adminPage.getByTestId("application-card").filter({ hasText: business });
  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = adminPage.getByRole("dialog");
  const review = dialog.getByTestId("permit-review");
  await expect(review).toContainText(`Home kitchen operation permit HKO-${stamp}`);
  const documentUrl = await review
    .getByRole("link", { name: "View permit document" })
    .getAttribute("href");
  const asAdmin = await adminPage.request.get(documentUrl!);
  expect(asAdmin.status()).toBe(200);
  expect(asAdmin.headers()["content-type"]).toBe("application/pdf");
  // Nobody else reads it.
  const stranger = await newCustomer(request, "Snoop");
  expect((await request.get(documentUrl!, { headers: stranger.headers })).status()).toBe(404);

  await review.getByRole("button", { name: "Verify Permit" }).click();
  await expect(review.getByTestId("permit-verified")).toHaveText("Verified");
  await adminPage.keyboard.press("Escape");
  await card.getByRole("button", { name: "Approve" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByText("Application Approved")).toBeVisible();
  await context.close();

  // The new kitchen's page shows the verified permit.
  const caterers = await (await request.get("/api/caterers")).json();
  const kitchen = caterers.find((c: { name: string }) => c.name === business);
  expect(kitchen).toBeTruthy();
  await page.goto(`/caterer/${kitchen.id}`);
  await expect(page.getByTestId("permit-badge")).toHaveText("Verified home-kitchen permit");
});

test("a deactivated caterer's kitchen is closed, and the admin sees its open orders", async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminHeaders(request);
  const kitchen = await testKitchen(request, admin);
  // The kitchen gets an owner account (admins create kitchens without one).
  const owner = await newCustomer(request, "Owner");
  const me = await request.get("/api/auth/me", { headers: owner.headers });
  const ownerId = (await me.json()).user.id as number;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`UPDATE users SET role = 'caterer' WHERE id = $1`, [ownerId]);
    await client.query(`UPDATE caterers SET "userId" = $1 WHERE id = $2`, [
      ownerId,
      kitchen.catererId,
    ]);
  } finally {
    await client.end();
  }
  const buyer = await newCustomer(request, "Robin");
  const order = (days: number) =>
    request.post("/api/bookings", {
      headers: buyer.headers,
      data: {
        catererId: kitchen.catererId,
        dishId: kitchen.dishId,
        customerName: buyer.name,
        customerEmail: buyer.email,
        eventDate: addDaysIso(todayIso(), days),
        eventTime: "18:00",
        traySize: "medium",
        quantity: 1,
      },
    });
  const placed = await order(30);
  expect(placed.status(), await placed.text()).toBe(201);
  const booking = await placed.json();

  const off = await request.patch(`/api/admin/users/${ownerId}/status`, {
    headers: admin,
    data: { isActive: false },
  });
  expect(off.status(), await off.text()).toBe(200);

  // The page (cached) says so at once, without order buttons; orders are refused.
  await page.goto(`/caterer/${kitchen.catererId}`);
  await expect(page.getByTestId("kitchen-closed")).toContainText(
    "This kitchen is not taking orders right now",
  );
  await expect(page.getByRole("heading", { name: "Baked Ziti" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Order This Dish/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Add to cart/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("closed-kitchen.png"), fullPage: true });
  const refused = await order(31);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("This kitchen is not taking orders right now");
  const listed = await request.get("/api/caterers");
  expect((await listed.json()).map((c: { id: number }) => c.id)).not.toContain(kitchen.catererId);

  await signIn(page, "admin@example.com", "password123");
  await page.goto("/admin");
  const open = page.getByTestId("closed-kitchen-orders");
  await expect(open.getByRole("heading", { name: "Open orders at closed kitchens" })).toBeVisible();
  await expect(open).toContainText(`#${booking.id} ${kitchen.name}`);
  await open.screenshot({ path: testInfo.outputPath("closed-kitchen-orders.png") });
});
