import {
  DEFAULT_PLATFORM_FEE_BPS,
  earningStatus,
  feeBpsFor,
  feeCents,
  feeLabel,
  heldHint,
  lineFeeCents,
  lineKitchenShareCents,
  lineSettled,
  payoutStateOf,
  platformFeeBps,
  receivableLeftCents,
  receivableReasonLabel,
  type PayoutLine,
} from "@/lib/money/payouts";

const env = (PLATFORM_FEE_BPS?: string) =>
  (PLATFORM_FEE_BPS === undefined ? {} : { PLATFORM_FEE_BPS }) as unknown as NodeJS.ProcessEnv;

const line = (over: Partial<PayoutLine & { refundRequestedAt: Date | null }> = {}) => ({
  status: "completed",
  paymentStatus: "paid",
  totalPrice: 19000,
  paymentAmount: 19000,
  refundAmount: null,
  platformFeeBps: 1000,
  refundRequestedAt: null,
  ...over,
});

describe("platform fee", () => {
  it("reads PLATFORM_FEE_BPS from 0 to 10,000, else 10%", () => {
    expect(platformFeeBps(env())).toBe(DEFAULT_PLATFORM_FEE_BPS);
    expect(platformFeeBps(env("1500"))).toBe(1500);
    expect(platformFeeBps(env("0"))).toBe(0);
    for (const bad of ["-1", "10001", "12.5", "ten", ""]) {
      expect(platformFeeBps(env(bad))).toBe(1000);
    }
  });

  it("is nothing for a grandfathered kitchen", () => {
    expect(feeBpsFor({ isGrandfathered: true }, 1000)).toBe(0);
    expect(feeBpsFor({ isGrandfathered: false }, 1000)).toBe(1000);
  });

  it("rounds to the nearest cent", () => {
    expect(feeCents(19000, 1000)).toBe(1900);
    expect(feeCents(1005, 1000)).toBe(101);
    expect(feeCents(1004, 1000)).toBe(100);
  });
});

describe("a line's share", () => {
  it("is what the kitchen keeps minus the fee on it", () => {
    expect(lineFeeCents(line())).toBe(1900);
    expect(lineKitchenShareCents(line())).toBe(17100);
    // Half refunded under a policy: the fee is on the kept half only.
    const half = line({ status: "cancelled", paymentStatus: "refunded", refundAmount: 9500 });
    expect(lineFeeCents(half)).toBe(950);
    expect(lineKitchenShareCents(half)).toBe(8550);
    const all = line({ status: "cancelled", paymentStatus: "refunded" });
    expect([lineFeeCents(all), lineKitchenShareCents(all)]).toEqual([0, 0]);
    // Paid before fees existed.
    expect(lineKitchenShareCents(line({ platformFeeBps: null }))).toBe(19000);
  });

  it("is due once the line is completed, or cancelled with its refund made", () => {
    expect(lineSettled(line())).toBe(true);
    expect(lineSettled(line({ status: "confirmed" }))).toBe(false);
    expect(lineSettled(line({ paymentStatus: "pending" }))).toBe(false);
    expect(lineSettled(line({ status: "cancelled", refundRequestedAt: new Date() }))).toBe(false);
    expect(lineSettled(line({ status: "cancelled", paymentStatus: "refunded" }))).toBe(true);
    expect(lineSettled(line({ status: "cancelled" }))).toBe(true); // the policy kept it all
  });
});

describe("payout state and earning status", () => {
  it("follows the connected account", () => {
    expect(payoutStateOf(null)).toBe("not_started");
    const a = {
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: 2,
    };
    expect(payoutStateOf(a)).toBe("details_needed");
    expect(payoutStateOf({ ...a, detailsSubmitted: true, requirementsDue: 0 })).toBe("verified");
    expect(payoutStateOf({ ...a, payoutsEnabled: true })).toBe("payouts_enabled");
  });

  it("is pending, held, on its way, paid out or returned", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const sent = (daysAgo: number) => ({
      status: "sent",
      sentAt: new Date(now.getTime() - daysAgo * 86_400_000),
    });
    expect(earningStatus(line({ status: "confirmed" }), null, now)).toBe("pending");
    expect(earningStatus(line(), null, now)).toBe("held");
    expect(earningStatus(line(), { status: "failed", sentAt: null }, now)).toBe("held");
    expect(earningStatus(line(), sent(1), now)).toBe("on_its_way");
    expect(earningStatus(line(), sent(2), now)).toBe("paid_out");
    expect(
      earningStatus(line({ status: "cancelled", paymentStatus: "refunded" }), sent(3), now),
    ).toBe("returned");
  });
});

describe("the earnings page's words", () => {
  it("says why a line pays no fee", () => {
    expect(feeLabel(1000, false)).toBe("Fee (10%)");
    expect(feeLabel(1250, false)).toBe("Fee (12.50%)");
    expect(feeLabel(0, true)).toBe("Fee (0%: founding kitchen)");
    expect(feeLabel(0, false)).toBe("Fee (0%)");
    expect(feeLabel(null, false)).toBe("Fee (none: paid before fees)");
  });

  it("says what held money waits for", () => {
    expect(heldHint("payouts_enabled")).toBe("Sent with the next transfer");
    for (const state of ["not_started", "details_needed", "verified"] as const) {
      expect(heldHint(state)).toBe("Set up payouts to receive it");
    }
  });
});

describe("what a kitchen owes, in words", () => {
  it("names each known reason and shows a newer one plainly", () => {
    expect(receivableReasonLabel("balance_short")).toBe(
      "A refund after your payout, when your Stripe balance was empty",
    );
    expect(receivableReasonLabel("recovered_share_returned")).toBe(
      "A refund of an order whose earnings had paid an earlier amount owed",
    );
    expect(receivableReasonLabel("dispute_lost")).toBe("dispute lost");
  });
});

describe("what a kitchen still owes", () => {
  it("is a receivable's amount less what its later transfers kept", () => {
    expect(receivableLeftCents({ amountCents: 17_800, recoveredCents: 4_950 })).toBe(12_850);
    expect(receivableLeftCents({ amountCents: 17_800, recoveredCents: 17_800 })).toBe(0);
  });
});
