import { expect, test } from "@playwright/test";

test("the home page answers 200 and lists the demo caterers", async ({ page }) => {
  // However many kitchens the database holds now (other specs add and remove some).
  const all = (await (await page.request.get("/api/caterers")).json()) as unknown[];
  expect(all.length).toBeGreaterThan(0);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { name: "Discover Amazing Home-Cooked Catering" }),
  ).toBeVisible();
  await expect(
    page.getByText("Order authentic, home-cooked meals by local caterers in your area"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: /^\d+ caterers in your area$/ })).toHaveText(
    `${all.length} caterers in your area`,
  );
  await expect(page.getByTestId("caterer-card").first()).toContainText("View Menu & Order");
  await expect(page.getByText("© 2024 TrayTable. All rights reserved.")).toBeVisible();
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
