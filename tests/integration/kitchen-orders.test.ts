/**
 * The kitchen's orders: the caterer's booking list and status changes (as the My Kitchen
 * Orders tab and the dashboard calendar's booking dialog make them), and the private
 * iCalendar feed of those orders.
 */
import ICAL from "ical.js";
import { GET as listRoute } from "@/app/api/bookings/route";
import { GET as getRoute } from "@/app/api/bookings/[id]/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { GET as feedRoute } from "@/app/api/calendar-feed/[token]/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { getFeedToken, resetFeedToken } from "@/lib/server/calendar-feed/feed-token";
import { db } from "@/lib/server/db";
import { getKitchen } from "@/lib/server/kitchen-dashboard/get-kitchen";
import { getKitchenDashboard } from "@/lib/server/kitchen-dashboard/get-kitchen-dashboard";
import { createLine, makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let other: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
const inDays = (n: number) => addDaysIso(todayIso(), n);

async function booking(
  catererId: number,
  status: "pending" | "confirmed" | "cancelled" | "completed",
  extra: { customerName?: string; specialRequests?: string | null; days?: number } = {},
) {
  const dish = await makeDish(catererId, "55.00", "95.00", `Dish ${status}`);
  const date = isoToUtcDate(inDays(extra.days ?? 10));
  await db.availability.upsert({
    where: { catererId_date: { catererId, date } },
    create: { catererId, date, currentOrders: status === "cancelled" ? 0 : 1 },
    update: { currentOrders: { increment: status === "cancelled" ? 0 : 1 } },
  });
  return createLine({
    catererId,
    userId: customer.user.id,
    dishId: dish.id,
    dishName: dish.name,
    customerName: extra.customerName ?? "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: date,
    eventTime: "18:30",
    traySize: "large",
    quantity: 2,
    specialRequests: extra.specialRequests ?? null,
    status,
    totalPrice: 19000,
  });
}

const patchStatus = (id: number, body: unknown, token?: string) =>
  call(statusRoute, `/api/bookings/${id}/status`, {
    method: "PATCH",
    body,
    token,
    params: { id: String(id) },
  });
const feed = (token: string, headers?: Record<string, string>) =>
  call(feedRoute, `/api/calendar-feed/${token}.ics`, {
    params: { token: `${token}.ics` },
    headers,
  });

beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Ama");
  other = await signedInCaterer("Bola");
  customer = await signedIn("user", "Casey");
});
afterAll(() => db.$disconnect());

describe("the kitchen's orders", () => {
  it("lists only the caterer's own bookings, even when asking for another kitchen", async () => {
    const mine = await booking(kitchen.caterer.id, "pending");
    const theirs = await booking(other.caterer.id, "pending");
    const own = await call(listRoute, "/api/bookings", {
      token: kitchen.token,
      query: { catererId: String(kitchen.caterer.id) },
    });
    expect(own.json.map((b: { id: number }) => b.id)).toEqual([mine.id]);
    const peek = await call(listRoute, "/api/bookings", {
      token: kitchen.token,
      query: { catererId: String(other.caterer.id) },
    });
    expect(peek.json).toEqual([]);
    const byId = await call(getRoute, `/api/bookings/${theirs.id}`, {
      token: kitchen.token,
      params: { id: String(theirs.id) },
    });
    expect(byId.status).toBe(404);
  });

  it("confirms and then completes a booking, recording who and when", async () => {
    // Completing waits for the event day (docs/product-rules.md §4): the event is today.
    const b = await booking(kitchen.caterer.id, "pending", { days: 0 });
    const confirmed = await patchStatus(b.id, { status: "confirmed" }, kitchen.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: "confirmed", statusUpdatedBy: kitchen.user.id });
    expect(confirmed.json.lastStatusUpdate).toEqual(expect.any(String));
    const completed = await patchStatus(
      b.id,
      { status: "completed", comments: "Delivered hot" },
      kitchen.token,
    );
    expect(completed.json).toMatchObject({ status: "completed", statusComments: "Delivered hot" });
    // Completed is final.
    const again = await patchStatus(b.id, { status: "cancelled", comments: "x" }, kitchen.token);
    expect(again.status).toBe(409);
  });

  it("cancels only with a reason, and frees the date's slot", async () => {
    const b = await booking(kitchen.caterer.id, "confirmed");
    const noReason = await patchStatus(
      b.id,
      { status: "cancelled", comments: "  " },
      kitchen.token,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe("Please provide a reason for cancellation");
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("confirmed");
    const res = await patchStatus(
      b.id,
      { status: "cancelled", comments: "Oven broke down" },
      kitchen.token,
    );
    expect(res.json).toMatchObject({ status: "cancelled", statusComments: "Oven broke down" });
    const slot = await db.availability.findFirstOrThrow({
      where: { catererId: kitchen.caterer.id },
    });
    expect(slot.currentOrders).toBe(0);
  });

  it("refuses transitions the kitchen may not make", async () => {
    const b = await booking(kitchen.caterer.id, "pending");
    const skip = await patchStatus(b.id, { status: "completed" }, kitchen.token);
    expect(skip.status).toBe(409);
    expect(skip.json.message).toBe("Cannot change booking status from pending to completed");
  });

  it("keeps another kitchen's booking out of reach", async () => {
    const theirs = await booking(other.caterer.id, "pending");
    const res = await patchStatus(theirs.id, { status: "confirmed" }, kitchen.token);
    expect(res.status).toBe(404);
    expect((await patchStatus(theirs.id, { status: "confirmed" })).status).toBe(401);
    expect((await db.booking.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe(
      "pending",
    );
  });
});

type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  start: string;
  status: string;
  sequence: number;
};

function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      status: String(v.getFirstPropertyValue("status")),
      sequence: event.sequence,
    };
  });
  return { name: String(calendar.getFirstPropertyValue("x-wr-calname")), events };
}

