import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { PHONE } from "./support/phone";
import { dismissToasts } from "./support/toasts";
import { removeCaterersNamed } from "./support/cleanup";
import { signIn } from "./support/sign-in";

/** Caterers this file creates; removed after each test (see support/cleanup.ts). */
const createdCaterers: string[] = [];
test.afterEach(() => removeCaterersNamed(...createdCaterers.splice(0)));

const PAGE = "/admin/caterer-applications";

/** A second person at their own browser, the same size as the test's. */
async function secondPerson(browser: Browser, page: Page) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  return context.newPage();
}

async function pendingCount(page: Page): Promise<number> {
  const text = await page.getByTestId("pending-review").textContent();
  return Number(/(\d+) Pending Review/.exec(text ?? "")?.[1]);
}

/** The links of the top navigation: the bar on wide screens, the menu on phones. */
async function navigation(page: Page): Promise<Locator> {
  if (page.viewportSize()!.width >= 768) return page.getByRole("navigation", { name: "Main" });
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Mobile" });
}

test(
  "a new user applies, the admin asks for changes, then approves, and My Kitchen opens",
  PHONE,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const business = `Ama's Kitchen ${Date.now()}`;
    createdCaterers.push(business);
    const email = `ama.${Date.now()}@example.com`;

    // The applicant signs up, saves a draft, then submits.
    await page.goto("/auth?tab=signup");
    await page.getByLabel("First Name").fill("Ama");
    await page.getByLabel("Last Name").fill("Owusu");
    await page.getByLabel("Email").fill(email);
    await page.getByText("Sell food (Caterer)").click();
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm Password").fill("password123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/become-a-caterer$/);
    await page.getByLabel("Business Name").fill(business);
    await page.getByLabel("Cuisine Types (comma-separated)").fill("Ghanaian, West African");
    await page.getByLabel("Service Area").fill("Bronx, NY");
    await page
      .getByLabel("About Your Catering Business")
      .fill(
        "Jollof rice, waakye and kelewele for birthdays and office parties, cooked on the day.",
      );
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page.getByText("Draft Saved")).toBeVisible();
    await dismissToasts(page);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("application-status")).toContainText(
      "Your application is waiting for admin review.",
    );

    // The list opens on the pending ones, where the admin finds it; opening it (the card
    // says so) puts it under review.
    const admin = await secondPerson(browser, page);
    await signIn(admin, "admin@example.com");
    await admin.goto(PAGE);
    await expect(admin.getByTestId("status-filter")).toHaveText("Pending Review");
    await expect(admin.getByTestId("application-card").filter({ hasText: business })).toContainText(
      "View Details moves it to Under Review.",
    );
    // The whole review below, decided ones included, on the list of all.
    await admin.goto(`${PAGE}?status=all`);
    await expect(admin.getByRole("heading", { name: "Caterer Applications" })).toBeVisible();
    const pendingBefore = await pendingCount(admin);
    expect(pendingBefore).toBeGreaterThanOrEqual(1);
    const card = admin.getByTestId("application-card").filter({ hasText: business });
    await expect(card.getByTestId("application-status-badge")).toHaveText("Submitted");
    await expect(card).toContainText("Ama Owusu");
    await expect(card).toContainText(email);
    await expect(card).toContainText("Ghanaian, West African");
    await expect(card).toContainText("Bronx, NY");
    await expect(card).toContainText(/Submitted [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    await card.getByRole("button", { name: "View Details" }).click();
    const details = admin.getByRole("dialog");
    await expect(details.getByTestId("application-status-badge")).toHaveText("Under Review");
    await expect(details.getByTestId("application-details")).toContainText("Not provided");
    await expect(details.getByTestId("application-details")).toContainText(
      "Jollof rice, waakye and kelewele",
    );
    await admin.keyboard.press("Escape");
    await expect(card.getByTestId("application-status-badge")).toHaveText("Under Review");
    await page.reload();
    await expect(page.getByTestId("application-status")).toContainText(
      "An admin is currently reviewing your application.",
    );

    // Changes need a note; with one, the application goes back to the applicant.
    await card.getByRole("button", { name: "Request Changes" }).click();
    const decision = admin.getByRole("dialog");
    await decision.getByRole("button", { name: "Request Changes" }).click();
    await expect(decision.getByText("Please specify what changes are needed")).toBeVisible();
    await decision
      .getByLabel("Changes needed")
      .fill("Please add your home kitchen permit number to the description.");
    await decision.getByRole("button", { name: "Request Changes" }).click();
    await expect(admin.getByText("Changes Requested").first()).toBeVisible();
    await expect(card.getByTestId("application-status-badge")).toHaveText("Changes Requested");
    await expect(card.getByRole("button", { name: "Approve" })).toHaveCount(0);
    expect(await pendingCount(admin)).toBe(pendingBefore - 1);
    await dismissToasts(admin);

    // The applicant sees the notes over the prefilled form, revises and resubmits.
    await page.reload();
    await expect(page.getByRole("status")).toContainText("Changes Requested");
    await expect(page.getByRole("status")).toContainText(
      "Please add your home kitchen permit number to the description.",
    );
    await expect(page.getByLabel("Business Name")).toHaveValue(business);
    await page
      .getByLabel("About Your Catering Business")
      .fill(
        "Jollof rice, waakye and kelewele for birthdays and office parties, cooked on the day. Home kitchen permit NY-4411.",
      );
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("application-status")).toContainText(
      "Your application is waiting for admin review.",
    );

    // The admin approves it.
    await admin.reload();
    await expect(card.getByTestId("application-status-badge")).toHaveText("Submitted");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByRole("dialog")).toContainText("Ama Owusu becomes a caterer");
    await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Application Approved")).toBeVisible();
    await expect(card.getByTestId("application-status-badge")).toHaveText("Approved");
    await expect(card.getByRole("button", { name: "Reject" })).toHaveCount(0);
    await dismissToasts(admin);

    // The filter narrows the list through the URL.
    await admin.getByTestId("status-filter").click();
    await admin.getByRole("option", { name: "Approved" }).click();
    await expect(admin).toHaveURL(/status=approved/);
    await expect(card).toBeVisible();
    await admin.getByTestId("status-filter").click();
    await admin.getByRole("option", { name: "Rejected" }).click();
    await expect(admin).toHaveURL(/status=rejected/);
    await expect(card).toHaveCount(0);

    // The applicant's very next request is a caterer's: no new sign-in.
    await page.goto("/");
    const nav = await navigation(page);
    await expect(nav.getByRole("link", { name: "My Kitchen" })).toHaveAttribute(
      "href",
      "/caterer-dishes",
    );
    await expect(nav.getByRole("link", { name: "Become a Caterer" })).toHaveCount(0);
    const mine = await page.request.get("/api/auth/caterer");
    expect(mine.status()).toBe(200);
    const kitchen = await mine.json();
    expect(kitchen).toMatchObject({ name: business, cuisine: "Ghanaian", location: "Bronx, NY" });

    await page.goto("/become-a-caterer");
    await expect(page.getByRole("heading", { name: "You're Already a Caterer!" })).toBeVisible();
    // The new kitchen is on the public pages.
    await page.goto(`/caterer/${kitchen.id}`);
    await expect(page.getByRole("heading", { name: business, level: 1 })).toBeVisible();
    await admin.context().close();

    // Same session, straight on: My Kitchen from the menu and a first dish on the menu.
    await page.goto("/");
    await (await navigation(page)).getByRole("link", { name: "My Kitchen" }).click();
    await expect(page).toHaveURL(/\/caterer-dishes$/);
    await page
      .getByRole("button", { name: /Add (New )?Dish/ })
      .first()
      .click();
    const dishDialog = page.getByRole("dialog");
    await expect(dishDialog.getByRole("heading", { name: "Add New Dish" })).toBeVisible();
    await dishDialog.getByLabel("Dish Name").fill("Waakye Tray");
    await dishDialog
      .getByLabel("Description")
      .fill("Rice and beans with shito, gari and boiled eggs.");
    await dishDialog.getByLabel("Category").click();
    await page.getByRole("option", { name: "Main" }).click();
    await dishDialog.getByLabel("Ingredients (comma-separated)").fill("rice, beans, shito");
    await dishDialog.getByLabel("Image URL").fill("/images/dishes/biryani.svg");
    await dishDialog.getByLabel("Medium Tray Price ($, serves 6-8)").fill("55");
    await dishDialog.getByLabel("Large Tray Price ($, serves 10-12)").fill("90");
    await dishDialog.getByRole("button", { name: "Add Dish" }).click();
    await expect(page.getByText("Dish created successfully!")).toBeVisible();
    await page.goto(`/caterer/${kitchen.id}`);
    await expect(page.getByText("Waakye Tray").first()).toBeVisible();
  },
);

