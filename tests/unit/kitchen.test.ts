import {
  addHours,
  availabilityEvent,
  bookingEvent,
  monthFetchRange,
} from "@/lib/kitchens/calendar";
import { availabilitySummary, dashboardStats, upcomingEvents, weekOf } from "@/lib/kitchens/stats";
import { kitchenActions } from "@/components/kitchens/status-dialog";
import type { AvailabilityDto } from "@/lib/availability/types";
import type { BookingDto } from "@/lib/lines/types";

const booking = (over: Partial<BookingDto>): BookingDto =>
  ({
    id: 1,
    dishName: "Lasagna",
    customerName: "Casey",
    eventDate: "2026-12-01",
    eventTime: "18:00",
    traySize: "large",
    quantity: 2,
    status: "pending",
    totalPrice: 19000,
    ...over,
  }) as BookingDto;

const day = (over: Partial<AvailabilityDto>): AvailabilityDto => ({
  id: 1,
  catererId: 1,
  date: "2026-12-01",
  isAvailable: true,
  maxOrders: 5,
  currentOrders: 0,
  notes: null,
  createdAt: "",
  ...over,
});

describe("kitchen stats", () => {
  it("counts revenue in cents from confirmed and completed bookings only", () => {
    const stats = dashboardStats(
      [
        booking({ status: "pending", totalPrice: 100 }),
        booking({ status: "confirmed", totalPrice: 5500 }),
        booking({ status: "completed", totalPrice: 19000 }),
        booking({ status: "cancelled", totalPrice: 7000 }),
      ],
      "2026-12-02",
    );
    expect(stats).toEqual({ total: 4, thisWeek: 4, pending: 1, confirmed: 1, revenueCents: 24500 });
  });

  it("takes the current week as Monday to Sunday", () => {
    expect(weekOf("2026-12-02")).toEqual({ start: "2026-11-30", end: "2026-12-06" });
    expect(weekOf("2026-11-29")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
  });

  it("lists up to 5 confirmed upcoming events, soonest first", () => {
    const list = [5, 3, 9, 1, 7, 2, 8].map((d, i) =>
      booking({ id: i + 1, status: "confirmed", eventDate: `2026-12-0${d}` }),
    );
    list.push(booking({ id: 99, status: "pending", eventDate: "2026-12-01" }));
    list.push(booking({ id: 98, status: "confirmed", eventDate: "2026-11-01" }));
    const upcoming = upcomingEvents(list, "2026-12-01");
    expect(upcoming.map((b) => b.eventDate)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-05",
      "2026-12-07",
    ]);
  });

  it("summarises availability; capacity used is 0 without capacity", () => {
    expect(availabilitySummary([])).toEqual({
      availableDays: 0,
      unavailableDays: 0,
      totalOrders: 0,
      capacityUsed: 0,
    });
    expect(
      availabilitySummary([
        day({ maxOrders: 4, currentOrders: 1 }),
        day({ maxOrders: 4, currentOrders: 2 }),
        day({ isAvailable: false, currentOrders: 1 }),
      ]),
    ).toEqual({ availableDays: 2, unavailableDays: 1, totalOrders: 4, capacityUsed: 38 });
  });
});

describe("kitchen calendar", () => {
  it("shows a booking as 2 hours, across midnight if need be", () => {
    expect(bookingEvent(booking({ status: "confirmed" }))).toMatchObject({
      start: "2026-12-01T18:00:00",
      end: "2026-12-01T20:00:00",
      color: "#15803d",
      contrastColor: "#ffffff",
    });
    expect(addHours("2026-12-31", "23:30", 2)).toBe("2027-01-01T01:30:00");
  });

  it("shows availability from 09:00 to 21:00", () => {
    expect(availabilityEvent(day({}))).toMatchObject({
      start: "2026-12-01T09:00:00",
      end: "2026-12-01T21:00:00",
      color: "#86efac",
    });
    expect(availabilityEvent(day({ isAvailable: false, notes: "Closed" })).title).toBe(
      "Unavailable: Closed",
    );
  });

  it("asks for a week either side of the month", () => {
    expect(monthFetchRange("2026-12-01", "2026-12-31")).toEqual({
      startDate: "2026-11-24",
      endDate: "2027-01-07",
    });
  });

  it("offers exactly the caterer's allowed transitions", () => {
    const [day, today] = ["2026-11-20", "2026-11-20"];
    expect(kitchenActions("pending", day, today)).toEqual(["confirmed", "cancelled"]);
    expect(kitchenActions("confirmed", day, today)).toEqual(["completed", "cancelled"]);
    expect(kitchenActions("completed", day, today)).toEqual([]);
    expect(kitchenActions("cancelled", day, today)).toEqual([]);
    // Completing waits for the event day (docs/product-rules.md §4).
    expect(kitchenActions("confirmed", "2026-11-21", today)).toEqual(["cancelled"]);
    expect(kitchenActions("confirmed", "2026-11-19", today)).toEqual(["completed", "cancelled"]);
  });
});
