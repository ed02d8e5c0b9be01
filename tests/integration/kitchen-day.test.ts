/**
 * The kitchen's day (docs/product-rules.md "The kitchen's day"): the prep sheet and the tray
 * labels, fetched as PDFs through their routes and read back as text.
 */
import { GET as prepSheetRoute } from "@/app/api/caterer/prep-sheet/route";
import { GET as trayLabelsRoute } from "@/app/api/caterer/tray-labels/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { REHEAT_NOTE } from "@/lib/kitchen-day/tray-labels";
import { db } from "@/lib/server/db";
import { getPrepSheet } from "@/lib/server/kitchen-day/get-prep-sheet";
import {
  createLine,
  createOrderLine,
  makeDish,
  signedIn,
  signedInCaterer,
} from "../support/fixtures";
import { pdfText } from "../support/pdf-text";
import { resetDatabase } from "../support/reset-db";

/** The kitchen's PDF routes (both take no params). */
type Handler = typeof prepSheetRoute;

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let other: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
const day = addDaysIso(todayIso(), 5);

/** Calls a route as Next.js would and keeps the answer's bytes (a PDF is not text). */
async function get(handler: Handler, query: Record<string, string>, token?: string) {
  const url = new URL("http://localhost/api/caterer/pdf");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  const response = await handler(new Request(url, { headers }), { params: Promise.resolve({}) });
  return {
    status: response.status,
    headers: response.headers,
    bytes: await response.arrayBuffer(),
  };
}

const json = (bytes: ArrayBuffer) => JSON.parse(Buffer.from(bytes).toString("utf8"));
const occurrences = (text: string, word: string) => text.split(word).length - 1;

type LineState = {
  status?: "pending" | "confirmed" | "cancelled" | "completed";
  paymentStatus?: "pending" | "paid";
};

/** A one-line order of `catererId` on `date`, as a checkout would have left it. */
async function order(
  catererId: number,
  dish: { id: number; name: string },
  line: { traySize: "medium" | "large"; quantity: number; specialRequests?: string } & LineState,
  extra: { customerName?: string; eventTime?: string; date?: string; guestCount?: number } = {},
) {
  return createLine({
    catererId,
    userId: customer.user.id,
    dishId: dish.id,
    dishName: dish.name,
    customerName: extra.customerName ?? "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: isoToUtcDate(extra.date ?? day),
    eventTime: extra.eventTime ?? "18:30",
    traySize: line.traySize,
    quantity: line.quantity,
    specialRequests: line.specialRequests ?? null,
    status: line.status ?? "confirmed",
    paymentStatus: line.paymentStatus ?? "paid",
    totalPrice: 5500 * line.quantity,
  });
}

/** Another line of an existing order (one kitchen, one event, several dishes). */
async function addLine(
  first: Awaited<ReturnType<typeof order>>,
  dish: { id: number; name: string },
  line: { traySize: "medium" | "large"; quantity: number; specialRequests?: string } & LineState,
) {
  return createOrderLine(first, {
    totalPrice: first.totalPrice,
    dishId: dish.id,
    dishName: dish.name,
    traySize: line.traySize,
    quantity: line.quantity,
    specialRequests: line.specialRequests ?? null,
    status: line.status ?? first.status,
    paymentStatus: line.paymentStatus ?? first.paymentStatus,
  });
}

async function declaredDish(catererId: number, name: string, majorAllergens: string[] | null) {
  const dish = await makeDish(catererId, "55.00", "95.00", name);
  return db.dish.update({
    where: { id: dish.id },
    data: majorAllergens ? { majorAllergens, allergensDeclared: true } : {},
  });
}

let day1: {
  confirmed: Awaited<ReturnType<typeof order>>;
  paidPending: Awaited<ReturnType<typeof order>>;
  unpaid: Awaited<ReturnType<typeof order>>;
  cancelled: Awaited<ReturnType<typeof order>>;
  otherDate: Awaited<ReturnType<typeof order>>;
  theirs: Awaited<ReturnType<typeof order>>;
};

beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Ama");
  other = await signedInCaterer("Bola");
  customer = await signedIn("user", "Casey");
  const lasagna = await declaredDish(kitchen.caterer.id, "Lasagna", ["milk", "wheat"]);
  const salad = await declaredDish(kitchen.caterer.id, "Garden Salad", []);
  const stew = await declaredDish(kitchen.caterer.id, "Mystery Stew", null);
  const samosas = await declaredDish(kitchen.caterer.id, "Samosas", ["wheat"]);
  const jollof = await declaredDish(other.caterer.id, "Jollof Rice", ["fish"]);
  const confirmed = await order(
    kitchen.caterer.id,
    lasagna,
    { traySize: "medium", quantity: 2, specialRequests: "Extra basil on top 🌿\nno nuts" },
    { customerName: "Casey Morgan", eventTime: "18:30" },
  );
  await db.order.update({ where: { id: confirmed.orderId }, data: { guestCount: 30 } });
  await addLine(confirmed, salad, { traySize: "large", quantity: 1 });
  await addLine(confirmed, samosas, { traySize: "medium", quantity: 4, status: "cancelled" });
  day1 = {
    confirmed,
    paidPending: await order(
      kitchen.caterer.id,
      lasagna,
      { traySize: "large", quantity: 1, status: "pending", paymentStatus: "paid" },
      { customerName: "Dana Lee", eventTime: "12:00" },
    ),
    unpaid: await order(
      kitchen.caterer.id,
      stew,
      { traySize: "medium", quantity: 3, status: "pending", paymentStatus: "pending" },
      { customerName: "Eve Unpaid" },
    ),
    cancelled: await order(
      kitchen.caterer.id,
      salad,
      { traySize: "medium", quantity: 5, status: "cancelled" },
      { customerName: "Fay Declined" },
    ),
    otherDate: await order(
      kitchen.caterer.id,
      samosas,
      { traySize: "large", quantity: 2 },
      { date: addDaysIso(day, 1), customerName: "Gus Tomorrow" },
    ),
    theirs: await order(
      other.caterer.id,
      jollof,
      { traySize: "large", quantity: 2, specialRequests: "Bola's secret" },
      { customerName: "Hal Other" },
    ),
  };
});
afterAll(() => db.$disconnect());

