import { addDaysIso, isValidIsoDate, isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";

describe("dates", () => {
  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isValidIsoDate("2026-12-01")).toBe(true);
    expect(isValidIsoDate("2028-02-29")).toBe(true);
    expect(isValidIsoDate("2026-02-29")).toBe(false);
    expect(isValidIsoDate("2026-13-01")).toBe(false);
    expect(isValidIsoDate("12/01/2026")).toBe(false);
    expect(isValidIsoDate("")).toBe(false);
  });

  it("adds days across month and year ends", () => {
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("takes today from the marketplace's time zone, not UTC", () => {
    const lateEveningInNewYork = new Date("2026-11-23T03:30:00Z");
    expect(todayIso(lateEveningInNewYork, "America/New_York")).toBe("2026-11-22");
    expect(todayIso(lateEveningInNewYork, "UTC")).toBe("2026-11-23");
  });

  it("round-trips database dates", () => {
    expect(utcDateToIso(isoToUtcDate("2026-11-22"))).toBe("2026-11-22");
  });
});
