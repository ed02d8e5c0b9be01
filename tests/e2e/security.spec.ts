/**
 * What an attacker sees of a running server: security headers on pages and API answers,
 * scripts that run under the CSP, no open redirect after sign-in, and a client address
 * that a forged X-Forwarded-For cannot choose, and no password in a URL when a form is
 * sent before the page's scripts run.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./support/database";

test("pages carry a nonce CSP without eval, and the page's own scripts still run", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/");
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Served over plain HTTP: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();

  // Every script in the served HTML carries this response's nonce. Chunks that Next loads
  // later carry none ('strict-dynamic' trusts them), so the live DOM is not the thing to read.
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "missing";
  const html = await response!.text();
  // JSON-LD blocks are data, not scripts: the browser never runs them.
  const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes("application/ld+json"),
  );
  expect(scriptTags.filter((tag) => / src=/.test(tag)).length).toBeGreaterThan(0);
  const scriptNonces = scriptTags.map((tag) => / nonce="([^"]*)"/.exec(tag)?.[1]);
  expect(scriptNonces.filter((n) => n !== nonce)).toEqual([]);
  // On phones the filters sit behind a toggle.
  const toggle = page.getByRole("button", { name: /Show filters/ });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole("checkbox", { name: "Italian" }).first().check();
  await expect(page).toHaveURL(/cuisine=Italian/);
  expect(violations).toEqual([]);
});

test("a public page replayed from the server's copy gets a fresh nonce, and its scripts run", async ({
  page,
  request,
}) => {
  // A signed-out visitor's caterer page is kept as rendered (scripts/runtime/server.mjs); each
  // replay carries a new nonce in its policy and on every script, never the one rendered.
  const catererPath = /href="(\/caterer\/\d+)"/.exec(await (await request.get("/")).text())![1]!;
  const nonces: string[] = [];
  let replays = 0;
  for (let i = 0; i < 3; i++) {
    const response = await request.get(catererPath, { headers: { cookie: "" } });
    expect(response.status()).toBe(200);
    if (response.headers()["x-cache"] === "hit") replays++;
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(/script-src[^;]*/.exec(csp)![0]).not.toMatch(/unsafe-inline|unsafe-eval/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await response.text();
    const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes("application/ld+json"),
    );
    expect(scriptTags.length).toBeGreaterThan(0);
    expect(scriptTags.map((tag) => / nonce="([^"]*)"/.exec(tag)?.[1] ?? "none")).toEqual(
      scriptTags.map(() => nonce),
    );
    // Headers too (Next's font preload `link` carries one): none may show another nonce.
    const headerNonces = Object.values(response.headers()).flatMap((value) =>
      [...value.matchAll(/nonce[-="]+([A-Za-z0-9+/=]{16,})/g)].map((m) => m[1]),
    );
    expect(headerNonces.filter((n) => n !== nonce)).toEqual([]);
    nonces.push(nonce);
  }
  expect(replays).toBeGreaterThanOrEqual(2);
  expect(new Set(nonces).size).toBe(3);

  // A browser on a replayed page: no CSP violation, and the page's own scripts run.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(catererPath);
  expect(response!.headers()["x-cache"]).toBe("hit");
  // The menu's tabs switch only once React has hydrated the page.
  const desserts = page.getByRole("tab", { name: /^Desserts/ });
  await desserts.click();
  await expect(desserts).toHaveAttribute("aria-selected", "true");
  expect(violations).toEqual([]);
});

test("API answers carry a CSP that allows nothing, and the other headers", async ({ request }) => {
  const response = await request.get("/api/caterers");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
});

test("a photo served as a file is sandboxed when opened on its own", async ({ request }) => {
  // Demo photos are SVG documents served as they are; the home page links the first one.
  const home = await (await request.get("/")).text();
  const photo = /<img[^>]*src="(\/images\/[^"]+\.svg)"/.exec(home)?.[1] ?? "no SVG photo on /";
  const response = await request.get(photo);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(response.headers()["content-security-policy"]).toBe(
    "default-src 'self'; script-src 'none'; sandbox;",
  );
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a signed-in visit to /auth never redirects to another site", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(/\/$/);
  for (const callbackUrl of ["/.//evil.example/phish", "/..//x", "/%2e//x", "//evil.example"]) {
    const response = await page.request.get(
      `/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`,
      {
        maxRedirects: 0,
      },
    );
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toBe("/");
  }
});

