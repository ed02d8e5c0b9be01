/**
 * The web's cookie session: the Auth.js JWT names the same session row as a bearer token,
 * so logout ends it at once, and cookie-authenticated writes must come from our own pages.
 */
import { encode } from "next-auth/jwt";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as createBooking } from "@/app/api/bookings/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { logOut } from "@/lib/server/auth/log-out";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

const COOKIE = "authjs.session-token";

async function cookieFor(sessionId: string) {
  const jwt = await encode({
    token: { sid: sessionId },
    secret: process.env.AUTH_SECRET!,
    salt: COOKIE,
  });
  return `${COOKIE}=${jwt}`;
}

async function send(
  handler: (r: Request, c: unknown) => Promise<Response>,
  init: RequestInit & { url?: string },
) {
  const request = new Request(init.url ?? "http://localhost:3000/api/x", init);
  return handler(request, { params: Promise.resolve({}) });
}

beforeEach(resetDatabase);
afterAll(() => db.$disconnect());

describe("cookie sessions", () => {
  it("resolve to the session row and end at logout", async () => {
    const { actor } = await signedIn("user", "Casey");
    const cookie = await cookieFor(actor.sessionId);
    expect((await send(meRoute, { headers: { cookie } })).status).toBe(200);
    await logOut(actor);
    expect((await send(meRoute, { headers: { cookie } })).status).toBe(401);
  });

  it("ignore a forged cookie", async () => {
    const forged = await encode({
      token: { sid: "a".repeat(64) },
      secret: "not-our-secret-not-our-secret-xx",
      salt: COOKIE,
    });
    expect((await send(meRoute, { headers: { cookie: `${COOKIE}=${forged}` } })).status).toBe(401);
  });

  it("accept writes from our own pages only", async () => {
    const kitchen = await signedInCaterer("Rosa");
    const dish = await makeDish(kitchen.caterer.id);
    const { actor } = await signedIn("user", "Casey");
    const cookie = await cookieFor(actor.sessionId);
    const body = JSON.stringify({
      catererId: kitchen.caterer.id,
      dishId: dish.id,
      customerName: "Casey",
      customerEmail: "casey@example.com",
      eventDate: addDaysIso(todayIso(), 9),
      eventTime: "12:00",
      traySize: "medium",
      quantity: 1,
    });
    const post = (headers: Record<string, string>) =>
      send(createBooking, {
        method: "POST",
        body,
        headers: { cookie, host: "localhost:3000", ...headers },
      });

    expect((await post({ "content-type": "text/plain" })).status).toBe(401);
    expect(
      (await post({ "content-type": "application/json", origin: "https://evil.example" })).status,
    ).toBe(401);
    expect(await db.booking.count()).toBe(0);
    expect(
      (await post({ "content-type": "application/json", origin: "http://localhost:3000" })).status,
    ).toBe(201);
  });
});