describe("the prep sheet", () => {
  it("adds up the day's trays per dish over the cooked orders only", async () => {
    const sheet = await getPrepSheet(kitchen.actor, { date: day });
    expect(sheet.trays).toEqual([
      { dishName: "Garden Salad", medium: 0, large: 1 },
      { dishName: "Lasagna", medium: 2, large: 1 },
    ]);
    expect(sheet.totals).toEqual({ medium: 2, large: 2 });
    // Soonest first; the unpaid, the cancelled and the other date's orders are not cooked.
    expect(sheet.orders.map((o) => o.id)).toEqual([
      day1.paidPending.orderId,
      day1.confirmed.orderId,
    ]);
  });

  it("prints the kitchen, the date, the trays and each order with its allergens and requests", async () => {
    const answer = await get(prepSheetRoute, { date: day }, kitchen.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(
      `inline; filename="prep-sheet-${day}.pdf"`,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { text } = await pdfText(answer.bytes);

    expect(text).toContain("Ama's Kitchen");
    expect(text).toContain(`Prep sheet · ${formatEventDate(day)}`);
    // The table: dish, medium, large; a size not ordered is "-".
    expect(text).toMatch(/Garden Salad\s+-\s+1\b/);
    expect(text).toMatch(/Lasagna\s+2\s+1\b/);
    expect(text).toMatch(/Total trays\s+2\s+2\b/);

    expect(text).toContain(`Order #${day1.confirmed.orderId} · 6:30 PM`);
    expect(text).toContain("Casey · 30 guests");
    expect(text).not.toContain("Morgan");
    expect(text).toContain("2 x Medium Tray (6-8 people) · Lasagna");
    expect(text).toContain("1 x Large Tray (10-12 people) · Garden Salad");
    expect(text).toContain("Contains: Milk, Wheat");
    expect(text).toContain("Contains none of the nine major allergens");
    // What the PDF's standard fonts cannot draw prints as "?"; a line break as a space.
    expect(text).toContain("Requests: Extra basil on top ? no nuts");
    expect(text).toContain(`Order #${day1.paidPending.orderId} · 12:00 PM`);
    expect(text).toContain("Dana · guest count not given");

    for (const left of [day1.unpaid, day1.cancelled, day1.otherDate, day1.theirs]) {
      expect(text).not.toContain(`#${left.orderId}`);
    }
    for (const word of ["Mystery Stew", "Samosas", "Jollof", "Bola", "Eve", "Fay", "Gus", "Hal"]) {
      expect(text).not.toContain(word);
    }
  });

  it("breaks a busy day over pages and keeps every order", async () => {
    const dish = await declaredDish(kitchen.caterer.id, "Tiramisu", ["milk", "eggs"]);
    const many = [];
    for (let i = 0; i < 30; i++) {
      many.push(
        await order(
          kitchen.caterer.id,
          dish,
          { traySize: "medium", quantity: 1, specialRequests: "Dust with cocoa ".repeat(8) },
          { date: addDaysIso(day, 2), eventTime: `${String(8 + (i % 12)).padStart(2, "0")}:15` },
        ),
      );
    }
    const answer = await get(prepSheetRoute, { date: addDaysIso(day, 2) }, kitchen.token);
    const { text, pages } = await pdfText(answer.bytes);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const o of many) expect(text).toContain(`Order #${o.orderId} ·`);
    expect(text).toMatch(/Tiramisu\s+30\s+-/);
  });

  it("says so on a day without orders", async () => {
    const answer = await get(prepSheetRoute, { date: addDaysIso(day, 30) }, kitchen.token);
    expect(answer.status).toBe(200);
    const { text } = await pdfText(answer.bytes);
    expect(text).toContain("No orders to cook on this date.");
  });
});

describe("the tray labels", () => {
  it("prints one label per tray with its dish, allergens, servings, order and reheating note", async () => {
    const answer = await get(trayLabelsRoute, { date: day }, kitchen.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(
      `inline; filename="tray-labels-${day}.pdf"`,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { text, pages } = await pdfText(answer.bytes);

    // 2 medium Lasagna + 1 large Garden Salad (one order) and 1 large Lasagna (another).
    expect(pages).toBe(1);
    expect(occurrences(text, "Order #")).toBe(4);
    expect(occurrences(text, "Lasagna")).toBe(3);
    expect(occurrences(text, "Garden Salad")).toBe(1);
    expect(occurrences(text, "Medium Tray · Serves 6-8 people")).toBe(2);
    expect(occurrences(text, "Large Tray · Serves 10-12 people")).toBe(2);
    expect(occurrences(text, "Contains: Milk, Wheat")).toBe(3);
    expect(occurrences(text, "Contains none of the nine major allergens")).toBe(1);
    expect(text).toContain(`Order #${day1.confirmed.orderId} · Tray 1 of 2`);
    expect(text).toContain(`Order #${day1.confirmed.orderId} · Tray 2 of 2`);
    expect(text).toContain(`Order #${day1.paidPending.orderId} · Tray 1 of 1`);
    expect(occurrences(text, `${formatEventDate(day)} · 6:30 PM`)).toBe(3);
    expect(occurrences(text, `${formatEventDate(day)} · 12:00 PM`)).toBe(1);
    expect(occurrences(text, REHEAT_NOTE)).toBe(4);
    for (const word of ["Mystery Stew", "Samosas", "Jollof"]) expect(text).not.toContain(word);
  });

  it("fills a second page after ten labels", async () => {
    const dish = await declaredDish(kitchen.caterer.id, "Tiramisu", ["milk", "eggs"]);
    await order(kitchen.caterer.id, dish, { traySize: "large", quantity: 10 });
    const { text, pages } = await pdfText(
      (await get(trayLabelsRoute, { date: day }, kitchen.token)).bytes,
    );
    expect(pages).toBe(2);
    expect(occurrences(text, "Order #")).toBe(14);
    expect(occurrences(text, "Contains: Milk, Eggs")).toBe(10);
  });
});

describe("who may print a kitchen's day", () => {
  it.each([
    ["prep sheet", prepSheetRoute],
    ["tray labels", trayLabelsRoute],
  ] as const)("the %s: signed out 401, a customer 403, a bad date 400", async (_, route) => {
    const signedOut = await get(route, { date: day });
    expect(signedOut.status).toBe(401);
    const asCustomer = await get(route, { date: day }, customer.token);
    expect(asCustomer.status).toBe(403);
    for (const date of ["2026-02-30", "tomorrow", ""]) {
      const bad = await get(route, { date }, kitchen.token);
      expect(bad.status).toBe(400);
      expect(json(bad.bytes).message).toBe("Please choose a valid date (YYYY-MM-DD)");
    }
    const noDate = await get(route, {}, kitchen.token);
    expect(noDate.status).toBe(400);
    expect(noDate.headers.get("content-type")).toContain("application/json");
  });

  it("never shows another kitchen's orders: a caterer naming it hears 404", async () => {
    const named = await get(
      prepSheetRoute,
      { date: day, catererId: String(other.caterer.id) },
      kitchen.token,
    );
    expect(named.status).toBe(404);
    const own = await pdfText((await get(prepSheetRoute, { date: day }, other.token)).bytes);
    expect(own.text).toContain("Jollof Rice");
    expect(own.text).toContain("Requests: Bola's secret");
    expect(own.text).not.toContain("Lasagna");
  });

  it("lets an admin print any kitchen's day by naming it", async () => {
    const admin = await signedIn("admin", "Ava");
    const missing = await get(prepSheetRoute, { date: day }, admin.token);
    expect(missing.status).toBe(400);
    const answer = await get(
      trayLabelsRoute,
      { date: day, catererId: String(kitchen.caterer.id) },
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(occurrences((await pdfText(answer.bytes)).text, "Order #")).toBe(4);
  });
});
