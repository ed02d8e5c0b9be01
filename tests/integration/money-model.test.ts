/**
 * The money of events, tested over random sequences (docs/product-rules.md §16): fast-check
 * drives the real routes and database through adding lines, checking out, paying an event,
 * trying to pay one of its lines alone (with or without a tip: docs/product-rules.md §19),
 * cancellations by the customer and by the kitchens,
 * paying with a stale client secret, webhook replays, hold expiry and the reconciliation
 * job, under Stripe (the real SDK against the fake Stripe API) and the built-in test
 * provider. After every sequence:
 *
 * - what the provider captured minus what it refunded equals what the ledger says, and
 *   equals what the paid, non-refunded lines are worth (nothing lost, nothing doubled);
 * - every succeeded intent is recorded in the ledger;
 * - no line is refunded twice, each paid line's charge is its own amount (its tip share a
 *   row of its own), and a cancelled line that owes a refund has it;
 * - the slots and trays a kitchen's dates hold are exactly those of its open bookings.
 */
import fc from "fast-check";
import { POST as confirmTestCard } from "@/app/api/test-payments/confirm/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { paidThroughEvent } from "@/lib/payments/can-pay";
import { expireUnpaidHolds } from "@/lib/server/bookings/expire-unpaid-holds";
import { db } from "@/lib/server/db";
import { reconcilePayments } from "@/lib/server/payments/reconcile-payments";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import {
  addLines,
  bookingIntent,
  checkedOut,
  checkout,
  deliver,
  eventBody,
  eventIntent,
  intentOf,
  keptByLines,
  moneyWorld,
  putEvent,
  setStatus,
  twoKitchens,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";

/** Sequences in `npm test`: at least 200 over both providers (issue "Events and money"). */
const RUNS = { stripe: 120, test: 80 } as const;
const runs = (kind: keyof typeof RUNS) => Number(process.env.MONEY_MODEL_RUNS) || RUNS[kind]; // a quicker local loop

type Model = {
  /** Lines in the cart (not checked out yet). */
  cartLines: number;
  events: { id: number; lines: number[] }[];
  /** Every client secret handed out, oldest first (stale ones must take no money). */
  secrets: { eventId: number; secret: string }[];
  /** Webhook deliveries made so far, for replays. */
  deliveries: { payload: string; signature: string }[];
  /** Days ahead of the next checkout's date. */
  nextDay: number;
};

type Real = { w: MoneyWorld; fake: FakeStripe | null; intents: Set<string>; clock: Date };

const stepTimeout = 60_000;

/** Pays a client secret as the customer's browser would: test card form, or Stripe.js. */
async function pay(r: Real, m: Model, secret: string): Promise<"paid" | "refused"> {
  if (!r.fake) {
    const res = await call(confirmTestCard, "/api/test-payments/confirm", {
      body: { clientSecret: secret, number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
    });
    // 409: intent cancelled, paid already, or its payment refunded as unmatched.
    expect([200, 404, 409]).toContain(res.status);
    return res.status === 200 ? "paid" : "refused";
  }
  const id = intentOf(secret);
  const status = r.fake.intents.get(id)?.status;
  // Stripe.js cannot confirm a cancelled or already succeeded intent.
  if (status !== "requires_payment_method") return "refused";
  const intent = r.fake.succeed(id);
  const event = r.fake.event("payment_intent.succeeded", intent, WEBHOOK_SECRET);
  m.deliveries.push(event);
  expect((await deliver(event.payload, event.signature)).status).toBe(200);
  return "paid";
}

class AddLine implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kitchen: "rosa" | "bea",
    readonly size: "medium" | "large",
    readonly quantity: number,
  ) {}
  check = (m: Readonly<Model>) => m.cartLines < 4;
  async run(m: Model, r: Real) {
    const dish = this.kitchen === "rosa" ? r.w.lasagna : r.w.tiramisu;
    const res = await addLines(r.w.customer, [
      { dishId: dish.id, traySize: this.size, quantity: this.quantity },
    ]);
    expect(res.status).toBe(201);
    m.cartLines++;
  }
  toString = () => `AddLine(${this.kitchen}, ${this.size}, ${this.quantity})`;
}

class Checkout implements fc.AsyncCommand<Model, Real> {
  constructor(readonly sameDay: boolean) {}
  check = (m: Readonly<Model>) => m.cartLines > 0;
  async run(m: Model, r: Real) {
    const day = this.sameDay ? 10 : 10 + m.nextDay++;
    expect((await putEvent(r.w.customer, eventBody(addDaysIso(todayIso(), day)))).status).toBe(200);
    const res = await checkout(r.w.customer);
    // Refused when a date is full or the unpaid allowance is used: nothing is taken then.
    expect([201, 409]).toContain(res.status);
    if (res.status === 201) {
      m.events.push({ id: res.json.eventId, lines: res.json.bookingIds });
      m.cartLines = 0;
    }
  }
  toString = () => `Checkout(${this.sameDay ? "same day" : "new day"})`;
}

