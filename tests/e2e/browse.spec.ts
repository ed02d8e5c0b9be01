/**
 * Public browsing (issue 4) in a real browser, at 1280px and 375px (playwright projects):
 * filters and sort run on the server, live in the URL and update the list in place.
 */
import { expect, test, type Page } from "@playwright/test";
import { HOME_PAGE_SIZE } from "../../lib/constants";

type ApiCaterer = { id: number; name: string; cuisine: string; location: string | null };

async function expected(page: Page, query: string): Promise<ApiCaterer[]> {
  const response = await page.request.get(`/api/caterers?${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const header = (page: Page) => page.getByRole("heading", { name: /caterers in your area$/ });
const cardNames = (page: Page) => page.getByTestId("caterer-card").locator("h3");

/** On a phone the sidebar sits behind a "Show filters" button. */
async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /Show filters/ });
  if (await toggle.isVisible()) await toggle.click();
}

/** Marks the document: a full page load would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
}

test("the home page shows every part in the spec's order, server-rendered", async ({ page }) => {
  // However many kitchens the database holds now (other specs add and remove some).
  const all = await expected(page, "");
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain(`${all.length} caterers in your area`);
  expect(html).toContain("Nonna Rosa&#x27;s Kitchen");
  await expect(page.getByPlaceholder("Where are you?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
  await expect(header(page)).toHaveText(`${all.length} caterers in your area`);
  await expect(page.getByTestId("caterer-card")).toHaveCount(Math.min(all.length, HOME_PAGE_SIZE));
  await expect(page.getByTestId("caterer-card").first()).toContainText(
    "Browse dishes with individual pricing for medium and large trays",
  );
  await expect(page.locator("#how-it-works")).toContainText("Browse & Select");
  await expect(page.getByText("Perfect for 10-12 people")).toBeVisible();
  await expect(page.getByText("Available for catering")).toBeVisible();
  await expect(page.getByRole("link", { name: "Help Center" })).toHaveAttribute(
    "href",
    "/coming-soon",
  );
});

test("filter by cuisine and dietary tag updates the URL and the list without a reload", async ({
  page,
}) => {
  await page.goto("/");
  await markDocument(page);
  await openFilters(page);

  await page.getByRole("checkbox", { name: "Thai" }).click();
  await expect(page).toHaveURL(/\?cuisine=Thai$/);
  const thai = await expected(page, "cuisine=Thai");
  await expect(header(page)).toHaveText(`${thai.length} caterers in your area`);
  await expect(cardNames(page)).toHaveText(thai.map((c) => c.name));

  await page.getByRole("checkbox", { name: "Vegan" }).click();
  await expect(page).toHaveURL(/\?cuisine=Thai&diet=vegan$/);
  const vegan = await expected(page, "cuisine=Thai&diet=vegan");
  await expect(header(page)).toHaveText(`${vegan.length} caterers in your area`);
  await expect(cardNames(page)).toHaveText(vegan.map((c) => c.name));
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await expectSameDocument(page);

  // The URL alone reproduces the list (first HTML response, no JavaScript needed).
  const direct = await page.request.get("/?cuisine=Thai&diet=vegan");
  expect(await direct.text()).toContain(`${vegan.length} caterers in your area`);
});

test("filters with no match show the empty state; Clear All brings everything back", async ({
  page,
}) => {
  await page.goto("/?cuisine=Italian&price=100%2B");
  await expect(page.getByText("No caterers found matching your filters.")).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria - Go Wider.")).toBeVisible();
  await expect(header(page)).toHaveText("0 caterers in your area");

  await markDocument(page);
  await openFilters(page);
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/$/);
  const all = await expected(page, "");
  await expect(header(page)).toHaveText(`${all.length} caterers in your area`);
  await expect(page.getByRole("checkbox", { name: "Italian" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "$100+" })).not.toBeChecked();
  await expectSameDocument(page);
});

test("sort by price orders the cards as the server does", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("sort-select").selectOption({ label: "Price: Low to High" });
  await expect(page).toHaveURL(/\?sort=price-low$/);
  const low = await expected(page, "sort=price-low");
  await expect(cardNames(page)).toHaveText(low.map((c) => c.name));

  await page.getByTestId("sort-select").selectOption({ label: "Price: High to Low" });
  await expect(page).toHaveURL(/\?sort=price-high$/);
  const high = await expected(page, "sort=price-high");
  await expect(cardNames(page)).toHaveText(high.map((c) => c.name));
  expect(high.map((c) => c.id)).not.toEqual(low.map((c) => c.id));
});

test("search by location and cuisine from the hero", async ({ page }) => {
  await page.goto("/");
  await page.getByPlaceholder("Where are you?").fill("queens");
  await page.getByTestId("hero-cuisine").selectOption({ label: "Mexican" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?location=queens&cuisine=Mexican$/);
  const found = await expected(page, "location=queens&cuisine=Mexican");
  await expect(cardNames(page)).toHaveText(found.map((c) => c.name));
  await expect(page.getByTestId("caterer-card").first()).toContainText("Queens, NY");
  await expect(page.locator("#results")).toBeInViewport();

  // "Any cuisine" clears the cuisine; caterers without a location still pass.
  await page.getByTestId("hero-cuisine").selectOption({ label: "Any cuisine" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?location=queens$/);
  const anyCuisine = await expected(page, "location=queens");
  await expect(cardNames(page)).toHaveText(anyCuisine.map((c) => c.name));
  await expect(cardNames(page)).toContainText(["Aegean Kitchen"]);
});

test("open a caterer and switch menu tabs", async ({ page }) => {
  await page.goto("/");
  const first = page.getByTestId("caterer-card").first();
  const name = (await first.locator("h3").textContent())!;
  await first.getByRole("link", { name: "View Menu & Order" }).click();
  await expect(page).toHaveURL(/\/caterer\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Menu" })).toBeVisible();

  const id = page.url().split("/").pop();
  const dishes: { category: string; isSignatureDish: boolean }[] = await (
    await page.request.get(`/api/caterers/${id}/dishes`)
  ).json();
  const allTab = page.getByRole("tab", { name: `All (${dishes.length})` });
  await expect(allTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByTestId("dish-card")).toHaveCount(dishes.length);
  await expect(page.getByRole("tabpanel").locator("h3").first()).toHaveText("Signature Dishes");

  const desserts = dishes.filter((d) => d.category === "dessert").length;
  await page.getByRole("tab", { name: `Desserts (${desserts})` }).click();
  await expect(page.getByRole("tabpanel").getByTestId("dish-card")).toHaveCount(desserts);
  await expect(page.getByRole("tabpanel").getByTestId("dish-card").first()).toContainText(
    "Dessert",
  );
  // The tabs pattern's keyboard: Home goes to the first tab and selects it, and only the
  // selected tab is in the Tab order; the panel is named by its tab.
  const dessertsTab = page.getByRole("tab", { name: `Desserts (${desserts})` });
  await expect(dessertsTab).toBeFocused();
  await page.keyboard.press("Home");
  await expect(allTab).toBeFocused();
  await expect(allTab).toHaveAttribute("aria-selected", "true");
  await expect(dessertsTab).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("tabpanel", { name: `All (${dishes.length})` })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(allTab).toHaveAttribute("aria-selected", "true");

  const card = page.getByRole("tabpanel").getByTestId("dish-card").first();
  await expect(card).toContainText("Medium Tray (6-8 people)");
  await expect(card).toContainText("Large Tray (10-12 people)");
  // What the button opens is covered by tests/e2e/ordering.spec.ts.
  await expect(card.getByRole("button", { name: /Order This Dish/ })).toBeEnabled();
  expect(id).toBeTruthy();
});

test("a caterer page sends each dish card once, though it sits in two tabs", async ({ page }) => {
  const dishes: unknown[] = await (await page.request.get("/api/caterers/1/dishes")).json();
  expect(dishes.length).toBeGreaterThan(1);
  const html = await (await page.request.get("/caterer/1")).text();
  // The RSC payload the page hydrates from: the strings of self.__next_f.push([1, "..."]).
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as unknown[])
    .filter((chunk) => typeof chunk[1] === "string")
    .map((chunk) => chunk[1] as string)
    .join("");
  expect(payload.split('"data-testid":"dish-card"').length - 1).toBe(dishes.length);
  // The category tab still shows its cards (the same elements as in "All").
  await page.goto("/caterer/1");
  const tabs = page.getByRole("tab");
  await tabs.last().click();
  await expect(page.getByRole("tabpanel").getByTestId("dish-card").first()).toBeVisible();
});

test("a caterer page carries its search-engine data", async ({ page }) => {
  const response = await page.goto("/caterer/1");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Nonna Rosa's Kitchen .* \| TrayTable$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/caterer\/1$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Nonna Rosa/);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  );
  expect(jsonLd["@type"]).toBe("FoodEstablishment");
  expect(jsonLd.hasMenu.hasMenuSection[0].hasMenuItem[0].offers).toHaveLength(2);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/caterer/1</loc>");
  expect(sitemap).toContain("/caterer/12</loc>");
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /api");
  expect(robots).toContain("Sitemap:");
});

test("unknown caterers and unknown paths answer 404", async ({ page }) => {
  for (const path of ["/caterer/99999", "/caterer/not-a-number"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Caterer not found" })).toBeVisible();
  }
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText(/forget to add the page to the router/)).toBeVisible();
});

test("coming soon has a way home and the support address", async ({ page }) => {
  const response = await page.goto("/coming-soon");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
