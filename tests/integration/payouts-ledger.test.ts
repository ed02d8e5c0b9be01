/**
 * The payout ledger over random sequences (docs/product-rules.md §19), like the money model
 * test: fast-check drives the real routes, domain functions and database through paying
 * events of two kitchens, completing lines, cancellations by the customer (Bea's policy
 * keeps half), the kitchen and an admin (a refund after the transfer), an admin reopening a
 * line (its transfer reversed, sent again when it completes again), tips (none, 10/15/20%
 * or an amount, split across the event's lines), kitchens onboarding at any point, provider
 * outages (Stripe only) and the payouts job, under Stripe (the real SDK against the fake
 * Stripe API) and the built-in test provider. Once the retries have run, for every line,
 * with amounts computed here from the line's row (never by lib/money's helpers):
 *
 * - the ledger's charge, tip, refund and fee rows are what the line was paid and got back,
 *   and the fee is 10% of what the kitchen keeps of the line's price (never of the tip);
 * - what the platform still holds for the kitchen, held = charged - refunded - fee -
 *   transferred, is 0 for a settled line of a kitchen that can be paid and the whole share
 *   otherwise (the old "charged = transferred + fee + refunded + held" was a tautology:
 *   held was defined as its remainder);
 * - a settled line of a kitchen that can be paid has transferred its whole share (its tip
 *   included), and anything else holds its share (nothing is transferred early);
 * - no transfer without a succeeded charge, one transfer per completion round (nothing
 *   transferred twice), and the provider's transfers net of reversals equal the ledger's;
 * - an event's tip rows add up to the tip it was paid with, to the cent.
 *
 * Mutations of the product tried (issue "Money in the real world"): the whole fee given
 * back on a partial refund is never reached here (every event is 10+ days out, so no
 * partial refund); a customer's cancellation refunding nothing was caught by "a cancelled
 * paid line 10+ days out is refunded in full" in the test provider's 20 sequences, but not
 * in the Stripe 30 of the same run nor in 8 per provider: a cancellation of a paid line is
 * a rare path of these random sequences; a refunded line still paid out was not caught in
 * 8 per provider; fractional tips are never sent. money-model.test.ts, which reaches each
 * case in a known share, catches all three; bad-input-properties.test.ts the tips.
 */
import fc from "fast-check";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { eventAmountDueCents, tipForPercent } from "@/lib/money/amounts";
import { db } from "@/lib/server/db";
import {
  completeTestOnboarding,
  startPayoutOnboarding,
} from "@/lib/server/money/payouts/onboarding";
import { addDaysIso, todayIso } from "@/lib/dates";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  addLines,
  checkedOut,
  checkout,
  eventBody,
  eventIntent,
  moneyWorld,
  payWithCard,
  putEvent,
  setStatus,
  twoKitchens,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { lineLedger, lineTipCents } from "../support/payouts";
import { resetDatabase } from "../support/reset-db";
import { transferDueNow, retryRefundsNow } from "../support/work-queue";

/** Sequences in `npm test`, over both providers. */
const RUNS = { stripe: 30, test: 20 } as const;
const runs = (kind: keyof typeof RUNS) => Number(process.env.PAYOUT_LEDGER_RUNS) || RUNS[kind];

type Model = { events: { id: number; lines: number[] }[]; nextDay: number };
type Real = { w: MoneyWorld; fake: FakeStripe | null };

const allLines = (m: Model) => m.events.flatMap((e) => e.lines);

class Checkout implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.events.length < 3;
  async run(m: Model, r: Real) {
    expect((await addLines(r.w.customer, twoKitchens(r.w))).status).toBe(201);
    const day = addDaysIso(todayIso(), 10 + m.nextDay++);
    expect((await putEvent(r.w.customer, eventBody(day))).status).toBe(200);
    const res = await checkout(r.w.customer);
    expect([201, 409]).toContain(res.status);
    if (res.status === 201) m.events.push({ id: res.json.eventId, lines: res.json.bookingIds });
  }
  toString = () => "Checkout";
}

