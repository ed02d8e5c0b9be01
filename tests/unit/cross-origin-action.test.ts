/**
 * A server-action call from another origin is answered 403 by the request guard
 * (docs/security.md, "Cross-site requests"), where Next.js itself would answer 500.
 * @jest-environment node
 */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const action = (origin: string | null, extra: Record<string, string> = {}) =>
  new NextRequest("http://traytable.test/settings", {
    method: "POST",
    headers: {
      host: "traytable.test",
      "next-action": "7f0123456789abcdef0123456789abcdef01234567",
      "content-type": "text/plain;charset=UTF-8",
      ...(origin ? { origin } : {}),
      ...extra,
    },
    body: "[]",
  });

describe("cross-origin server actions", () => {
  it("refuses another origin, and the opaque origin, with 403 and a message", async () => {
    for (const origin of ["https://evil.example", "null", "http://traytable.test.evil.example"]) {
      const res = proxy(action(origin));
      expect([origin, res.status]).toEqual([origin, 403]);
      expect(await res.json()).toEqual({ message: "Cross-site request refused" });
    }
  });

  it("lets our own origin (and a trusted proxy's forwarded host) through to Next.js", () => {
    expect(proxy(action("http://traytable.test")).status).toBe(200);
    expect(proxy(action(null)).status).toBe(200);
    const behindProxy = action("https://shop.example", { "x-forwarded-host": "shop.example" });
    expect(proxy(behindProxy).status).toBe(200);
  });

  it("refuses a form POST to a page from another origin too (Next.js takes it for an action)", async () => {
    const formPost = (origin: string, type: string, path = "/auth") =>
      new NextRequest(`http://traytable.test${path}`, {
        method: "POST",
        headers: { host: "traytable.test", origin, "content-type": type },
        body: "email=a%40b.co",
      });
    for (const type of [
      "multipart/form-data; boundary=----x",
      "application/x-www-form-urlencoded",
      "Application/X-WWW-Form-Urlencoded;charset=UTF-8",
    ]) {
      for (const origin of ["https://evil.example", "null"]) {
        const res = proxy(formPost(origin, type));
        expect([type, origin, res.status]).toEqual([type, origin, 403]);
        expect(await res.json()).toEqual({ message: "Cross-site request refused" });
      }
      expect(proxy(formPost("http://traytable.test", type)).status).toBe(200);
    }
    // The REST API is not a server action: its routes answer for themselves.
    const api = proxy(formPost("https://evil.example", "multipart/form-data", "/api/uploads"));
    expect(api.status).toBe(200);
    // A JSON POST to a page is no form.
    expect(proxy(formPost("https://evil.example", "application/json")).status).toBe(200);
  });

  it("leaves ordinary page requests alone", () => {
    const page = new NextRequest("http://traytable.test/", {
      headers: { host: "traytable.test", origin: "https://evil.example" },
    });
    expect(proxy(page).status).toBe(200);
  });
});
