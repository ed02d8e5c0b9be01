import {
  catererMay,
  customerMayCancel,
  eventStart,
  holdsSlot,
  unpaidHoldEndsAt,
} from "@/lib/lines/rules";

describe("booking rules", () => {
  it("lets caterers move bookings only along the workflow", () => {
    expect(catererMay("pending", "confirmed")).toBe(true);
    expect(catererMay("pending", "cancelled")).toBe(true);
    expect(catererMay("confirmed", "completed")).toBe(true);
    expect(catererMay("confirmed", "cancelled")).toBe(true);
    expect(catererMay("pending", "completed")).toBe(false);
    expect(catererMay("completed", "cancelled")).toBe(false);
    expect(catererMay("cancelled", "pending")).toBe(false);
  });

  it("places the event in the marketplace's time zone", () => {
    expect(eventStart("2026-12-01", "18:00", "America/New_York").toISOString()).toBe(
      "2026-12-01T23:00:00.000Z",
    );
    expect(eventStart("2026-07-01", "18:00", "America/New_York").toISOString()).toBe(
      "2026-07-01T22:00:00.000Z",
    );
  });

  it("lets customers cancel only more than 24 hours ahead", () => {
    const start = eventStart("2026-12-01", "18:00");
    const before = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
    const booking = { status: "pending" as const, eventDate: "2026-12-01", eventTime: "18:00" };
    expect(customerMayCancel(booking, before(24.01)).allowed).toBe(true);
    expect(customerMayCancel(booking, before(24)).allowed).toBe(false);
    expect(customerMayCancel(booking, before(2)).allowed).toBe(false);
    expect(customerMayCancel({ ...booking, status: "confirmed" }, before(48)).allowed).toBe(true);
    expect(customerMayCancel({ ...booking, status: "completed" }, before(48)).allowed).toBe(false);
    expect(customerMayCancel({ ...booking, status: "cancelled" }, before(48)).allowed).toBe(false);
  });

  it("counts every booking but cancelled ones against the day's capacity", () => {
    expect(holdsSlot("pending")).toBe(true);
    expect(holdsSlot("completed")).toBe(true);
    expect(holdsSlot("cancelled")).toBe(false);
  });
});

describe("unpaidHoldEndsAt", () => {
  const HOUR = 3_600_000;
  const placed = new Date("2026-12-01T15:00:00Z"); // 10:00 in New York

  it("is 24 hours after the order for an event far ahead", () => {
    expect(unpaidHoldEndsAt(placed, "2026-12-20", "18:00").getTime()).toBe(
      placed.getTime() + 24 * HOUR,
    );
  });

  it("never passes the 24-hour cut-off before the event", () => {
    // Event on Dec 2 at 18:00 New York = 23:00Z: cut-off Dec 1 23:00Z, 8 hours after ordering.
    expect(unpaidHoldEndsAt(placed, "2026-12-02", "18:00").toISOString()).toBe(
      "2026-12-01T23:00:00.000Z",
    );
  });

  it("an order inside the last day gets an hour, but never past the event's start", () => {
    expect(unpaidHoldEndsAt(placed, "2026-12-01", "20:00").toISOString()).toBe(
      "2026-12-01T16:00:00.000Z",
    );
    expect(unpaidHoldEndsAt(placed, "2026-12-01", "10:30").toISOString()).toBe(
      "2026-12-01T15:30:00.000Z",
    );
  });
});