describe("the private calendar feed", () => {
  it("lists the kitchen's pending, confirmed and recently cancelled bookings, parseable as iCalendar", async () => {
    const pending = await booking(kitchen.caterer.id, "pending", {
      customerName: "Dana Lee",
      specialRequests: "Nut-free, please; cut in 24",
      days: 5,
    });
    const confirmed = await booking(kitchen.caterer.id, "confirmed", { days: 8 });
    const cancelled = await booking(kitchen.caterer.id, "cancelled");
    await booking(kitchen.caterer.id, "cancelled", { days: -40 });
    await booking(kitchen.caterer.id, "completed");
    await booking(other.caterer.id, "confirmed", { customerName: "Not Mine" });

    const { token } = await getFeedToken(kitchen.actor);
    const res = await feed(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const parsed = parseFeed(res.json);
    expect(parsed.name).toBe("Ama's Kitchen - TrayTable orders");
    expect(parsed.events.map((e) => e.uid)).toEqual([
      `booking-${pending.id}@traytable`,
      `booking-${confirmed.id}@traytable`,
      `booking-${cancelled.id}@traytable`,
    ]);
    expect(parsed.events.map((e) => e.status)).toEqual(["TENTATIVE", "CONFIRMED", "CANCELLED"]);
    const first = parsed.events[0]!;
    expect(first.summary).toBe(
      "[Pending] Dish pending - 2 x Large Tray (10-12 people) for Dana Lee",
    );
    expect(first.description).toContain("Customer: Dana Lee");
    expect(first.description).toContain("Special requests: Nut-free, please; cut in 24");
    expect(first.description).toContain("Total: $190.00");
    // 18:30 in the marketplace's zone (America/New_York in tests), as a UTC instant.
    expect(
      new Date(first.start).toLocaleString("en-US", {
        timeZone: "America/New_York",
        hour: "2-digit",
        minute: "2-digit",
        hour12: false,
      }),
    ).toBe("18:30");
  });

  it("keeps one token until it is reset; the old URL is then 404", async () => {
    const first = await getFeedToken(kitchen.actor);
    expect((await getFeedToken(kitchen.actor)).token).toBe(first.token);
    const reset = await resetFeedToken(kitchen.actor);
    expect(reset.token).not.toBe(first.token);
    expect((await feed(first.token)).status).toBe(404);
    expect((await feed(reset.token)).status).toBe(200);
    expect((await feed("not-a-real-token-at-all-000000")).status).toBe(404);
    expect((await feed("x")).status).toBe(404);
  });

  it("gives each kitchen its own feed; no one reads another's token", async () => {
    const mine = await getFeedToken(kitchen.actor);
    const theirs = await getFeedToken(other.actor);
    expect(mine.token).not.toBe(theirs.token);
    await expect(
      getFeedToken(kitchen.actor, { catererId: other.caterer.id }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      resetFeedToken(kitchen.actor, { catererId: other.caterer.id }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(getFeedToken(customer.actor)).rejects.toMatchObject({ code: "forbidden" });
    await expect(getFeedToken(null)).rejects.toMatchObject({ code: "unauthenticated" });
    await booking(other.caterer.id, "pending", { customerName: "Not Mine" });
    const parsed = parseFeed((await feed(mine.token)).json);
    expect(parsed.events).toEqual([]);
  });
});

describe("the calendar feed as a subscribed calendar refreshes it", () => {
  it("ends every line, the last one too, with CRLF", async () => {
    await booking(kitchen.caterer.id, "pending", { specialRequests: "x".repeat(200) });
    const { token } = await getFeedToken(kitchen.actor);
    const text: string = (await feed(token)).json;
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("sends a cancelled order as STATUS:CANCELLED under its old UID, with a higher SEQUENCE", async () => {
    const b = await booking(kitchen.caterer.id, "confirmed");
    const { token } = await getFeedToken(kitchen.actor);
    const before = parseFeed((await feed(token)).json).events;
    expect(before).toMatchObject([{ uid: `booking-${b.id}@traytable`, status: "CONFIRMED" }]);
    await new Promise((r) => setTimeout(r, 1100)); // a later second than the booking's creation
    const res = await patchStatus(
      b.id,
      { status: "cancelled", comments: "Oven broke" },
      kitchen.token,
    );
    expect(res.status).toBe(200);
    const after = parseFeed((await feed(token)).json).events;
    expect(after).toMatchObject([{ uid: `booking-${b.id}@traytable`, status: "CANCELLED" }]);
    expect(after[0]!.summary.startsWith("[Cancelled] ")).toBe(true);
    expect(after[0]!.sequence).toBeGreaterThan(before[0]!.sequence);
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since, and 200 with a new ETag after a change", async () => {
    const b = await booking(kitchen.caterer.id, "pending");
    const { token } = await getFeedToken(kitchen.actor);
    const first = await feed(token);
    const etag = first.headers.get("etag");
    const lastModified = first.headers.get("last-modified");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified!).toUTCString()).toBe(lastModified);
    expect((await feed(token)).headers.get("etag")).toBe(etag);

    const same = await feed(token, { "if-none-match": etag! });
    expect(same.status).toBe(304);
    expect(same.json).toBeNull();
    expect(same.headers.get("etag")).toBe(etag);
    expect((await feed(token, { "if-none-match": `"other", ${etag}` })).status).toBe(304);
    expect((await feed(token, { "if-modified-since": lastModified! })).status).toBe(304);
    expect((await feed(token, { "if-none-match": '"stale"' })).status).toBe(200);
    const older = new Date(Date.parse(lastModified!) - 60_000).toUTCString();
    expect((await feed(token, { "if-modified-since": older })).status).toBe(200);

    await new Promise((r) => setTimeout(r, 1100));
    await patchStatus(b.id, { status: "confirmed" }, kitchen.token);
    const changed = await feed(token, {
      "if-none-match": etag!,
      "if-modified-since": lastModified!,
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(Date.parse(changed.headers.get("last-modified")!)).toBeGreaterThan(
      Date.parse(lastModified!),
    );
    expect(parseFeed(changed.json).events[0]!.status).toBe("CONFIRMED");
    // An unknown token is still 404, whatever the validators say.
    expect((await feed("not-a-real-token-at-all-000000", { "if-none-match": "*" })).status).toBe(
      404,
    );
  });
});

describe("the kitchen pages' data", () => {
  it("opens only one's own dashboard; admins any", async () => {
    await booking(kitchen.caterer.id, "pending");
    await booking(other.caterer.id, "pending");
    const own = await getKitchenDashboard(kitchen.actor);
    expect(own.caterer.id).toBe(kitchen.caterer.id);
    expect(own.bookings.every((b) => b.catererId === kitchen.caterer.id)).toBe(true);
    await expect(getKitchenDashboard(kitchen.actor, other.caterer.id)).rejects.toMatchObject({
      code: "not_found",
      message: "Caterer not found",
    });
    const admin = await signedIn("admin", "Ada");
    const theirs = await getKitchenDashboard(admin.actor, other.caterer.id);
    expect(theirs.bookings.map((b) => b.catererId)).toEqual([other.caterer.id]);
    await expect(getKitchenDashboard(admin.actor)).rejects.toMatchObject({ code: "not_found" });
    await expect(getKitchenDashboard(customer.actor)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("gives My Kitchen to caterers with a profile only, with the spec's texts", async () => {
    const mine = await getKitchen(kitchen.actor);
    expect(mine.caterer.id).toBe(kitchen.caterer.id);
    await expect(getKitchen(customer.actor)).rejects.toMatchObject({
      message: "Access restricted to caterers only",
    });
    const admin = await signedIn("admin", "Ada");
    await expect(getKitchen(admin.actor)).rejects.toMatchObject({
      message: "Access restricted to caterers only",
    });
    const bare = await signedIn("caterer", "Nobody");
    await expect(getKitchen(bare.actor)).rejects.toMatchObject({
      message: "No caterer profile found. Please contact support.",
    });
  });
});