/** No tip, a percentage of what is due, or an amount in cents. */
type TipChoice = { none: true } | { percent: number } | { cents: number };

class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly tip: TipChoice = { none: true },
    /** First ask with another tip (an intent the customer then changes). */
    readonly changedFrom: number | null = null,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const event = m.events[this.pick % m.events.length]!;
    const row = await db.cateringEvent.findUniqueOrThrow({
      where: { id: event.id },
      include: { bookings: true },
    });
    const due = eventAmountDueCents(row);
    const tip =
      "percent" in this.tip
        ? tipForPercent(due, this.tip.percent)
        : "cents" in this.tip
          ? Math.min(this.tip.cents, due)
          : undefined;
    if (this.changedFrom !== null) {
      const first = await eventIntent(r.w.customer, event.id, Math.min(this.changedFrom, due));
      expect([200, 409, 502]).toContain(first.status);
    }
    const res = await eventIntent(r.w.customer, event.id, tip);
    // 409: paid already, or every line cancelled; 502 while Stripe is down.
    expect([200, 409, 502]).toContain(res.status);
    if (res.status === 200) {
      expect(res.json.amount).toBe(due + (tip ?? 0));
      expect(await payWithCard(res.json.clientSecret, r.fake)).toBe(200);
    }
  }
  toString = () => `Pay(${this.pick}, ${JSON.stringify(this.tip)}, ${this.changedFrom})`;
}

/** An admin reopens a line (completed or cancelled -> confirmed or pending). */
class Reopen implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly to: "confirmed" | "pending",
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const lines = allLines(m);
    const res = await setStatus(r.w.admin, lines[this.pick % lines.length]!, this.to);
    expect([200, 409]).toContain(res.status);
  }
  toString = () => `Reopen(${this.pick}, ${this.to})`;
}

class Complete implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const lines = allLines(m);
    // The event day has not come in these worlds: an admin completes (the override).
    const res = await setStatus(r.w.admin, lines[this.pick % lines.length]!, "completed");
    expect([200, 409]).toContain(res.status);
  }
  toString = () => `Complete(${this.pick})`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly by: "customer" | "kitchen" | "admin",
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const lines = allLines(m);
    const id = lines[this.pick % lines.length]!;
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    const who =
      this.by === "customer"
        ? r.w.customer
        : this.by === "admin"
          ? r.w.admin
          : row.catererId === r.w.rosa.caterer.id
            ? r.w.rosa
            : r.w.bea;
    const res = await setStatus(who, id, "cancelled", "Plans changed");
    expect([200, 409]).toContain(res.status);
  }
  toString = () => `Cancel(${this.pick}, ${this.by})`;
}

class Onboard implements fc.AsyncCommand<Model, Real> {
  constructor(readonly kitchen: "rosa" | "bea") {}
  check = () => true;
  async run(m: Model, r: Real) {
    const who = r.w[this.kitchen];
    const before = await db.caterer.findUniqueOrThrow({ where: { id: who.caterer.id } });
    if (before.payoutState === "payouts_enabled") return;
    try {
      await startPayoutOnboarding(who.actor);
    } catch (error) {
      expect(r.fake && (error as { code?: string }).code).toBe("provider_unavailable");
      return;
    }
    const { stripeAccountId } = await db.caterer.findUniqueOrThrow({
      where: { id: who.caterer.id },
    });
    if (!r.fake) {
      await completeTestOnboarding(who.actor, stripeAccountId!);
      return;
    }
    const event = r.fake.event(
      "account.updated",
      r.fake.completeOnboarding(stripeAccountId!),
      WEBHOOK_SECRET,
    );
    const res = await call(webhookRoute, "/api/webhooks/stripe", {
      rawBody: event.payload,
      headers: { "stripe-signature": event.signature },
    });
    expect([200, 502]).toContain(res.status);
    void m;
  }
  toString = () => `Onboard(${this.kitchen})`;
}

class RunJobs implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await retryRefundsNow();
    await transferDueNow();
    void m;
    void r;
  }
  toString = () => "RunJobs";
}