test("rejecting needs a reason, which the applicant then reads", async ({ page, browser }) => {
  // An application of its own, through the public API.
  const api = page.request;
  const email = `rejected.${Date.now()}@example.com`;
  const signup = await api.post("/api/auth/signup", {
    data: { email, password: "password123", firstName: "Leo", lastName: "Marsh" },
  });
  expect(signup.status()).toBe(201);
  const { token } = await signup.json();
  const auth = { Authorization: `Bearer ${token}` };
  const business = `Marsh BBQ ${Date.now()}`;
  const created = await api.post("/api/caterer-applications", {
    headers: auth,
    data: {
      businessName: business,
      cuisineTags: ["Southern"],
      serviceArea: "Newark, NJ",
      description:
        "Smoked brisket, pulled pork and collard greens for backyard parties of any size.",
      phone: "(973) 555-0101",
      termsAccepted: true,
    },
  });
  const { id } = await created.json();
  expect(
    (await api.post(`/api/caterer-applications/${id}/submit`, { headers: auth })).status(),
  ).toBe(200);

  await signIn(page, "admin@example.com");
  // The rejected one leaves the pending list the page opens on: follow it on all.
  await page.goto(`${PAGE}?status=all`);
  const card = page.getByTestId("application-card").filter({ hasText: business });
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog").getByTestId("application-details")).toContainText(
    "(973) 555-0101",
  );
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Reject Application" })).toBeVisible();
  await dialog.getByLabel("Reason for rejection").fill("   ");
  await dialog.getByRole("button", { name: "Reject Application" }).click();
  await expect(dialog.getByText("Please provide a reason for rejection")).toBeVisible();
  await dialog
    .getByLabel("Reason for rejection")
    .fill("We are not taking new caterers in Newark yet.");
  await dialog.getByRole("button", { name: "Reject Application" }).click();
  await expect(page.getByText("Application Rejected")).toBeVisible();
  await expect(card.getByTestId("application-status-badge")).toHaveText("Rejected");
  await dismissToasts(page);
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog").getByTestId("application-details")).toContainText(
    "We are not taking new caterers in Newark yet.",
  );
  await expect(page.getByRole("dialog").getByRole("button", { name: "Approve" })).toHaveCount(0);
  // The decision is final: approving it now is a conflict.
  const late = await page.request.post(`/api/admin/caterer-applications/${id}/approve`);
  expect(late.status()).toBe(409);
  expect((await late.json()).message).toBe(
    "Cannot approve an application that is already rejected",
  );

  // The applicant reads the reason.
  const applicant = await secondPerson(browser, page);
  await signIn(applicant, email);
  await applicant.goto("/become-a-caterer");
  await expect(applicant.getByTestId("application-status")).toContainText(
    "We are not taking new caterers in Newark yet.",
  );
  await applicant.context().close();
});

test("only admins see the review page: everyone else is sent home", async ({ page }) => {
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/admin/caterer-applications")).status()).toBe(401);

  await signIn(page, "customer@example.com");
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/admin/caterer-applications")).status()).toBe(403);
});