test("a client-sent X-Forwarded-For does not decide the recorded client address", async ({
  request,
}) => {
  const response = await request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "password123" },
    headers: { "x-forwarded-for": "203.0.113.77", "x-real-ip": "203.0.113.78" },
  });
  expect(response.status()).toBe(200);
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT s."ipAddress" AS ip FROM sessions s JOIN users u ON u.id = s."userId"
       WHERE u.email = 'admin@example.com' ORDER BY s."createdAt" DESC LIMIT 1`,
    );
    expect(rows[0]?.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
  } finally {
    await client.end();
  }
});

test("a cross-origin server-action call is refused with 403, not a 500", async ({
  request,
  baseURL,
}) => {
  const call = (origin: string) =>
    request.post("/settings", {
      headers: {
        origin,
        "next-action": "7f0123456789abcdef0123456789abcdef01234567",
        "content-type": "text/plain;charset=UTF-8",
      },
      data: "[]",
      maxRedirects: 0,
    });
  const forged = await call("https://evil.example");
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ message: "Cross-site request refused" });
  expect((await call("null")).status()).toBe(403);
  // From our own origin the same call reaches Next's action handling (an unknown action).
  const own = await call(new URL(baseURL!).origin);
  expect(own.status()).not.toBe(403);
  expect(own.status()).toBeLessThan(500);
});

test("a cross-site form POST to a page (a CSRF attempt on a plain-POST form) is refused with 403", async ({
  request,
  baseURL,
}) => {
  // The sign-in form's own fields, as another site's page would post them.
  const html = await (await request.get("/auth")).text();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map((m) => [
      m[1],
      (m[2] ?? "").replace(/&quot;/g, '"'),
    ]),
  );
  expect(Object.keys(fields).some((name) => name.startsWith("$ACTION"))).toBe(true);
  const post = (origin: string) =>
    request.post("/auth", {
      headers: { origin },
      multipart: { ...fields, email: "customer@example.com", password: "password123" },
      maxRedirects: 0,
    });
  for (const origin of ["https://evil.example", "null"]) {
    const forged = await post(origin);
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ message: "Cross-site request refused" });
    expect(forged.headers()["set-cookie"] ?? "").not.toMatch(/session/i);
  }
  // The same form from our own page signs in (a redirect with the session cookie).
  const own = await post(new URL(baseURL!).origin);
  expect(own.status()).toBe(303);
  expect(own.headers()["set-cookie"]).toMatch(/session/i);
});

test("a sign-in or sign-up sent before the page's scripts run keeps the password out of the URL", async ({
  browser,
}) => {
  // JavaScript off: what a slow phone does when Enter comes before hydration.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, form] of [
    ["/auth", "signin"],
    ["/auth?tab=signup", "signup"],
  ] as const) {
    await page.goto(path);
    await page.locator(`#${form}-email`).fill("someone@example.com");
    await page.locator(`#${form}-password`).fill("hunter2-secret");
    const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes("/auth"));
    await page.locator(`#${form}-password`).press("Enter");
    const request = await sent;
    expect(request.method()).toBe("POST");
    await page.waitForLoadState();
    expect(page.url()).not.toContain("hunter2");
    expect(page.url()).not.toContain("password");
    await expect(page.getByRole("heading", { name: "Welcome to TrayTable" })).toBeVisible();
  }
  await context.close();
});

test("bad requests get a 4xx with a message, never a 500: TRACE, an oversized form, a forged sign-in call, a form cut short", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const trace = await request.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers()["allow"]).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  expect(await trace.json()).toEqual({ message: "Method not allowed" });

  // A 3 MB field in the sign-in form (Next.js failed with "Body exceeded 1 MB limit").
  const html = await (await request.get("/auth")).text();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map((m) => [
      m[1]!,
      (m[2] ?? "").replace(/&quot;/g, '"'),
    ]),
  );
  const big = await request.post("/auth", {
    headers: { origin },
    multipart: { ...fields, email: "a".repeat(3 * 1024 * 1024), password: "x" },
    maxRedirects: 0,
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ message: "Request body too large (1 MB at most)" });

  // The plain-POST sign-in action called by its id with a JSON array instead of a form.
  const bound = Object.entries(fields).find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  const actionId = (JSON.parse(bound ?? "{}") as { id?: string }).id;
  expect(actionId).toBeTruthy();
  const forged = await request.post("/auth", {
    headers: {
      origin,
      "next-action": actionId!,
      "content-type": "text/plain;charset=UTF-8",
    },
    data: JSON.stringify([null, [1, 2, 3]]),
    maxRedirects: 0,
  });
  expect(forged.status()).toBeLessThan(500);
  expect(await forged.text()).toContain("Password is required");

  // The sign-in form cut short before its closing boundary (Next.js failed with a 500).
  const boundary = "----traytableCut42";
  const parts = Object.entries({ ...fields, email: "customer@example.com", password: "x" })
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const cut = await request.post("/auth", {
    headers: { origin, "content-type": `multipart/form-data; boundary=${boundary}` },
    data: Buffer.from(parts.slice(0, -20)),
    maxRedirects: 0,
  });
  expect(cut.status()).toBe(400);
  expect(await cut.json()).toEqual({ message: "The form was not sent whole. Please try again." });
  // The same parts, whole, reach the sign-in: a wrong password, told as the form tells it.
  const whole = await request.post("/auth", {
    headers: { origin, "content-type": `multipart/form-data; boundary=${boundary}` },
    data: Buffer.from(`${parts}--${boundary}--\r\n`),
    maxRedirects: 0,
  });
  expect(whole.status()).toBeLessThan(500);
  expect(whole.status()).not.toBe(400);
});
