/**
 * Pure kitchen rules (docs/product-rules.md §11): the refund share of each cancellation
 * policy just before and just after each threshold, in the app's time zone; tray units and
 * what fits; the notice and the earliest possible date.
 */
import { customerMayCancel, eventStart } from "@/lib/lines/rules";
import {
  describeCancellationPolicy,
  hoursUntil,
  policyAllowsCancel,
  refundCents,
  refundFraction,
  type CancellationPolicyValue,
} from "@/lib/lines/cancellation-policy";
import { earliestStart, meetsNotice, noticeHoursFor, noticeMessage } from "@/lib/lines/lead-time";
import { doesNotFitMessage, roomMessage, trayUnits, traysLeft } from "@/lib/lines/tray-load";

const HOUR = 3_600_000;
const MS = 1;
// 18:00 on 2026-12-10 in the app's time zone (America/New_York unless configured).
const start = eventStart("2026-12-10", "18:00");
const at = (msBefore: number) => new Date(start.getTime() - msBefore);
const fraction = (policy: CancellationPolicyValue | null, msBefore: number) =>
  refundFraction(policy, hoursUntil(start, at(msBefore)));

describe("refund share at each threshold", () => {
  it.each([
    // [policy, threshold hours, share just before the threshold, share just after]
    // "Just after" = more time left than the threshold (earlier); "before" = less.
    [null, 24, 1, 0],
    ["flexible", 24, 1, 0],
    ["moderate", 72, 1, 0.5],
    ["moderate", 24, 0.5, 0],
    ["strict", 168, 0.5, 0],
  ] as const)(
    "%s at %i hours: %d more than it, %d at or under it",
    (policy, hours, over, under) => {
      expect(fraction(policy, hours * HOUR + MS)).toBe(over);
      expect(fraction(policy, hours * HOUR)).toBe(under);
      expect(fraction(policy, hours * HOUR - MS)).toBe(under);
    },
  );

  it("measures hours in the kitchen's time zone, across a daylight-saving change", () => {
    // New York's zone is named, not read from the environment, so the case runs everywhere.
    // 2026-11-01 02:00 EDT -> 01:00 EST: from 18:00 the day before to 18:00 is 25 hours.
    const zone = "America/New_York";
    const dst = eventStart("2026-11-01", "18:00", zone);
    const dayBefore = eventStart("2026-10-31", "18:00", zone);
    expect(hoursUntil(dst, dayBefore)).toBe(25);
    // So a moderate booking cancelled at 18:00 three days before still gets it all back.
    const threeDaysBefore = eventStart("2026-10-29", "18:00", zone);
    expect(refundFraction("moderate", hoursUntil(dst, threeDaysBefore))).toBe(1);
    // A zone without daylight saving counts the same evening as 24 hours.
    expect(
      hoursUntil(
        eventStart("2026-11-01", "18:00", "UTC"),
        eventStart("2026-10-31", "18:00", "UTC"),
      ),
    ).toBe(24);
  });

  it("rounds half of an odd amount down", () => {
    expect(refundCents(11001, 0.5)).toBe(5500);
    expect(refundCents(11000, 1)).toBe(11000);
    expect(refundCents(11000, 0)).toBe(0);
  });

  it("a policy lets the customer cancel until the event starts; none only more than 24 hours ahead", () => {
    expect(policyAllowsCancel(null, 24.0001)).toBe(true);
    expect(policyAllowsCancel(null, 24)).toBe(false);
    expect(policyAllowsCancel("strict", 0.001)).toBe(true);
    expect(policyAllowsCancel("strict", 0)).toBe(false);
    const booking = { status: "confirmed" as const, eventDate: "2026-12-10", eventTime: "18:00" };
    expect(customerMayCancel(booking, at(2 * HOUR)).allowed).toBe(false);
    expect(customerMayCancel({ ...booking, cancellationPolicy: "moderate" }, at(2 * HOUR))).toEqual(
      {
        allowed: true,
      },
    );
    expect(customerMayCancel({ ...booking, cancellationPolicy: "moderate" }, at(-1))).toMatchObject(
      {
        allowed: false,
      },
    );
  });

  it("describes each policy, and the spec's rule without one", () => {
    expect(describeCancellationPolicy(null)).toMatch(/more than 24 hours before the event/);
    expect(describeCancellationPolicy("moderate")).toBe(
      "Moderate cancellation: Full refund if you cancel more than 72 hours before the event, half until 24 hours before; no refund after that.",
    );
  });
});

describe("tray units", () => {
  it("counts a large tray for the caterer's weight", () => {
    expect(trayUnits("medium", 10)).toBe(10);
    expect(trayUnits("large", 10)).toBe(15);
    expect(trayUnits("large", 3, 1.3)).toBe(3.9);
    expect(traysLeft(null, 5)).toBeNull();
    expect(traysLeft(20, 25)).toBe(0);
  });

  it("says what is left and what would fit", () => {
    expect(roomMessage(6)).toBe("Room for 6 more trays on this date");
    expect(roomMessage(1)).toBe("Room for 1 more tray on this date");
    expect(doesNotFitMessage(10, 1.5)).toBe(
      "Only 10 trays more fit on this date: order at most 10 medium or 6 large trays.",
    );
    expect(doesNotFitMessage(1, 1.5)).toBe(
      "Only 1 tray more fits on this date: order at most 1 medium tray.",
    );
    expect(doesNotFitMessage(1.5, 1.5)).toBe(
      "Only 1.5 trays more fit on this date: order at most 1 medium or 1 large tray.",
    );
  });
});

describe("notice", () => {
  const terms = { minNoticeHours: 48, longNoticeHours: 168, longNoticeAboveTrays: 20 };
  const none = { minNoticeHours: null, longNoticeHours: null, longNoticeAboveTrays: null };

  it("takes the longer notice above the tray count", () => {
    expect(noticeHoursFor(terms, 20)).toBe(48);
    expect(noticeHoursFor(terms, 20.5)).toBe(168);
    expect(noticeHoursFor(none, 100)).toBeNull();
  });

  it("gives the earliest date and time in the app's time zone", () => {
    const now = eventStart("2026-12-01", "10:15");
    expect(earliestStart(terms, 1, now)).toEqual({ date: "2026-12-03", time: "10:15", hours: 48 });
    expect(earliestStart(none, 1, now)).toEqual({ date: "2026-12-02", time: null, hours: null });
    expect(meetsNotice(terms, 1, "2026-12-03", "10:15", now)).toBe(true);
    expect(meetsNotice(terms, 1, "2026-12-03", "10:14", now)).toBe(false);
    expect(meetsNotice(none, 1, "2026-12-02", "00:00", now)).toBe(true);
    expect(noticeMessage(earliestStart(terms, 1, now), (d) => d)).toBe(
      "This caterer needs 48 hours' notice for this order. The earliest possible date is 2026-12-03 (from 10:15).",
    );
  });
});
