/**
 * The last step of becoming a caterer: the freshly approved applicant opens My Kitchen from
 * the menu and adds a first dish, which then shows on their public page. It needs the
 * caterer workspace (/caterer-dishes) and its Add New Dish dialog.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { PHONE } from "./support/phone";
import { removeCaterersNamed } from "./support/cleanup";

/** Caterers this file creates; removed after each test (see support/cleanup.ts). */
const createdCaterers: string[] = [];
test.afterEach(() => removeCaterersNamed(...createdCaterers.splice(0)));

async function approvedApplicant(api: APIRequestContext, stamp: number) {
  const email = `first.dish.${stamp}@example.com`;
  const signup = await api.post("/api/auth/signup", {
    data: { email, password: "password123", firstName: "Nia", lastName: "Adeyemi" },
  });
  expect(signup.status()).toBe(201);
  const applicant = { Authorization: `Bearer ${(await signup.json()).token}` };
  const businessName = `Nia's Pepper Pot ${stamp}`;
  const created = await api.post("/api/caterer-applications", {
    headers: applicant,
    data: {
      businessName,
      cuisineTags: ["Nigerian"],
      serviceArea: "Queens, NY",
      description:
        "Pepper soup, jollof and puff-puff for naming ceremonies, weddings and office lunches.",
      termsAccepted: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect(
    (await api.post(`/api/caterer-applications/${id}/submit`, { headers: applicant })).status(),
  ).toBe(200);

  const login = await api.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "password123" },
  });
  const admin = { Authorization: `Bearer ${(await login.json()).token}` };
  const approved = await api.post(`/api/admin/caterer-applications/${id}/approve`, {
    headers: admin,
  });
  expect(approved.status()).toBe(200);
  return { email, businessName, catererId: (await approved.json()).catererId as number };
}

test(
  "a newly approved caterer finds My Kitchen in the menu and adds a first dish",
  PHONE,
  async ({ page, request }) => {
    // Set up through the public API; the review page itself is covered in admin-applications.
    const { email, businessName, catererId } = await approvedApplicant(request, Date.now());
    createdCaterers.push(businessName);

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    const wide = page.viewportSize()!.width >= 768;
    if (!wide) await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: wide ? "Main" : "Mobile" })
      .getByRole("link", { name: "My Kitchen" })
      .click();
    await expect(page).toHaveURL(/\/caterer-dishes$/);
    await expect(page.getByRole("heading", { name: "My Kitchen Dashboard" })).toBeVisible();

    await page
      .getByRole("button", { name: /Add (New )?Dish/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Add New Dish" })).toBeVisible();
    await dialog.getByLabel("Dish Name").fill("Pepper Soup");
    await dialog.getByLabel("Description").fill("Goat pepper soup with uziza and scent leaves.");
    await dialog.getByLabel("Category").click();
    await page.getByRole("option", { name: "Main" }).click();
    await dialog.getByLabel("Ingredients (comma-separated)").fill("goat, uziza, scent leaves");
    // A photo from the phone, no URL typed: the server resizes and stores it.
    await dialog.getByLabel("Photo", { exact: true }).setInputFiles({
      name: "pepper-soup.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 2400, height: 1800, channels: 3, background: "#9a3412" },
      })
        .jpeg()
        .toBuffer(),
    });
    await expect(dialog.getByTestId("dish-photo-preview")).toBeVisible();
    const photoUrl = await dialog.getByLabel("Image URL").inputValue();
    expect(photoUrl).toMatch(/^\/api\/dish-photos\/[0-9a-f-]{36}$/);
    await dialog.getByLabel("Medium Tray Price ($, serves 6-8)").fill("60");
    await dialog.getByLabel("Large Tray Price ($, serves 10-12)").fill("100");
    // On a phone the form fills the screen and its action stays in a bar at the bottom.
    if (!wide) await expect(dialog.getByRole("button", { name: "Add Dish" })).toBeInViewport();
    await dialog.getByRole("button", { name: "Add Dish" }).click();
    await expect(page.getByText("Dish created successfully!")).toBeVisible();
    await expect(page.getByText("Pepper Soup").first()).toBeVisible();

    await page.goto(`/caterer/${catererId}`);
    await expect(page.getByRole("heading", { name: businessName, level: 1 })).toBeVisible();
    const card = page.getByTestId("dish-card").filter({ hasText: "Pepper Soup" });
    const image = card.getByRole("img", { name: "Pepper Soup" });
    await image.scrollIntoViewIfNeeded();
    // Loaded through the image optimizer from the stored photo.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const photo = await request.get(photoUrl);
    expect(photo.headers()["content-type"]).toBe("image/webp");
    expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  },
);
