import { expect, test, type Page } from "@playwright/test";

/**
 * A signed-out visitor's public pages make no failing request and log no error: the header
 * learns the session from the server (no 401 from GET /api/auth/me), and the site has its
 * icons (no 404 for /favicon.ico).
 */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => failures.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    // Link prefetches still in flight when the test moves on are cancelled by the browser.
    if (reason !== "net::ERR_ABORTED") failures.push(`failed: ${request.url()} (${reason})`);
  });
  return failures;
}

test("signed-out visitors' public pages make no failing request", async ({ page }) => {
  const failures = watchFailures(page);
  const visited: string[] = [];
  for (const path of ["/", "/auth", "/become-a-caterer", "/coming-soon"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    visited.push(path);
  }
  await page.goto("/");
  await page.getByTestId("caterer-card").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Our Menu" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  visited.push(page.url());

  expect(failures, `failing requests or errors on ${visited.join(", ")}`).toEqual([]);
  // The header showed the signed-out links from the first paint.
  if (page.viewportSize()!.width >= 768) {
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  }
});

test("the site has a favicon and icons", async ({ page, request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\//);

  await page.goto("/");
  for (const rel of ["icon", "apple-touch-icon"]) {
    const href = await page.locator(`head link[rel="${rel}"]`).first().getAttribute("href");
    expect(href, `<link rel="${rel}">`).toBeTruthy();
    const icon = await request.get(href!);
    expect(icon.status(), href!).toBe(200);
    expect(icon.headers()["content-type"]).toMatch(/image\//);
  }
});

test("GET /api/auth/me still answers 401 to a client without a session", async ({ request }) => {
  const response = await request.get("/api/auth/me");
  expect(response.status()).toBe(401);
});
