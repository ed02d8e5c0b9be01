/**
 * The arrival window of a kitchen order (docs/product-rules.md §24) on awkward times: a
 * window before midnight, a month and year end, the spring clock change, with instants
 * written out by hand (America/New_York: EST is UTC-5, EDT UTC-4; clocks went forward on
 * 2027-03-14 at 2:00).
 */
import {
  arrivalText,
  arrivalWindow,
  isLateForDelivery,
  readyByText,
  reconfirmAlertAt,
  wallClock,
} from "@/lib/orders/arrival-window";

const at = (iso: string) => new Date(iso);

describe("the arrival window", () => {
  it("opens the kitchen's lead before the start and lasts 30 minutes", () => {
    const w = arrivalWindow("2026-12-01", "12:00", 45);
    expect(w).toEqual({ from: at("2026-12-01T16:15:00Z"), to: at("2026-12-01T16:45:00Z") });
    expect(arrivalText(w, "2026-12-01")).toBe("Arrives 11:15 AM-11:45 AM");
    expect(readyByText(w, "2026-12-01")).toBe("Ready by 11:15 AM");
  });

  it("crosses midnight into the year before, naming the day it opens", () => {
    const w = arrivalWindow("2027-01-01", "00:15", 45);
    expect(w).toEqual({ from: at("2027-01-01T04:30:00Z"), to: at("2027-01-01T05:00:00Z") });
    expect(wallClock(w.from)).toEqual({ date: "2026-12-31", time: "23:30" });
    expect(arrivalText(w, "2027-01-01")).toBe("Arrives Thu, Dec 31, 2026, 11:30 PM-12:00 AM");
    expect(readyByText(w, "2027-01-01")).toBe("Ready by Thu, Dec 31, 2026, 11:30 PM");
  });

  it("crosses a month end", () => {
    const w = arrivalWindow("2026-12-01", "00:10", 60);
    expect(w.from).toEqual(at("2026-12-01T04:10:00Z"));
    expect(wallClock(w.from)).toEqual({ date: "2026-11-30", time: "23:10" });
    expect(readyByText(w, "2026-12-01")).toBe("Ready by Mon, Nov 30, 2026, 11:10 PM");
  });

  it("counts real minutes over the spring clock change", () => {
    // 03:30 EDT is 07:30Z; an hour earlier is 06:30Z, 1:30 EST; 30 minutes on is 3:00 EDT.
    const w = arrivalWindow("2027-03-14", "03:30", 60);
    expect(w).toEqual({ from: at("2027-03-14T06:30:00Z"), to: at("2027-03-14T07:00:00Z") });
    expect(arrivalText(w, "2027-03-14")).toBe("Arrives 1:30 AM-3:00 AM");
  });

  it("reads the marketplace's zone it is given", () => {
    const w = arrivalWindow("2026-12-01", "12:00", 45, "America/Los_Angeles");
    expect(w.from).toEqual(at("2026-12-01T19:15:00Z"));
    expect(arrivalText(w, "2026-12-01", "America/Los_Angeles")).toBe("Arrives 11:15 AM-11:45 AM");
  });
});

describe("late and the reconfirmation alert", () => {
  const from = "2026-12-01T16:15:00Z";
  const confirmed = { status: "confirmed", deliveryStatus: "none", arrivalFrom: from };

  it("is late from the window's start while not out for delivery", () => {
    expect(isLateForDelivery(confirmed, at("2026-12-01T16:14:59Z"))).toBe(false);
    expect(isLateForDelivery(confirmed, at(from))).toBe(true);
    expect(isLateForDelivery({ ...confirmed, deliveryStatus: "out_for_delivery" }, at(from))).toBe(
      false,
    );
    expect(isLateForDelivery({ ...confirmed, status: "pending" }, at(from))).toBe(false);
    expect(isLateForDelivery({ ...confirmed, status: "completed" }, at(from))).toBe(false);
  });

  it("alerts 12 hours before the window, across a month end", () => {
    const w = arrivalWindow("2026-12-01", "06:00", 45);
    expect(reconfirmAlertAt(w)).toEqual(at("2026-11-30T22:15:00Z"));
    expect(reconfirmAlertAt(w, at("2026-11-30T15:00:00Z"))).toEqual(at("2026-11-30T22:15:00Z"));
  });

  it("gives a kitchen asked late an hour to answer", () => {
    const w = arrivalWindow("2026-12-01", "06:00", 45);
    expect(reconfirmAlertAt(w, at("2026-11-30T23:40:00Z"))).toEqual(at("2026-12-01T00:40:00Z"));
  });
});
