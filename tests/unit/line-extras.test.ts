/**
 * A line's extras come from one table (lib/money/line-extras.ts): the sums, the ledger's
 * kinds and words follow it (docs/architecture.md, "A new kind of line item").
 */
import { MoneyMovementKind } from "@/lib/generated/prisma/enums";
import {
  cancellationRefundCents,
  lineAmountDueCents,
  lineChargeCents,
  lineChargedCents,
  lineDeliveryKeptCents,
  lineKeptCents,
  linePriceKeptCents,
  lineRefundedCents,
  lineTipKeptCents,
  type MoneyLine,
} from "@/lib/money/amounts";
import { CHARGED_KINDS, LEDGER_KIND_LABELS, ledgerTotals } from "@/lib/money/ledger-totals";
import { LINE_EXTRA_COLUMNS, LINE_EXTRAS } from "@/lib/money/line-extras";
import { lineFeeCents, lineKitchenShareCents } from "@/lib/money/payouts";

describe("the table of extras", () => {
  it("gives each extra a charged kind, its label and its column", () => {
    for (const e of LINE_EXTRAS) {
      expect(CHARGED_KINDS).toContain(e.kind);
      expect(LEDGER_KIND_LABELS[e.kind]).toBe(e.label);
      expect(LINE_EXTRA_COLUMNS[e.field]).toBe(true);
    }
    expect(CHARGED_KINDS).toEqual(["charge", "tip", "delivery_fee"]);
    expect(new Set(LINE_EXTRAS.map((e) => e.kind)).size).toBe(LINE_EXTRAS.length);
    expect(new Set(LINE_EXTRAS.map((e) => e.field)).size).toBe(LINE_EXTRAS.length);
  });

  it("has a label for every kind of the ledger's enum", () => {
    for (const kind of Object.values(MoneyMovementKind)) {
      expect(LEDGER_KIND_LABELS[kind]).toEqual(expect.any(String));
    }
  });
});

// $100.00 of food, an $8.00 delivery fee share and a $15.00 tip; 10% fee.
const line = (over: Partial<MoneyLine> = {}): MoneyLine & { platformFeeBps: number } => ({
  status: "confirmed",
  paymentStatus: "paid",
  totalPrice: 10000,
  deliveryFeeCents: 800,
  tipCents: 1500,
  paymentAmount: 12300,
  refundAmount: null,
  platformFeeBps: 1000,
  ...over,
});

describe("a line with both extras, worked out by hand", () => {
  it("owes price and delivery before payment, and is charged all three", () => {
    const unpaid = line({ paymentStatus: "pending", paymentAmount: null });
    expect(lineAmountDueCents(unpaid)).toBe(10000 + 800);
    expect(lineChargeCents(unpaid)).toBe(10000 + 800 + 1500);
    expect(lineChargedCents(unpaid)).toBe(0);
  });

  it("keeps both extras whole and pays the fee on the price only", () => {
    const paid = line();
    expect(lineChargedCents(paid)).toBe(12300);
    expect(lineKeptCents(paid)).toBe(12300);
    expect(linePriceKeptCents(paid)).toBe(10000);
    expect(lineFeeCents(paid)).toBe(1000);
    expect(lineKitchenShareCents(paid)).toBe(12300 - 1000);
  });

  it("gives both extras back in full with a policy's share of the price", () => {
    // Moderate, 48 hours ahead: half the price, all of the delivery fee and the tip.
    const refund = cancellationRefundCents(line(), "customer", "moderate", 48);
    expect(refund).toBe(5000 + 800 + 1500);
    const cancelled = line({ status: "cancelled", paymentStatus: "refunded", refundAmount: refund });
    expect(lineRefundedCents(cancelled)).toBe(7300);
    expect(lineKeptCents(cancelled)).toBe(5000);
    expect(lineTipKeptCents(cancelled)).toBe(0);
    expect(lineDeliveryKeptCents(cancelled)).toBe(0);
    expect(linePriceKeptCents(cancelled)).toBe(5000);
    expect(lineFeeCents(cancelled)).toBe(500);
  });

  it("adds up in the ledger's totals from its rows", () => {
    const totals = ledgerTotals([
      { kind: "charge", amount: 10000 },
      { kind: "tip", amount: 1500 },
      { kind: "delivery_fee", amount: 800 },
      { kind: "fee", amount: 1000 },
    ]);
    expect(totals).toMatchObject({ chargedCents: 12300, tipCents: 1500, deliveryFeeCents: 800 });
    expect(totals.feeCents).toBe(1000);
  });
});

describe("a new extra is one entry", () => {
  it("is due, charged, commissioned and labelled as its entry says", async () => {
    // A service fee due at checkout and commissioned, added to the table only.
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@/lib/money/line-extras", () => {
        const actual = jest.requireActual("@/lib/money/line-extras");
        const serviceFee = {
          field: "serviceFeeCents",
          kind: "service_fee",
          label: "Charged (service fee)",
          commissioned: true,
          due: "checkout",
        };
        return { ...actual, LINE_EXTRAS: [...actual.LINE_EXTRAS, serviceFee] };
      });
      const amounts = await import("@/lib/money/amounts");
      const ledger = await import("@/lib/money/ledger-totals");
      const withFee = { ...line({ paymentAmount: 12300 + 500 }), serviceFeeCents: 500 };
      expect(amounts.lineAmountDueCents({ ...withFee, paymentStatus: "pending" })).toBe(11300);
      expect(amounts.lineChargeCents(withFee)).toBe(12800);
      expect(amounts.linePriceKeptCents(withFee)).toBe(10500);
      expect(amounts.cancellationRefundCents(withFee, "customer", "moderate", 48)).toBe(7800);
      expect(ledger.CHARGED_KINDS).toContain("service_fee");
      expect((ledger.LEDGER_KIND_LABELS as Record<string, string>).service_fee).toBe(
        "Charged (service fee)",
      );
    });
  });
});
