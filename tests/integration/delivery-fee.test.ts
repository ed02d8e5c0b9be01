/**
 * The delivery fee is charged (docs/product-rules.md §23), with the built-in test provider
 * and with the real Stripe SDK against the fake Stripe API, the same way:
 *
 * - the cart and checkout name each kitchen's fee for the address's ZIP; checkout fixes it
 *   on the kitchen order's lines, split by price to the cent; a kitchen that does not
 *   deliver there (its area not set) charges none;
 * - the event's one charge is food + fees + tip; the ledger writes the fee as its own kind
 *   in the charge's transaction, and the platform's fee is on the food only;
 * - a cancelled line gives its fee share back; a completed line sends it to the kitchen in
 *   full, with its food share after the platform's fee and its tip.
 *
 * Every expected amount is worked out by hand below from the prices, never by the code
 * under test.
 */
import { GET as cartGet } from "@/app/api/cart/route";
import { GET as orderGet } from "@/app/api/orders/[id]/route";
import { db } from "@/lib/server/db";
import { renderEmail } from "@/lib/server/jobs/emails";
import { getEarnings } from "@/lib/server/money/payouts/earnings";
import {
  completeTestOnboarding,
  startPayoutOnboarding,
} from "@/lib/server/money/payouts/onboarding";
import { addDaysIso, todayIso } from "@/lib/dates";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  addLines,
  checkout,
  deliver,
  eventBody,
  eventIntent,
  moneyWorld,
  payWithCard,
  putEvent,
  setStatus,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";
import { setDeliveryArea } from "../support/delivery-area";
import { makeDish } from "../support/fixtures";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { lineLedger } from "../support/payouts";
import { resetDatabase } from "../support/reset-db";

type Provider = "test" | "stripe";
let fake: FakeStripe | null = null;
let restoreEnv: () => void;
let w: MoneyWorld;

const ADDRESS = "1 Court St, Brooklyn, NY 11215";

/** Rosa: ZIP 11201, a $7.00 zone listing 11215 and a $15.00 radius of 3 miles; Bea: no area. */
const setRosaArea = () =>
  setDeliveryArea(w.rosa.actor, {
    zipCode: "11201",
    zones: [
      { zipCodes: "11215", fee: "7" },
      { radiusMiles: "3", fee: "15" },
    ],
  });

async function onboardRosa(provider: Provider) {
  const { url } = await startPayoutOnboarding(w.rosa.actor);
  const { stripeAccountId } = await db.caterer.findUniqueOrThrow({
    where: { id: w.rosa.caterer.id },
  });
  if (provider === "test") {
    expect(url).toContain("test-onboarding");
    await completeTestOnboarding(w.rosa.actor, stripeAccountId!);
    return;
  }
  fake!.completeOnboarding(stripeAccountId!);
  const event = fake!.event(
    "account.updated",
    fake!.accounts.get(stripeAccountId!),
    WEBHOOK_SECRET,
  );
  expect((await deliver(event.payload, event.signature)).status).toBe(200);
}

/** The amounts the provider sent to Rosa's account, by transfer. */
async function rosaTransfers(provider: Provider): Promise<number[]> {
  if (provider === "stripe") return [...fake!.transfers.values()].map((t) => t.amount);
  return (await db.testTransfer.findMany({ orderBy: { createdAt: "asc" } })).map((t) => t.amount);
}

/** The intent's amount at the provider. */
async function intentAmount(provider: Provider, clientSecret: string): Promise<number> {
  const id = clientSecret.split("_secret_")[0]!;
  if (provider === "stripe") return fake!.intents.get(id)!.amount;
  return (await db.testPaymentIntent.findUniqueOrThrow({ where: { id } })).amount;
}

const kinds = async (bookingId: number) =>
  (await db.moneyMovement.findMany({ where: { bookingId }, orderBy: { id: "asc" } })).map(
    (m) => `${m.kind}:${m.amount}`,
  );