class PayEvent implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    /** A tip in cents (capped by the server's rule at what is due: then 400). */
    readonly tipCents?: number,
  ) {}
  check = (m: Readonly<Model>) => m.events.length > 0;
  async run(m: Model, r: Real) {
    const event = m.events[this.pick % m.events.length]!;
    const res = await eventIntent(r.w.customer, event.id, this.tipCents);
    // 409: paid already, every line cancelled, or a payment is processing; 400: a tip over
    // what is due.
    expect(this.tipCents ? [200, 400, 409] : [200, 409]).toContain(res.status);
    if (res.status !== 200) return;
    r.intents.add(intentOf(res.json.clientSecret));
    m.secrets.push({ eventId: event.id, secret: res.json.clientSecret });
    await pay(r, m, res.json.clientSecret);
  }
  toString = () => `PayEvent(${this.pick}, tip ${this.tipCents ?? 0})`;
}

/** Opens the pay page (an intent) and leaves without paying: the secret goes stale later. */
class OpenPayPage implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.events.length > 0;
  async run(m: Model, r: Real) {
    const event = m.events[this.pick % m.events.length]!;
    const res = await eventIntent(r.w.customer, event.id);
    expect([200, 409]).toContain(res.status);
    if (res.status !== 200) return;
    r.intents.add(intentOf(res.json.clientSecret));
    m.secrets.push({ eventId: event.id, secret: res.json.clientSecret });
  }
  toString = () => `OpenPayPage(${this.pick})`;
}

/** A page that kept an old client secret pays it: it must take no money, or give it back. */
class PayStaleSecret implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.secrets.length > 0;
  async run(m: Model, r: Real) {
    const { secret } = m.secrets[this.pick % m.secrets.length]!;
    await pay(r, m, secret);
  }
  toString = () => `PayStaleSecret(${this.pick})`;
}

class TryPayLine implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.events.length > 0;
  async run(m: Model, r: Real) {
    const event = m.events[this.pick % m.events.length]!;
    const line = event.lines[this.pick % event.lines.length]!;
    const res = await bookingIntent(r.w.customer, line);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(paidThroughEvent(event.id));
  }
  toString = () => `TryPayLine(${this.pick})`;
}

class CancelLine implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly by: "customer" | "kitchen",
  ) {}
  check = (m: Readonly<Model>) => m.events.length > 0;
  async run(m: Model, r: Real) {
    const lines = m.events.flatMap((e) => e.lines);
    const id = lines[this.pick % lines.length]!;
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    const who =
      this.by === "customer"
        ? r.w.customer
        : row.catererId === r.w.rosa.caterer.id
          ? r.w.rosa
          : r.w.bea;
    const res = await setStatus(who, id, "cancelled", "Plans changed");
    // 409: cancelled already, or a customer too late under the 24-hour rule.
    expect([200, 409]).toContain(res.status);
  }
  toString = () => `CancelLine(${this.pick}, ${this.by})`;
}

class ReplayWebhook implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.deliveries.length > 0;
  async run(m: Model, r: Real) {
    const d = m.deliveries[this.pick % m.deliveries.length]!;
    expect((await deliver(d.payload, d.signature)).status).toBe(200);
    void r;
  }
  toString = () => `ReplayWebhook(${this.pick})`;
}

class ExpireHolds implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    // A day passes for this world's holds (all end within 24 hours of checkout).
    await expireUnpaidHolds(new Date(r.clock.getTime() + 25 * 3_600_000));
    void m;
  }
  toString = () => "ExpireHolds";
}

class Reconcile implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const result = await reconcilePayments();
    expect(result.failed).toBe(0);
    void m;
    void r;
  }
  toString = () => "Reconcile";
}

/** The provider's captured and refunded cents over this world's intents. */
async function provider(r: Real) {
  if (r.fake) {
    let captured = 0;
    let refunded = 0;
    const succeeded: string[] = [];
    for (const c of r.fake.charges.values()) {
      if (!r.intents.has(c.payment_intent)) continue;
      captured += c.amount;
      refunded += c.amount_refunded;
      succeeded.push(c.payment_intent);
    }
    return { captured, refunded, succeeded };
  }
  const rows = await db.testPaymentIntent.findMany({
    where: { id: { in: [...r.intents] }, status: "succeeded" },
  });
  return {
    captured: rows.reduce((s, x) => s + x.amount, 0),
    refunded: rows.reduce((s, x) => s + x.amountRefunded, 0),
    succeeded: rows.map((x) => x.id),
  };
}

