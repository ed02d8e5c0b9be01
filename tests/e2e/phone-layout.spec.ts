/**
 * The phone layout pass (mobile project, 375 px): every page of every audience (public,
 * customer, caterer, admin) is no wider than the phone's screen, and the page's primary
 * action is on screen whole once scrolled to. The user flows themselves run once, at
 * 1280 px, in the desktop project; the flows whose steps differ on a phone carry the
 * @phone tag and run here as well (support/phone.ts).
 */
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { CUSTOMER_PASSWORD, newCustomer } from "./support/customers";
import { PHONE, PHONE_WIDTH } from "./support/phone";

type Audience = "visitor" | "customer" | "caterer" | "admin";

/** Signed-in browser state per audience, made once per worker (signing in is slow). */
const sessions = new Map<Audience, Awaited<ReturnType<BrowserContext["storageState"]>>>();

/** The fresh customer's rows the customer pages show (made in beforeAll). */
let world: { bookingId: number; eventId: number; rosaId: number };

async function signIn(page: Page, email: string, password = CUSTOMER_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

async function signedInState(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A date far ahead, so the demo's bookings and other runs leave it free. */
const farDate = (minDays: number) =>
  new Date(Date.now() + (minDays + Math.floor(Math.random() * 200)) * 86_400_000)
    .toISOString()
    .slice(0, 10);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  sessions.set("admin", await signedInState(browser, "admin@example.com"));
  sessions.set("caterer", await signedInState(browser, "caterer@example.com"));

  // A new customer with an unpaid booking, an unpaid event and a dish in the cart.
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await newCustomer(page.request, "Phone");
  await signIn(page, customer.email);
  const api = page.request;
  const caterers = (await (await api.get("/api/caterers?cuisine=Italian")).json()) as {
    id: number;
    name: string;
  }[];
  const rosaId = caterers.find((c) => c.name === "Nonna Rosa's Kitchen")!.id;
  const dishes = (await (await api.get(`/api/caterers/${rosaId}/dishes`)).json()) as {
    id: number;
    name: string;
  }[];
  const lasagna = dishes.find((d) => d.name === "Classic Beef Lasagna")!;

  let bookingId = 0;
  for (let attempt = 0; attempt < 10 && !bookingId; attempt++) {
    const booking = await api.post("/api/bookings", {
      data: {
        catererId: rosaId,
        dishId: lasagna.id,
        customerName: customer.name,
        customerEmail: customer.email,
        eventDate: farDate(15),
        eventTime: "18:30",
        traySize: "large",
        quantity: 2,
      },
    });
    if (booking.status() === 409) continue; // that date is full; try another
    expect(booking.status(), await booking.text()).toBe(201);
    bookingId = ((await booking.json()) as { id: number }).id;
  }
  expect(bookingId, "a free date for the booking").toBeGreaterThan(0);

  const line = { dishId: lasagna.id, traySize: "medium", quantity: 1 };
  expect((await api.post("/api/cart/lines", { data: { lines: [line] } })).status()).toBe(201);
  const put = await api.put("/api/cart/event", {
    data: {
      eventDate: farDate(120),
      eventTime: "18:00",
      deliveryAddress: "12 Garden St, Brooklyn, NY",
      guestCount: 12,
      customerName: customer.name,
      customerEmail: customer.email,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const checkout = await api.post("/api/cart/checkout");
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { eventId } = (await checkout.json()) as { eventId: number };
  // The cart page then has something to check out.
  expect((await api.post("/api/cart/lines", { data: { lines: [line] } })).status()).toBe(201);

  sessions.set("customer", await context.storageState());
  await context.close();
  world = { bookingId, eventId, rosaId };
});

/** A page at phone size for the audience, signed in as it. */
async function phonePage(browser: Browser, audience: Audience) {
  const { baseURL, viewport, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    hasTouch,
    storageState: sessions.get(audience),
  });
  return context.newPage();
}

/** The page is no wider than the phone: nothing makes the document scroll sideways. */
async function expectFitsPhone(page: Page) {
  await page.waitForLoadState("networkidle");
  const { width, widest } = await page.evaluate(() => {
    const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    // For the failure message: the outermost elements that reach past the screen.
    const widest = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (e) =>
          !e.parentElement ||
          e.parentElement.getBoundingClientRect().right <= window.innerWidth + 1,
      )
      .slice(0, 5)
      .map(
        (e) =>
          `<${e.tagName.toLowerCase()} class="${String(e.className).slice(0, 60)}"> to ${Math.round(e.getBoundingClientRect().right)} px`,
      );
    return { width, widest };
  });
  expect(width, `${page.url()} is ${width} px wide: ${widest.join("; ")}`).toBeLessThanOrEqual(
    PHONE_WIDTH,
  );
}

/** The action is shown, and whole on screen once scrolled to (not cut at the side). */
async function expectOnScreen(action: Locator) {
  await expect(action).toBeVisible();
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport({ ratio: 1 });
}

type PageCheck = {
  audience: Audience;
  path: () => string;
  heading: string | RegExp;
  primary: (page: Page) => Locator;
  /** Runs before the checks, for pages reached by an action (paying). */
  arrive?: (page: Page) => Promise<void>;
  /** Why the page is known to be wider than the phone (the test then must fail). */
  knownTooWide?: string;
};

async function payWithCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 40");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
}