describe.each<Provider>(["test", "stripe"])("the delivery fee (%s provider)", (provider) => {
  beforeAll(async () => {
    if (provider === "stripe") {
      fake = await startFakeStripe();
      restoreEnv = setEnv(fake.env(WEBHOOK_SECRET));
    } else {
      fake = null;
      restoreEnv = setEnv({});
    }
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(async () => {
    restoreEnv();
    await fake?.close();
    jest.restoreAllMocks();
  });
  beforeEach(async () => {
    await resetDatabase();
    fake?.reset();
    w = await moneyWorld();
    await setRosaArea();
  });

  /**
   * Rosa: lasagna 2 large ($190.00) and ravioli 1 medium ($55.00); Bea: tiramisu 1 medium
   * ($40.00). Checked out to ZIP 11215, 10 days ahead.
   */
  async function checkedOutTo11215() {
    const ravioli = await makeDish(w.rosa.caterer.id, "55.00", "95.00", "Ravioli");
    expect(
      (
        await addLines(w.customer, [
          { dishId: w.lasagna.id, traySize: "large", quantity: 2 },
          { dishId: ravioli.id, traySize: "medium", quantity: 1 },
          { dishId: w.tiramisu.id, traySize: "medium", quantity: 1 },
        ])
      ).status,
    ).toBe(201);
    const body = { ...eventBody(addDaysIso(todayIso(), 10)), deliveryAddress: ADDRESS };
    expect((await putEvent(w.customer, body)).status).toBe(200);

    // The cart names Rosa's fee for 11215 (the $7.00 list zone beats the $15.00 radius);
    // Bea has not set her area: no fee.
    const cart = (await call(cartGet, "/api/cart", { token: w.customer.token })).json;
    expect(
      cart.kitchens.map((k: { catererName: string; deliveryFeeCents: number | null }) => [
        k.catererName,
        k.deliveryFeeCents,
      ]),
    ).toEqual([
      ["Rosa's Kitchen", 700],
      ["Bea's Kitchen", null],
    ]);
    expect(cart).toMatchObject({ totalCents: 28500, deliveryCents: 700 });

    const res = await checkout(w.customer);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ totalCents: 28500, deliveryCents: 700 });
    return res.json as { eventId: number; bookingIds: [number, number, number] };
  }

  it("charges each kitchen order's fee once, splits it by price, records it uncommissioned, and refunds a cancelled line's share", async () => {
    const { eventId, bookingIds } = await checkedOutTo11215();
    const [lasagna, ravioli, tiramisu] = bookingIds;
    // $7.00 over $190.00 and $55.00: 542.86 and 157.14 -> 542 + 157 = 699, the cent left to
    // the larger remainder: 543 and 157.
    const lines = await db.booking.findMany({ where: { eventId }, orderBy: { id: "asc" } });
    expect(lines.map((l) => [l.id, l.totalPrice, l.deliveryFeeCents])).toEqual([
      [lasagna, 19000, 543],
      [ravioli, 5500, 157],
      [tiramisu, 4000, 0],
    ]);
    // The event's own total stays the food (the spec's totalPrice).
    expect((await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } })).totalPrice).toBe(
      28500,
    );

    // The one charge: $285.00 of food, $7.00 of delivery and a $10.00 tip.
    const res = await eventIntent(w.customer, eventId, 1000);
    expect(res.status).toBe(200);
    expect(res.json.amount).toBe(28500 + 700 + 1000);
    expect(await intentAmount(provider, res.json.clientSecret)).toBe(30200);
    expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);

    // The tip split by what each line owed: 19543, 5657, 4000 of 29200 -> 669.28, 193.73,
    // 136.99 -> 669 + 193 + 136 = 998, the 2 cents left to .99 and .73: 669, 194, 137.
    expect(await kinds(lasagna)).toEqual([
      "charge:19000",
      "tip:669",
      "delivery_fee:543",
      "fee:1900",
    ]);
    expect(await kinds(ravioli)).toEqual(["charge:5500", "tip:194", "delivery_fee:157", "fee:550"]);
    expect(await kinds(tiramisu)).toEqual(["charge:4000", "tip:137", "fee:400"]);
    const paid = await db.booking.findMany({ where: { eventId }, orderBy: { id: "asc" } });
    expect(paid.map((l) => [l.paymentStatus, l.paymentAmount])).toEqual([
      ["paid", 19000 + 669 + 543],
      ["paid", 5500 + 194 + 157],
      ["paid", 4000 + 137],
    ]);

    // The receipt says how much of the payment was delivery.
    const receipt = await db.emailOutbox.findFirstOrThrow({ where: { template: "event-receipt" } });
    expect(receipt.data).toMatchObject({ amountCents: 30200, deliveryFeeCents: 700 });
    const rendered = await renderEmail("event-receipt", receipt.data as never);
    expect(rendered.text).toMatch(/Of which delivery:? \$7\.00/);

    // Rosa's order shows its fee beside the spec's food total.
    const order = await call(orderGet, `/api/orders/${lasagna}`, {
      token: w.customer.token,
      params: { id: String(lasagna) },
    });
    expect(order.status).toBe(200);
    expect(order.json.money).toMatchObject({
      totalCents: 24500,
      deliveryFeeCents: 700,
      chargedCents: 24500 + 700 + 669 + 194,
      dueCents: 0,
    });

    // The admin cancels the ravioli: its food, its tip and its delivery share all go back,
    // and so does the platform's fee on it.
    expect((await setStatus(w.admin, ravioli, "cancelled", "Out of ricotta")).status).toBe(200);
    expect(await lineLedger(ravioli)).toMatchObject({
      charged: 5851,
      refunded: 5851,
      fee: 0,
      transferred: 0,
      held: 0,
    });

    // Rosa gets paid for the lasagna: the food after 10%, and all of its delivery and tip.
    await onboardRosa(provider);
    expect((await setStatus(w.admin, lasagna, "completed")).status).toBe(200);
    const share = 19000 - 1900 + 543 + 669;
    expect(await lineLedger(lasagna)).toMatchObject({
      charged: 20212,
      fee: 1900,
      transferred: share,
      held: 0,
    });
    expect(await rosaTransfers(provider)).toEqual([share]);

    // Her earnings page says so.
    const earnings = await getEarnings(w.rosa.actor);
    const row = earnings.rows.find((r) => r.bookingId === lasagna)!;
    expect(row).toMatchObject({
      chargedCents: 20212,
      deliveryFeeCents: 543,
      tipCents: 669,
      feeCents: 1900,
      earningCents: share,
    });
  });

  it("gives the whole fee share back when the customer cancels under a policy that keeps part of the food", async () => {
    // Rosa's strict policy gives half of the food back more than 7 days ahead; the event is
    // 10 days ahead.
    await db.caterer.update({
      where: { id: w.rosa.caterer.id },
      data: { cancellationPolicy: "strict" },
    });
    const ravioli = await makeDish(w.rosa.caterer.id, "55.00", "95.00", "Ravioli");
    expect(
      (await addLines(w.customer, [{ dishId: ravioli.id, traySize: "medium", quantity: 2 }]))
        .status,
    ).toBe(201);
    const body = { ...eventBody(addDaysIso(todayIso(), 10)), deliveryAddress: ADDRESS };
    expect((await putEvent(w.customer, body)).status).toBe(200);
    const out = await checkout(w.customer);
    expect(out.status).toBe(201);
    const line = out.json.bookingIds[0] as number;
    const res = await eventIntent(w.customer, out.json.eventId);
    expect(res.json.amount).toBe(11000 + 700);
    expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);

    expect((await setStatus(w.customer, line, "cancelled")).status).toBe(200);
    const after = await db.booking.findUniqueOrThrow({ where: { id: line } });
    // Half of the $110.00 of food, and all of the $7.00 fee.
    expect(after).toMatchObject({ paymentStatus: "refunded", refundAmount: 5500 + 700 });
    expect(await lineLedger(line)).toMatchObject({
      charged: 11700,
      refunded: 6200,
      fee: 550,
    });
  });
});