async function assertInvariants(r: Real) {
  const p = await provider(r);
  const movements = await db.moneyMovement.findMany({
    where: { intentId: { in: [...r.intents] } },
  });
  // Charges and tips: both were captured with the one payment.
  const charged = movements
    .filter((x) => x.kind === "charge" || x.kind === "tip")
    .reduce((s, x) => s + x.amount, 0);
  const refunded = movements.filter((x) => x.kind === "refund").reduce((s, x) => s + x.amount, 0);
  // Nothing lost, nothing doubled.
  expect({ charged, refunded }).toEqual({ charged: p.captured, refunded: p.refunded });
  expect(p.captured - p.refunded).toBe(await keptByLines(r.w.customer.user.id));
  // Every succeeded intent is recorded.
  const recorded = new Set(movements.filter((x) => x.kind === "charge").map((x) => x.intentId));
  for (const id of p.succeeded) expect(recorded.has(id)).toBe(true);
  // No line refunded twice; each paid line charged its own amount, once.
  const lines = await db.booking.findMany({ where: { userId: r.w.customer.user.id } });
  for (const line of lines) {
    // A cancellation's refund is made at once (the provider never fails here).
    if (line.refundRequestedAt) expect(line.paymentStatus).toBe("refunded");
    const mine = movements.filter((x) => x.bookingId === line.id);
    expect(mine.filter((x) => x.kind === "refund").length).toBeLessThanOrEqual(1);
    const charges = mine.filter((x) => x.kind === "charge");
    const tips = mine.filter((x) => x.kind === "tip");
    if (line.paymentStatus === "paid" || line.paymentStatus === "refunded") {
      expect(charges.map((x) => x.amount)).toEqual([line.paymentAmount! - line.tipCents]);
      expect(tips.map((x) => x.amount)).toEqual(line.tipCents ? [line.tipCents] : []);
    } else {
      expect(charges).toEqual([]);
      expect(tips).toEqual([]);
    }
  }
  // Slots are exactly the orders with an open line (one per kitchen order, "The kitchen
  // order"), trays exactly those of the open lines.
  for (const caterer of [r.w.rosa.caterer, r.w.bea.caterer]) {
    const dates = await db.availability.findMany({ where: { catererId: caterer.id } });
    for (const d of dates) {
      const open = await db.booking.findMany({
        where: { catererId: caterer.id, eventDate: d.date, status: { not: "cancelled" } },
      });
      expect(d.currentOrders).toBe(new Set(open.map((b) => b.orderId)).size);
      expect(Number(d.currentTrays)).toBeCloseTo(
        open.reduce((s, b) => s + Number(b.trayUnits), 0),
        5,
      );
    }
  }
}

const addLine = fc
  .tuple(
    fc.constantFrom("rosa" as const, "bea" as const),
    fc.constantFrom("medium" as const, "large" as const),
    fc.integer({ min: 1, max: 3 }),
  )
  .map(([k, s, q]) => new AddLine(k, s, q));
const checkoutCart = fc.boolean().map((same) => new Checkout(same));
const payEvent = fc
  .tuple(fc.nat(20), fc.option(fc.nat(6000), { nil: undefined, freq: 2 }))
  .map(([n, tip]) => new PayEvent(n, tip));

// fc.commands picks among these uniformly: the steps that build and pay events are listed
// twice, so sequences reach the interesting states more often.
const commands = (webhooks: boolean) =>
  fc.commands(
    [
      addLine,
      addLine,
      checkoutCart,
      checkoutCart,
      payEvent,
      payEvent,
      fc.nat(20).map((n) => new OpenPayPage(n)),
      fc.nat(20).map((n) => new PayStaleSecret(n)),
      fc.nat(20).map((n) => new TryPayLine(n)),
      fc
        .tuple(fc.nat(20), fc.constantFrom("customer" as const, "kitchen" as const))
        .map(([n, by]) => new CancelLine(n, by)),
      ...(webhooks ? [fc.nat(20).map((n) => new ReplayWebhook(n))] : []),
      fc.constant(new ExpireHolds()),
      fc.constant(new Reconcile()),
    ],
    { maxCommands: 12 },
  );

describe.each(["stripe", "test"] as const)("money over random sequences (%s provider)", (kind) => {
  let fake: FakeStripe | null = null;
  let restoreEnv: () => void;
  beforeAll(async () => {
    await resetDatabase();
    if (kind === "stripe") fake = await startFakeStripe();
    restoreEnv = setEnv(fake ? fake.env(WEBHOOK_SECRET) : {});
    // Replays and stale payments are logged by the app as they should be; keep the output.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(async () => {
    restoreEnv();
    await fake?.close();
    jest.restoreAllMocks();
  });

  it(
    `captured - refunded = ledger = kept by lines, after every sequence (${runs(kind)} sequences)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(commands(kind === "stripe"), async (cmds) => {
          fake?.reset();
          const real: Real = {
            w: await moneyWorld(),
            fake,
            intents: new Set(),
            clock: new Date(),
          };
          // Every sequence starts from one unpaid event of two kitchens.
          const first = await checkedOut(real.w.customer, twoKitchens(real.w), 10);
          const model: Model = {
            cartLines: 0,
            events: [{ id: first.eventId, lines: first.bookingIds }],
            secrets: [],
            deliveries: [],
            nextDay: 1,
          };
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          await assertInvariants(real);
        }),
        { numRuns: runs(kind), seed: Number(process.env.MONEY_MODEL_SEED) || undefined },
      );
    },
    runs(kind) * stepTimeout,
  );
});

afterAll(() => db.$disconnect());
