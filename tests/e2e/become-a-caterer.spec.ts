import { expect, test } from "@playwright/test";
import { dismissToasts } from "./support/toasts";

test("signed-out visitors are asked to log in to apply", async ({ page }) => {
  await page.goto("/become-a-caterer");
  await expect(page.getByText("Please log in to apply as a caterer")).toBeVisible();
  await page.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fbecome-a-caterer/);
});

test("a signed-out newcomer can sign up from Become a Caterer", async ({ page }) => {
  await page.goto("/become-a-caterer");
  await page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&callbackUrl=%2Fbecome-a-caterer/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test("a Caterer sign-up applies: messages, Save Draft, Submit, then the waiting card", async ({
  page,
}) => {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("First Name").fill("Ama");
  await page.getByLabel("Last Name").fill("Owusu");
  await page.getByLabel("Email").fill(`ama.${Date.now()}@example.com`);
  await page.getByText("Sell food (Caterer)").click();
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/become-a-caterer$/);

  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Business name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter at least one cuisine type")).toBeVisible();
  await expect(page.getByText("Service area is required")).toBeVisible();
  await expect(page.getByText("Description must be at least 50 characters")).toBeVisible();

  await page.getByLabel("Business Name").fill("Ama's Kitchen");
  await page.getByLabel("Cuisine Types (comma-separated)").fill("Ghanaian, West African");
  await page.getByLabel("Service Area").fill("Bronx, NY");
  await page
    .getByLabel("About Your Catering Business")
    .fill(
      "Jollof rice, waakye and kelewele for birthdays and office parties, cooked fresh on the day.",
    );
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Draft Saved")).toBeVisible();
  await dismissToasts(page);

  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted!")).toBeVisible();
  await expect(page.getByTestId("application-status")).toContainText(
    "Your application is waiting for admin review.",
  );

  await page.reload();
  await expect(page.getByTestId("application-status")).toContainText("Ama's Kitchen");
});

test("a caterer is told they already are one", async ({ page }) => {
  await page.goto("/auth?callbackUrl=%2Fbecome-a-caterer");
  await page.getByLabel("Email").fill("caterer@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByRole("heading", { name: "You're Already a Caterer!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Kitchen" })).toHaveAttribute(
    "href",
    "/caterer-dishes",
  );
});
