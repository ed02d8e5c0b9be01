/**
 * The admin's order lookup on /admin/payments (issue 46: "what was I charged?"): one
 * order's charge, tip, refund, fee and transfer, from the ledger, with the real Stripe SDK
 * against the fake Stripe API. Admins only; an unknown order is null. Expected amounts are
 * the order's own arithmetic, not the product's helpers.
 */
import { db } from "@/lib/server/db";
import { createBooking } from "@/lib/server/lines/create-booking";
import { lookUpOrderMoney } from "@/lib/server/money/payments/look-up-order-money";
import { addDaysIso, todayIso } from "@/lib/dates";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  bookingIntent,
  moneyWorld,
  payWithCard,
  setStatus,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";
import { makeDish } from "../support/fixtures";
import { setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";

let fake: FakeStripe;
let restoreEnv: () => void;
let w: MoneyWorld;

beforeAll(async () => {
  fake = await startFakeStripe();
  restoreEnv = setEnv(fake.env(WEBHOOK_SECRET));
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(async () => {
  restoreEnv();
  await fake.close();
  jest.restoreAllMocks();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
  fake.reset();
  w = await moneyWorld();
});

/** Two large lasagna trays at $95.00 = $190.00, paid with a $28.50 (15%) tip. */
async function paidOrder() {
  const dish = await makeDish(w.rosa.caterer.id, "55.00", "95.00", "Lasagna Al Forno");
  const booking = await createBooking(w.customer.actor, {
    catererId: w.rosa.caterer.id,
    dishId: dish.id,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: addDaysIso(todayIso(), 30),
    eventTime: "18:00",
    traySize: "large",
    quantity: 2,
  });
  const intent = await bookingIntent(w.customer, booking.id, 2850);
  expect(intent.status).toBe(200);
  expect(await payWithCard(intent.json.clientSecret, fake)).toBe(200);
  const { orderId } = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  return { bookingId: booking.id, orderId };
}

describe("lookUpOrderMoney", () => {
  it("shows a paid order's charge with its tip apart, then the refund that gave it all back", async () => {
    const { bookingId, orderId } = await paidOrder();
    const food = 2 * 9500;
    const tip = 2850;
    const fee = food / 10; // the platform's 10% on the food, never on the tip

    const paid = await lookUpOrderMoney(w.admin.actor, orderId);
    expect(paid).toMatchObject({
      orderId,
      kitchen: w.rosa.caterer.name,
      customerName: "Casey Morgan",
      lines: [
        {
          bookingId,
          totalPriceCents: food,
          tipCents: tip,
          deliveryFeeCents: 0,
          paymentStatus: "paid",
        },
      ],
      totals: {
        chargedCents: food + tip,
        tipCents: tip,
        deliveryFeeCents: 0,
        refundedCents: 0,
        feeCents: fee,
        transferredCents: 0,
      },
    });
    expect(paid!.movements.map((m) => `${m.kind}:${m.amount}`)).toEqual([
      `charge:${food}`,
      `tip:${tip}`,
      `fee:${fee}`,
    ]);

    expect((await setStatus(w.admin, bookingId, "cancelled", "Kitchen closed")).status).toBe(200);
    const refunded = await lookUpOrderMoney(w.admin.actor, orderId);
    expect(refunded!.totals).toEqual({
      chargedCents: food + tip,
      tipCents: tip,
      deliveryFeeCents: 0,
      refundedCents: food + tip,
      feeCents: 0,
      transferredCents: 0,
      disputedCents: 0,
    });
    expect(refunded!.movements.find((m) => m.kind === "refund")!.providerRef).toMatch(/^re_/);
  });

  it("is for admins only, and an unknown order is null", async () => {
    const { orderId } = await paidOrder();
    await expect(lookUpOrderMoney(w.customer.actor, orderId)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(lookUpOrderMoney(w.rosa.actor, orderId)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(lookUpOrderMoney(null, orderId)).rejects.toMatchObject({
      code: "unauthenticated",
    });
    expect(await lookUpOrderMoney(w.admin.actor, orderId + 1000)).toBeNull();
  });
});
