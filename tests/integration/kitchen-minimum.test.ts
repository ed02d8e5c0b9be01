/**
 * A kitchen's minimum and delivery area at checkout (docs/product-rules.md §23), through the
 * cart's REST routes against a real database: the cart says what each kitchen's order lacks
 * or why the ZIP is out of reach; checkout refuses such a cart with a 409 naming the kitchen
 * and the reason, and nothing is written; at the minimum, or inside a zone, it goes through.
 */
import { GET as cartGet } from "@/app/api/cart/route";
import { PUT as cartEventPut } from "@/app/api/cart/event/route";
import { POST as cartLinesPost } from "@/app/api/cart/lines/route";
import { PATCH as cartLinePatch } from "@/app/api/cart/lines/[id]/route";
import { POST as cartQuotePost } from "@/app/api/cart/quote/route";
import { POST as checkoutPost } from "@/app/api/cart/checkout/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { setDeliveryArea } from "../support/delivery-area";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

type Person = Awaited<ReturnType<typeof signedIn>>;
let customer: Person;
let rosa: Awaited<ReturnType<typeof signedInCaterer>>;
let bea: Awaited<ReturnType<typeof signedInCaterer>>;
let lasagna: Awaited<ReturnType<typeof makeDish>>;
let tiramisu: Awaited<ReturnType<typeof makeDish>>;

const date = addDaysIso(todayIso(), 12);
const event = (deliveryAddress: string) => ({
  eventDate: date,
  eventTime: "18:00",
  deliveryAddress,
  guestCount: 30,
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
});

type Kitchen = {
  catererName: string;
  subtotalCents: number;
  minOrderCents: number | null;
  missingCents: number;
  zip: string | null;
  reach: string;
  deliveryFeeCents: number | null;
  problem: string | null;
};
type Cart = { lines: { id: number }[]; kitchens: Kitchen[]; totalCents: number };

const getCart = async () =>
  (await call(cartGet, "/api/cart", { token: customer.token })).json as Cart;
const putEvent = (body: unknown) =>
  call(cartEventPut, "/api/cart/event", { body, token: customer.token, method: "PUT" });
const checkout = () =>
  call(checkoutPost, "/api/cart/checkout", { token: customer.token, method: "POST" });

async function stored() {
  const [bookings, events, orders, cartLines] = await Promise.all([
    db.booking.count(),
    db.cateringEvent.count(),
    db.order.count(),
    db.eventCartLine.count(),
  ]);
  return { bookings, events, orders, cartLines };
}

/** Rosa: ZIP 11201, $150 minimum, 11215 by list and 3 miles around, no pickup. */
const setRosaArea = (minOrder: string, offersPickup = false) =>
  setDeliveryArea(rosa.actor, {
    zipCode: "11201",
    minOrder,
    offersPickup,
    zones: [
      { zipCodes: "11215", fee: "5" },
      { radiusMiles: "3", fee: "15" },
    ],
  });

beforeAll(async () => {
  await resetDatabase();
  customer = await signedIn("user", "Casey");
  rosa = await signedInCaterer("Rosa");
  bea = await signedInCaterer("Bea");
  lasagna = await makeDish(rosa.caterer.id); // $55 medium, $95 large
  tiramisu = await makeDish(bea.caterer.id, "40.00", "70.00", "Tiramisu");
  await setRosaArea("150");
  const added = await call(cartLinesPost, "/api/cart/lines", {
    token: customer.token,
    body: {
      lines: [
        { dishId: lasagna.id, traySize: "large", quantity: 1 },
        { dishId: tiramisu.id, traySize: "medium", quantity: 1 },
      ],
    },
  });
  expect(added.status).toBe(201);
}, 60_000);

afterAll(() => db.$disconnect());

