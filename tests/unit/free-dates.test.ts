/** The order dialog's next free dates (lib/lines/free-dates.ts), across awkward dates. */
import { nextFreeDates } from "@/lib/lines/free-dates";

describe("nextFreeDates", () => {
  it("skips blocked dates across a month end", () => {
    const blocked = new Set(["2026-11-30", "2026-12-01", "2026-12-03"]);
    expect(nextFreeDates("2026-11-30", "2027-02-01", blocked, 3)).toEqual([
      "2026-12-02",
      "2026-12-04",
      "2026-12-05",
    ]);
  });

  it("runs over a year end and a leap day", () => {
    expect(nextFreeDates("2027-12-31", "2028-03-01", new Set(), 2)).toEqual([
      "2027-12-31",
      "2028-01-01",
    ]);
    expect(nextFreeDates("2028-02-28", "2028-03-01", new Set(["2028-02-28"]), 5)).toEqual([
      "2028-02-29",
      "2028-03-01",
    ]);
  });

  it("stops at the end date; none when everything is blocked", () => {
    expect(nextFreeDates("2026-12-30", "2026-12-31", new Set(), 5)).toEqual([
      "2026-12-30",
      "2026-12-31",
    ]);
    expect(
      nextFreeDates("2026-12-30", "2026-12-31", new Set(["2026-12-30", "2026-12-31"]), 3),
    ).toEqual([]);
    expect(nextFreeDates("2027-01-02", "2027-01-01", new Set(), 3)).toEqual([]);
  });
});