/** Stripe goes down or comes back (transfers, reversals and refunds fail meanwhile). */
class Outage implements fc.AsyncCommand<Model, Real> {
  constructor(readonly down: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.fake!.setDown(this.down);
    void m;
  }
  toString = () => `Outage(${this.down})`;
}

async function settleEverything(r: Real) {
  r.fake?.setDown(false);
  // Webhooks that Stripe would deliver again once the app answers: onboarding states.
  if (r.fake) {
    for (const account of r.fake.accounts.values()) {
      const event = r.fake.event("account.updated", account, WEBHOOK_SECRET);
      await call(webhookRoute, "/api/webhooks/stripe", {
        rawBody: event.payload,
        headers: { "stripe-signature": event.signature },
      });
    }
  }
  await retryRefundsNow();
  await transferDueNow();
}

async function providerTransferredNet(r: Real) {
  if (r.fake) {
    const all = [...r.fake.transfers.values()];
    return { net: all.reduce((s, t) => s + t.amount - t.amount_reversed, 0), count: all.length };
  }
  // This world's kitchens only (the test provider's tables outlive a sequence).
  const accounts = await db.caterer.findMany({
    where: { id: { in: [r.w.rosa.caterer.id, r.w.bea.caterer.id] } },
  });
  const all = await db.testTransfer.findMany({
    where: { destination: { in: accounts.map((a) => a.stripeAccountId ?? "") } },
  });
  return { net: all.reduce((s, t) => s + t.amount - t.amountReversed, 0), count: all.length };
}

/**
 * A line's money from its own row, with this file's arithmetic (docs/product-rules.md §11,
 * §19): charged is its price plus its tip once paid; a refund gives the whole tip back
 * first, then price; the fee is the line's fixed rate of the price kept, to the nearest
 * cent; the kitchen's share is the rest of what was kept.
 */
function expectedMoney(line: {
  status: string;
  paymentStatus: string;
  totalPrice: number;
  tipCents: number;
  paymentAmount: number | null;
  refundAmount: number | null;
  refundRequestedAt: Date | null;
  platformFeeBps: number | null;
}) {
  const charged = ["paid", "refunded"].includes(line.paymentStatus)
    ? line.totalPrice + line.tipCents
    : 0;
  const tip = charged ? line.tipCents : 0;
  const refunded = line.paymentStatus === "refunded" ? (line.refundAmount ?? charged) : 0;
  const priceKept = charged - tip - Math.max(0, refunded - tip);
  const fee = Math.floor((priceKept * (line.platformFeeBps ?? 0) + 5_000) / 10_000);
  const settled =
    charged > 0 &&
    (line.status === "completed" ||
      (line.status === "cancelled" && !(line.paymentStatus === "paid" && line.refundRequestedAt)));
  return { charged, tip, refunded, fee, share: charged - refunded - fee, settled };
}

async function assertInvariants(r: Real) {
  const lines = await db.booking.findMany({
    where: { userId: r.w.customer.user.id },
    include: { caterer: true, transfer: true },
  });
  let ledgerNet = 0;
  let sent = 0;
  const tipsByEvent = new Map<number, number>();
  for (const line of lines) {
    const l = await lineLedger(line.id);
    const at = `line ${line.id} (${line.status}, ${line.paymentStatus})`;
    const want = expectedMoney(line);
    // Every event here is 10 or more days ahead: a cancelled paid line gets its whole
    // charge back, whoever cancelled (every policy's first window, product-rules §11).
    if (line.status === "cancelled" && want.charged) {
      expect({ at, refunded: want.refunded }).toEqual({ at, refunded: want.charged });
    }
    // A paid line's charge is its price plus its tip (paymentAmount, written at payment).
    if (want.charged) expect({ at, paid: line.paymentAmount }).toEqual({ at, paid: want.charged });
    expect({ at, charged: l.charged, refunded: l.refunded, fee: l.fee }).toEqual({
      at,
      charged: want.charged,
      refunded: want.refunded,
      fee: want.fee,
    });
    // The tip is the line's share, charged with it, and never commissioned.
    const tip = await lineTipCents(line.id);
    expect({ at, tip }).toEqual({ at, tip: want.tip });
    if (line.eventId && tip) {
      tipsByEvent.set(line.eventId, (tipsByEvent.get(line.eventId) ?? 0) + tip);
    }
    // One transfer per completion round, ever; none without a succeeded charge.
    expect({ at, transfers: l.transfers <= (line.transfer?.round ?? 0) + 1 }).toEqual({
      at,
      transfers: true,
    });
    if (l.transfers) expect(l.charged).toBeGreaterThan(0);
    // The platform holds the kitchen's share until it is due and can be sent; then none.
    const payable = want.settled && line.caterer.payoutState === "payouts_enabled";
    expect({ at, transferred: l.transferred, held: l.held }).toEqual({
      at,
      transferred: payable ? want.share : 0,
      held: payable ? 0 : want.share,
    });
    ledgerNet += l.transferred;
    sent += l.transfers;
  }
  // An event's tip rows add up to the tip it was paid with.
  for (const [eventId, tips] of tipsByEvent) {
    const event = await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect({ eventId, tips }).toEqual({ eventId, tips: event.tipCents });
  }
  const provider = await providerTransferredNet(r);
  expect(provider).toEqual({ net: ledgerNet, count: sent });
}

