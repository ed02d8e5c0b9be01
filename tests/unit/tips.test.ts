/** Tips in the one money model (docs/product-rules.md §19). */
import {
  cancellationRefundCents,
  lineChargedCents,
  linePriceKeptCents,
  lineRefundedCents,
  lineTipKeptCents,
  maxTipCents,
  splitCentsByAmount,
  tipForPercent,
  type MoneyLine,
} from "@/lib/money/amounts";
import { earningStatus, lineFeeCents, lineKitchenShareCents } from "@/lib/money/payouts";
import fc from "fast-check";

const paid = (over: Partial<MoneyLine> = {}): MoneyLine & { platformFeeBps: number } => ({
  status: "confirmed",
  paymentStatus: "paid",
  totalPrice: 19000,
  paymentAmount: 19000 + 2850,
  refundAmount: null,
  tipCents: 2850,
  platformFeeBps: 1000,
  ...over,
});

describe("tip choices", () => {
  it("computes a percentage of what is due, rounded to the cent", () => {
    expect(tipForPercent(19000, 15)).toBe(2850);
    expect(tipForPercent(1999, 15)).toBe(300); // 299.85
    expect(tipForPercent(1990, 10)).toBe(199);
    expect(tipForPercent(3, 15)).toBe(0); // 0.45
  });
  it("caps a tip at the amount due", () => {
    expect(maxTipCents(19000)).toBe(19000);
  });
});

describe("an event's tip split by line amount", () => {
  it("gives each line its share and the odd cents by largest remainder", () => {
    expect(splitCentsByAmount(3450, [19000, 4000])).toEqual([2850, 600]);
    expect(splitCentsByAmount(1001, [19000, 4000])).toEqual([827, 174]);
    expect(splitCentsByAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCentsByAmount(0, [5, 5])).toEqual([0, 0]);
    expect(splitCentsByAmount(7, [])).toEqual([]);
  });
  it("always adds up to the tip exactly, never below zero, in order of amount", () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 8 }),
        (tip, amounts) => {
          const shares = splitCentsByAmount(tip, amounts);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(tip);
          const total = amounts.reduce((s, a) => s + a, 0);
          shares.forEach((share, i) => {
            // Each share is within one cent of its exact proportion.
            expect(Math.abs(share - (tip * amounts[i]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe("a tipped line", () => {
  it("is charged with its price and pays no fee on the tip", () => {
    const line = paid();
    expect(lineChargedCents(line)).toBe(21850);
    expect(lineTipKeptCents(line)).toBe(2850);
    expect(linePriceKeptCents(line)).toBe(19000);
    expect(lineFeeCents(line)).toBe(1900);
    expect(lineKitchenShareCents(line)).toBe(19000 - 1900 + 2850);
  });
  it("gives the whole tip back with any refund, whatever the policy keeps", () => {
    // Moderate, 48 hours ahead: half the price back, and all of the tip.
    const refund = cancellationRefundCents(paid(), "customer", "moderate", 48);
    expect(refund).toBe(9500 + 2850);
    const cancelled = paid({
      status: "cancelled",
      paymentStatus: "refunded",
      refundAmount: refund,
    });
    expect(lineRefundedCents(cancelled)).toBe(12350);
    expect(lineTipKeptCents(cancelled)).toBe(0);
    expect(lineFeeCents(cancelled)).toBe(950);
    expect(lineKitchenShareCents(cancelled)).toBe(9500 - 950);
    // Nothing back by the policy: still the tip.
    expect(cancellationRefundCents(paid(), "customer", "strict", 30)).toBe(2850 + 0);
    expect(cancellationRefundCents(paid(), "admin", null, 300)).toBe(21850);
  });
  it("without a tip, is the model it always was", () => {
    const line = paid({ tipCents: undefined, paymentAmount: 19000 });
    expect(lineChargedCents(line)).toBe(19000);
    expect(cancellationRefundCents(line, "customer", "moderate", 48)).toBe(9500);
  });
});

describe("a line completed again after an admin reopened it", () => {
  it("is held, not on its way, while its transfer stands reversed in full", () => {
    const line = paid({ status: "completed" });
    const sentAt = new Date("2026-01-01T00:00:00Z");
    const now = new Date("2026-01-01T01:00:00Z");
    const sent = { status: "sent", sentAt, amount: 19000, reversedAmount: 0 };
    expect(earningStatus(line, sent, now)).toBe("on_its_way");
    expect(earningStatus(line, { ...sent, reversedAmount: 19000 }, now)).toBe("held");
  });
});
