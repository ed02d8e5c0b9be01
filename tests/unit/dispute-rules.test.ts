import {
  disputeHoldsPayout,
  feeTakeBackCents,
  isDisputeOpen,
  kitchenFeeOwedCents,
  kitchenFeeShares,
  lostTakeBackCents,
  mayMoveDispute,
  splitDisputedCents,
} from "@/lib/money/disputes/rules";

describe("which statuses hold a kitchen's money", () => {
  it.each([
    ["needs_response", true, true],
    ["under_review", true, true],
    ["lost", false, true],
    ["won", false, false],
  ] as const)("%s: open %s, holds %s", (status, open, holds) => {
    expect(isDisputeOpen(status)).toBe(open);
    expect(disputeHoldsPayout(status)).toBe(holds);
  });

  it("never reopens a decided dispute, and moves an open one only to another status", () => {
    expect(mayMoveDispute("needs_response", "under_review")).toBe(true);
    expect(mayMoveDispute("under_review", "lost")).toBe(true);
    expect(mayMoveDispute("needs_response", "won")).toBe(true);
    expect(mayMoveDispute("under_review", "under_review")).toBe(false);
    expect(mayMoveDispute("lost", "under_review")).toBe(false);
    expect(mayMoveDispute("won", "lost")).toBe(false);
  });
});

describe("splitDisputedCents", () => {
  it("gives each line its charge when the whole charge is disputed", () => {
    expect(splitDisputedCents(23000, [19000, 4000])).toEqual([19000, 4000]);
  });
  it("splits a partial dispute by charge, the shares adding up exactly", () => {
    // 10000 x 19000 / 23000 = 8260.86..., 10000 x 4000 / 23000 = 1739.13...: the cent left
    // goes to the larger remainder (the first line).
    expect(splitDisputedCents(10000, [19000, 4000])).toEqual([8261, 1739]);
  });
  it("never takes more than the charge", () => {
    expect(splitDisputedCents(30000, [19000, 4000])).toEqual([19000, 4000]);
  });
});

describe("lostTakeBackCents", () => {
  it("takes the whole transfer back for a line disputed in full", () => {
    expect(
      lostTakeBackCents({
        disputedCents: 19000,
        chargedCents: 19000,
        transferCents: 17100,
        transferLeftCents: 17100,
        takenBackCents: 0,
      }),
    ).toBe(17100);
  });
  it("takes the kitchen's share of a partly disputed line", () => {
    // 9500 of 19000 disputed: half of the 17100 transfer.
    expect(
      lostTakeBackCents({
        disputedCents: 9500,
        chargedCents: 19000,
        transferCents: 17100,
        transferLeftCents: 17100,
        takenBackCents: 0,
      }),
    ).toBe(8550);
  });
  it("takes back only what was not taken yet (a replay takes nothing more)", () => {
    const half = { disputedCents: 9500, chargedCents: 19000, transferCents: 17100 };
    expect(lostTakeBackCents({ ...half, transferLeftCents: 8550, takenBackCents: 8550 })).toBe(0);
    expect(lostTakeBackCents({ ...half, transferLeftCents: 12000, takenBackCents: 3550 })).toBe(
      5000,
    );
  });
  it("never more than is left of the transfer, nothing without one", () => {
    const base = {
      disputedCents: 19000,
      chargedCents: 19000,
      transferCents: 17100,
      takenBackCents: 0,
    };
    expect(lostTakeBackCents({ ...base, transferLeftCents: 5000 })).toBe(5000);
    expect(lostTakeBackCents({ ...base, transferLeftCents: 0 })).toBe(0);
    expect(lostTakeBackCents({ ...base, chargedCents: 0, transferLeftCents: 100 })).toBe(0);
  });
});

describe("who bears the fee", () => {
  it("the platform: no kitchen pays any of it", () => {
    expect(kitchenFeeShares(1500, "platform", [19000, 4000])).toEqual([0, 0]);
  });
  it("the kitchens: split by disputed amount, adding up to the fee", () => {
    // 1500 x 19000 / 23000 = 1239.13, 1500 x 4000 / 23000 = 260.86: the cent to the second.
    expect(kitchenFeeShares(1500, "kitchen", [19000, 4000])).toEqual([1239, 261]);
    expect(kitchenFeeShares(1500, "kitchen", [19000])).toEqual([1500]);
  });
  it("takes the fee from what is left of the transfer; the rest stays owed", () => {
    expect(feeTakeBackCents({ feeCents: 1500, feeTakenCents: 0, transferLeftCents: 17100 })).toBe(
      1500,
    );
    expect(feeTakeBackCents({ feeCents: 1500, feeTakenCents: 0, transferLeftCents: 400 })).toBe(
      400,
    );
    expect(feeTakeBackCents({ feeCents: 1500, feeTakenCents: 400, transferLeftCents: 0 })).toBe(0);
    expect(feeTakeBackCents({ feeCents: 1500, feeTakenCents: 1500, transferLeftCents: 9000 })).toBe(
      0,
    );
  });
});

describe("the dispute fee a kitchen still owes", () => {
  it("is its share less what came out of its transfer, never below zero", () => {
    expect(kitchenFeeOwedCents({ feeCents: 1_500, feeTakenCents: 400 })).toBe(1_100);
    expect(kitchenFeeOwedCents({ feeCents: 1_500, feeTakenCents: 1_500 })).toBe(0);
    expect(kitchenFeeOwedCents({ feeCents: 0, feeTakenCents: 0 })).toBe(0);
  });
});