const pick = fc.nat(20);
const commands = (stripe: boolean) =>
  fc.commands(
    [
      fc.constant(new Checkout()),
      pick.map((n) => new Pay(n)),
      fc
        .tuple(
          pick,
          fc.oneof(
            fc.constantFrom(10, 15, 20).map((percent): TipChoice => ({ percent })),
            fc.nat(4000).map((cents): TipChoice => ({ cents })),
          ),
          fc.option(fc.nat(3000), { nil: null }),
        )
        .map(([n, tip, changedFrom]) => new Pay(n, tip, changedFrom)),
      pick.map((n) => new Complete(n)),
      pick.map((n) => new Complete(n)),
      fc
        .tuple(pick, fc.constantFrom("confirmed" as const, "pending" as const))
        .map(([n, to]) => new Reopen(n, to)),
      fc
        .tuple(pick, fc.constantFrom("customer" as const, "kitchen" as const, "admin" as const))
        .map(([n, by]) => new Cancel(n, by)),
      fc.constantFrom("rosa" as const, "bea" as const).map((k) => new Onboard(k)),
      fc.constant(new RunJobs()),
      ...(stripe ? [fc.boolean().map((down) => new Outage(down))] : []),
    ],
    { maxCommands: 12 },
  );

describe.each(["stripe", "test"] as const)(
  "payout ledger over random sequences (%s provider)",
  (kind) => {
    let fake: FakeStripe | null = null;
    let restoreEnv: () => void;
    beforeAll(async () => {
      await resetDatabase();
      if (kind === "stripe") fake = await startFakeStripe();
      restoreEnv = setEnv(fake ? fake.env(WEBHOOK_SECRET) : {});
      // Outages and refused steps are logged by the app as they should be.
      jest.spyOn(console, "error").mockImplementation(() => {});
    });
    afterAll(async () => {
      restoreEnv();
      await fake?.close();
      jest.restoreAllMocks();
    });

    it(
      `each line's charge, refund, fee, transfer and held share are this file's arithmetic, after every sequence (${runs(kind)} sequences)`,
      async () => {
        await fc.assert(
          fc.asyncProperty(commands(kind === "stripe"), async (cmds) => {
            fake?.reset();
            const real: Real = { w: await moneyWorld(), fake };
            const first = await checkedOut(real.w.customer, twoKitchens(real.w), 10);
            const model: Model = {
              events: [{ id: first.eventId, lines: first.bookingIds }],
              nextDay: 1,
            };
            await fc.asyncModelRun(() => ({ model, real }), cmds);
            await settleEverything(real);
            await assertInvariants(real);
          }),
          { numRuns: runs(kind), seed: Number(process.env.PAYOUT_LEDGER_SEED) || undefined },
        );
      },
      runs(kind) * 60_000,
    );
  },
);

afterAll(() => db.$disconnect());