const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole("main").getByRole("button", { name }).first();
const link = (name: string | RegExp) => (page: Page) =>
  page.getByRole("main").getByRole("link", { name }).first();

const PAGES: PageCheck[] = [
  // Public pages, signed out.
  { audience: "visitor", path: () => "/", heading: /Discover/, primary: button("Search") },
  {
    audience: "visitor",
    path: () => `/caterer/${world.rosaId}`,
    heading: "Nonna Rosa's Kitchen",
    primary: button(/^Order This Dish/),
  },
  {
    audience: "visitor",
    path: () => "/auth",
    heading: "Welcome to TrayTable",
    primary: (p) => p.getByRole("main").getByRole("button", { name: "Sign In" }).last(),
  },
  {
    audience: "visitor",
    path: () => "/auth?tab=signup",
    heading: "Welcome to TrayTable",
    primary: button("Create Account"),
  },
  {
    audience: "visitor",
    path: () => "/become-a-caterer",
    heading: "Become a Caterer",
    primary: link("Log In"),
  },
  {
    audience: "visitor",
    path: () => "/coming-soon",
    heading: "Coming Soon",
    primary: link("Back to Home"),
  },
  {
    audience: "visitor",
    path: () => "/event-cart",
    heading: "Your event",
    primary: link("Browse Caterers"),
  },
  {
    audience: "visitor",
    path: () => "/no-such-page",
    heading: "404 Page Not Found",
    primary: link("Back to Browse Caterers"),
  },
  // The customer's pages.
  {
    audience: "customer",
    path: () => "/my-bookings",
    heading: "My Bookings",
    primary: button("View Details"),
  },
  {
    audience: "customer",
    path: () => "/my-orders",
    heading: "My Orders",
    primary: link("Complete Payment"),
  },
  {
    audience: "customer",
    path: () => "/profile",
    heading: "Profile",
    primary: button("Save Changes"),
  },
  {
    audience: "customer",
    path: () => "/settings",
    heading: "Settings",
    primary: button("Change Password"),
  },
  {
    audience: "customer",
    path: () => "/become-a-caterer",
    heading: "Become a Caterer",
    primary: button("Submit Application"),
  },
  {
    audience: "customer",
    path: () => "/event-cart",
    heading: "Your event",
    primary: button("Check out and pay"),
  },
  {
    audience: "customer",
    path: () => `/checkout?booking_id=${world.bookingId}`,
    heading: "Checkout",
    primary: button("Pay"),
  },
  {
    audience: "customer",
    path: () => `/checkout?booking_id=${world.bookingId}`,
    arrive: async (page) => {
      await payWithCard(page);
      await expect(page).toHaveURL(/\/payment\/success\?/);
    },
    heading: "Payment Successful!",
    primary: link("My Orders"),
  },
  {
    audience: "customer",
    path: () => `/events/${world.eventId}/pay`,
    heading: "Pay for your event",
    primary: button("Pay"),
  },
  {
    audience: "customer",
    path: () => `/events/${world.eventId}/pay`,
    arrive: async (page) => {
      await payWithCard(page);
      await expect(page).toHaveURL(new RegExp(`/events/${world.eventId}/paid\\?`));
    },
    heading: "Payment Successful!",
    primary: link("My Orders"),
  },
  // The caterer's pages (the demo caterer runs Nonna Rosa's Kitchen).
  {
    audience: "caterer",
    path: () => "/dashboard/caterer",
    heading: "Welcome, Nonna Rosa's Kitchen!",
    primary: (p) => p.getByRole("main").getByRole("tab", { name: "Bookings List" }),
  },
  {
    audience: "caterer",
    path: () => `/dashboard/caterer/${world.rosaId}`,
    heading: "Welcome, Nonna Rosa's Kitchen!",
    primary: (p) => p.getByRole("main").getByRole("tab", { name: "Bookings List" }),
  },
  {
    audience: "caterer",
    path: () => "/caterer-dishes",
    heading: "My Kitchen Dashboard",
    primary: button("Add Dish"),
  },
  {
    audience: "caterer",
    path: () => "/caterer-dishes/earnings",
    heading: "Earnings",
    primary: link("Export CSV"),
  },
  {
    audience: "caterer",
    path: () => "/caterer-dishes/payouts/test-onboarding?account=tacct_none",
    heading: "Set up payouts (test mode)",
    primary: button("Submit test details"),
  },
  {
    audience: "caterer",
    path: () => "/availability",
    heading: "Availability",
    primary: button("Add Availability"),
  },
  // The admin's pages.
  {
    audience: "admin",
    path: () => "/admin",
    heading: "Admin Dashboard",
    primary: button("Add Caterer"),
  },
  {
    audience: "admin",
    path: () => "/admin/users",
    heading: "User Management",
    primary: button("Add User"),
  },
  {
    audience: "admin",
    path: () => "/admin/caterer-applications",
    heading: "Caterer Applications",
    primary: button("View Details"),
  },
  {
    audience: "admin",
    path: () => "/admin/emails",
    heading: "Emails",
    primary: (p) => p.getByRole("heading", { name: "Emails", level: 1 }),
  },
  {
    audience: "admin",
    path: () => "/admin/payments",
    heading: "Payments to check",
    primary: (p) => p.getByRole("heading", { name: "Payments to check", level: 1 }),
  },
];

test.describe("every page fits a 375 px phone", PHONE, () => {
  for (const check of PAGES) {
    test(`${check.audience}: ${describePath(check)} fits the phone and shows its primary action`, async ({
      browser,
    }) => {
      // A known overflow is an expected failure: the suite turns red when it is fixed, so
      // the note cannot outlive the bug.
      test.fail(Boolean(check.knownTooWide), check.knownTooWide);
      const page = await phonePage(browser, check.audience);
      await page.goto(check.path());
      await check.arrive?.(page);
      await expect(page.getByRole("heading", { level: 1, name: check.heading })).toBeVisible();
      await expectOnScreen(check.primary(page));
      await expectFitsPhone(page);
      await page.context().close();
    });
  }
});

/** The title's page: its path pattern (ids vary from run to run), or where paying leads. */
function describePath(check: PageCheck): string {
  const source = check.path.toString();
  const pattern = /["`]([^"`]+)["`]/.exec(source)?.[1] ?? source;
  const path = pattern.replace(/\$\{world\.(\w+)\}/g, ":$1");
  return check.arrive ? `${path} then Pay` : path;
}