describe("a kitchen's minimum", () => {
  it("the cart says what Rosa's order lacks; Bea, without a minimum, has no problem", async () => {
    expect((await putEvent(event("12 Garden St, Brooklyn, NY 11215"))).status).toBe(200);
    const cart = await getCart();
    expect(cart.kitchens).toEqual([
      {
        catererId: rosa.caterer.id,
        catererName: "Rosa's Kitchen",
        subtotalCents: 9500,
        minOrderCents: 15000,
        missingCents: 5500,
        zip: "11215",
        reach: "delivery",
        deliveryFeeCents: 500,
        problem: "Add $55.00 to reach this kitchen's $150.00 minimum",
      },
      {
        catererId: bea.caterer.id,
        catererName: "Bea's Kitchen",
        subtotalCents: 4000,
        minOrderCents: null,
        missingCents: 0,
        zip: "11215",
        reach: "area_not_set",
        deliveryFeeCents: null,
        problem: null,
      },
    ]);
    // The other kitchen's dishes do not count toward Rosa's minimum ($135 in all).
    expect(cart.totalCents).toBe(13500);
  });

  it("checkout below it is a 409 naming the kitchen and the amount; nothing is written", async () => {
    const before = await stored();
    const res = await checkout();
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "Rosa's Kitchen: Add $55.00 to reach this kitchen's $150.00 minimum",
    );
    expect(res.json.errors).toEqual([
      {
        path: `kitchens.${rosa.caterer.id}`,
        message: "Rosa's Kitchen: Add $55.00 to reach this kitchen's $150.00 minimum",
      },
    ]);
    expect(await stored()).toEqual(before);
  });

  it("a visitor's quote says the same", async () => {
    const res = await call(cartQuotePost, "/api/cart/quote", {
      body: {
        lines: [{ dishId: lasagna.id, traySize: "medium", quantity: 2 }],
        event: { deliveryAddress: "1 Court St, Brooklyn, NY 11201" },
      },
    });
    expect(res.status).toBe(200);
    expect((res.json as Cart).kitchens.map((k) => [k.missingCents, k.reach, k.problem])).toEqual([
      [4000, "delivery", "Add $40.00 to reach this kitchen's $150.00 minimum"],
    ]);
  });
});

describe("a kitchen's delivery area", () => {
  it("a ZIP no zone covers, without pickup near, is refused with the ZIP", async () => {
    // Two large lasagnas: $190, over the minimum; Rosa's order is only out of reach now.
    const cart = await getCart();
    const line = cart.lines[0]!;
    const patched = await call(cartLinePatch, `/api/cart/lines/${line.id}`, {
      token: customer.token,
      method: "PATCH",
      params: { id: String(line.id) },
      body: { quantity: 2 },
    });
    expect(patched.status).toBe(200);
    // 10583 Scarsdale: about 20 miles from 11201, no zone, and Rosa offers no pickup.
    expect((await putEvent(event("5 Popham Rd, Scarsdale, NY 10583"))).status).toBe(200);
    const rosaOrder = (await getCart()).kitchens[0]!;
    expect(rosaOrder).toMatchObject({ missingCents: 0, zip: "10583", reach: "none" });
    expect(rosaOrder.problem).toBe("Does not deliver to ZIP 10583 and offers no pickup near it");

    const before = await stored();
    const res = await checkout();
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "Rosa's Kitchen: Does not deliver to ZIP 10583 and offers no pickup near it",
    );
    expect(await stored()).toEqual(before);
  });

  it("a ZIP that does not exist reaches no radius zone, and is refused the same way", async () => {
    expect((await putEvent(event("1 Nowhere Rd, Brooklyn, NY 00000"))).status).toBe(200);
    expect((await getCart()).kitchens[0]).toMatchObject({
      zip: "00000",
      reach: "none",
      problem: "Does not deliver to ZIP 00000 and offers no pickup near it",
    });
    const before = await stored();
    expect((await checkout()).status).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it("pickup within 25 miles takes the order; so does an address without a ZIP", async () => {
    expect((await putEvent(event("5 Popham Rd, Scarsdale, NY 10583"))).status).toBe(200);
    await setRosaArea("150", true);
    expect((await getCart()).kitchens[0]).toMatchObject({ reach: "pickup", problem: null });
    await setRosaArea("150", false);
    expect((await putEvent(event("5 Popham Rd, Scarsdale, NY"))).status).toBe(200);
    expect((await getCart()).kitchens[0]).toMatchObject({
      zip: null,
      reach: "no_zip",
      problem: null,
    });
  });

  it("inside the radius zone and at the minimum, checkout places one order per kitchen", async () => {
    // 11217 Boerum Hill: in no list, within 3 miles of 11201.
    expect((await putEvent(event("300 Atlantic Ave, Brooklyn, NY 11217-1234"))).status).toBe(200);
    // The radius zone's $15.00 fee for Rosa; Bea, with no area, charges none.
    expect((await getCart()).kitchens.map((k) => [k.reach, k.problem, k.deliveryFeeCents])).toEqual(
      [
        ["delivery", null, 1500],
        ["area_not_set", null, null],
      ],
    );
    const before = await stored();
    const res = await checkout();
    expect([res.status, res.json.message]).toEqual([201, undefined]);
    expect(res.json.totalCents).toBe(2 * 9500 + 4000);
    expect(res.json.deliveryCents).toBe(1500);
    const lines = await db.booking.findMany({
      where: { eventId: res.json.eventId },
      orderBy: { id: "asc" },
    });
    expect(lines.map((l) => l.deliveryFeeCents)).toEqual([1500, 0]);
    expect(await stored()).toEqual({
      bookings: before.bookings + 2,
      events: before.events + 1,
      orders: before.orders + 2,
      cartLines: 0,
    });
  });
});
