/**
 * The kitchen order's date rules (docs/product-rules.md §20) on the awkward dates: across a
 * month end, a year end and the spring clock change, with instants written out by hand
 * (America/New_York: EST is UTC-5, EDT UTC-4; the clocks went forward on 2027-03-14).
 */
import {
  acceptanceRate,
  changeCutoff,
  reductionRefundCents,
  respondByAt,
} from "@/lib/orders/change-rules";

const NO_NOTICE = { minNoticeHours: null, longNoticeHours: null, longNoticeAboveTrays: null };
const at = (iso: string) => new Date(iso);

describe("until when an order can change", () => {
  it("is 48 hours before the event for a kitchen that asks no notice, across a month end", () => {
    expect(changeCutoff(NO_NOTICE, 4, "2026-12-01", "18:00")).toEqual(at("2026-11-29T23:00:00Z"));
  });

  it("crosses the year end", () => {
    expect(changeCutoff(NO_NOTICE, 4, "2027-01-01", "12:00")).toEqual(at("2026-12-30T17:00:00Z"));
  });

  it("counts real hours over the spring clock change", () => {
    // 2027-03-15 09:00 EDT is 13:00Z; 48 hours earlier is 2027-03-13 13:00Z (08:00 EST).
    expect(changeCutoff(NO_NOTICE, 4, "2027-03-15", "09:00")).toEqual(at("2027-03-13T13:00:00Z"));
  });

  it("follows the kitchen's notice for the order's trays", () => {
    const terms = { minNoticeHours: 24, longNoticeHours: 72, longNoticeAboveTrays: 10 };
    expect(changeCutoff(terms, 10, "2026-12-31", "19:00")).toEqual(at("2026-12-31T00:00:00Z"));
    expect(changeCutoff(terms, 12, "2026-12-31", "19:00")).toEqual(at("2026-12-29T00:00:00Z"));
  });
});

describe("by when the kitchen answers a paid order", () => {
  it("24 hours after payment when the event is far, across a month end", () => {
    const paid = at("2026-11-30T20:00:00Z");
    expect(respondByAt(paid, at("2026-12-20T23:00:00Z"))).toEqual({
      respondBy: at("2026-12-01T20:00:00Z"),
      remindAt: at("2026-12-01T08:00:00Z"),
    });
  });

  it("half the time left when the event is nearer, across the year end", () => {
    const paid = at("2026-12-31T20:00:00Z");
    expect(respondByAt(paid, at("2027-01-01T16:00:00Z"))).toEqual({
      respondBy: at("2027-01-01T06:00:00Z"),
      remindAt: at("2027-01-01T01:00:00Z"),
    });
  });

  it("never under an hour", () => {
    const paid = at("2026-11-29T10:00:00Z");
    expect(respondByAt(paid, at("2026-11-29T11:00:00Z"))).toEqual({
      respondBy: at("2026-11-29T11:00:00Z"),
      remindAt: at("2026-11-29T10:30:00Z"),
    });
  });
});

describe("money and rates of a change", () => {
  it("refunds all of what an accepted or admin change takes away, the policy's share otherwise", () => {
    expect(reductionRefundCents(5500, { acceptedByKitchen: true, byAdmin: false }, null, 2)).toBe(
      5500,
    );
    expect(reductionRefundCents(5500, { acceptedByKitchen: false, byAdmin: true }, null, 2)).toBe(
      5500,
    );
    expect(reductionRefundCents(0, { acceptedByKitchen: true, byAdmin: false }, null, 99)).toBe(0);
  });

  it("rates confirmed of decided orders as a whole percent", () => {
    expect(acceptanceRate({ confirmed: 0, decided: 0 })).toBeNull();
    expect(acceptanceRate({ confirmed: 2, decided: 3 })).toBe(67);
    expect(acceptanceRate({ confirmed: 3, decided: 3 })).toBe(100);
  });
});
