import { isOnPrepSheet, nextPrepDay } from "@/lib/kitchen-day/rules";
import { kitchenDaySchema } from "@/lib/kitchen-day/schemas";
import { REHEAT_NOTE, trayLabels } from "@/lib/kitchen-day/tray-labels";
import { trayTotals, type TrayCount } from "@/lib/kitchen-day/tray-totals";
import type { PrepSheet } from "@/lib/kitchen-day/types";

const count = (
  dishKey: string,
  dishName: string,
  traySize: "medium" | "large",
  quantity: number,
): TrayCount => ({ dishKey, dishName, traySize, quantity });

describe("the day's trays per dish", () => {
  test("adds the trays of every order per dish and size, dishes by name, with the totals", () => {
    const { trays, totals } = trayTotals([
      count("dish:2", "Tiramisu", "large", 1),
      count("dish:1", "Lasagna", "medium", 2),
      count("dish:1", "Lasagna", "large", 3),
      count("dish:1", "Lasagna", "medium", 1),
      count("dish:2", "Tiramisu", "large", 2),
    ]);
    expect(trays).toEqual([
      { dishName: "Lasagna", medium: 3, large: 3 },
      { dishName: "Tiramisu", medium: 0, large: 3 },
    ]);
    expect(totals).toEqual({ medium: 3, large: 6 });
  });

  test("keeps two dishes of one name apart (a deleted dish and a new one), and names a dish by its first line", () => {
    const { trays } = trayTotals([
      count("dish:1", "Lasagna", "medium", 1),
      count("name:Lasagna", "Lasagna", "medium", 4),
      count("dish:1", "Lasagna (renamed)", "medium", 1),
    ]);
    expect(trays).toEqual([
      { dishName: "Lasagna", medium: 2, large: 0 },
      { dishName: "Lasagna", medium: 4, large: 0 },
    ]);
  });

  test("an empty day has no rows and no trays", () => {
    expect(trayTotals([])).toEqual({ trays: [], totals: { medium: 0, large: 0 } });
  });
});

describe("which lines are cooked", () => {
  test.each([
    ["confirmed", "pending", true],
    ["confirmed", "paid", true],
    ["completed", "paid", true],
    ["pending", "paid", true],
    ["pending", "pending", false],
    ["pending", "processing", false],
    ["pending", "failed", false],
    ["cancelled", "paid", false],
    ["cancelled", "refunded", false],
  ] as const)("%s and %s: %s", (status, paymentStatus, cooked) => {
    expect(isOnPrepSheet({ status, paymentStatus })).toBe(cooked);
  });

  test("the next day with orders is the first later date with a cooked line", () => {
    const line = (eventDate: string, status: "pending" | "confirmed" | "cancelled") => ({
      eventDate,
      status,
      paymentStatus: "pending" as const,
    });
    const lines = [
      line("2026-12-01", "confirmed"),
      line("2026-12-09", "confirmed"),
      line("2026-12-03", "cancelled"),
      line("2026-12-02", "pending"),
      line("2026-12-05", "confirmed"),
    ];
    expect(nextPrepDay(lines, "2026-12-01")).toBe("2026-12-05");
    expect(nextPrepDay(lines, "2026-12-09")).toBeNull();
  });
});

describe("tray labels", () => {
  test("one label per tray, numbered within its line, with the product's tray words", () => {
    const sheet: PrepSheet = {
      kitchen: { id: 1, name: "Ama's Kitchen" },
      date: "2026-12-01",
      trays: [],
      totals: { medium: 2, large: 1 },
      orders: [
        {
          id: 41,
          eventTime: "18:30",
          firstName: "Casey",
          guestCount: 30,
          lines: [
            {
              bookingId: 41,
              dishName: "Lasagna",
              traySize: "medium",
              quantity: 2,
              allergens: "Contains: Milk, Wheat",
              specialRequests: null,
            },
            {
              bookingId: 42,
              dishName: "Salad",
              traySize: "large",
              quantity: 1,
              allergens: "Contains none of the nine major allergens",
              specialRequests: null,
            },
          ],
        },
      ],
    };
    const labels = trayLabels(sheet);
    expect(labels).toHaveLength(3);
    expect(labels.map((l) => [l.dishName, l.tray, l.of, l.serves])).toEqual([
      ["Lasagna", 1, 2, "Medium Tray · Serves 6-8 people"],
      ["Lasagna", 2, 2, "Medium Tray · Serves 6-8 people"],
      ["Salad", 1, 1, "Large Tray · Serves 10-12 people"],
    ]);
    expect(labels[0]).toMatchObject({
      orderId: 41,
      date: "2026-12-01",
      eventTime: "18:30",
      allergens: "Contains: Milk, Wheat",
      reheat: REHEAT_NOTE,
    });
  });
});

describe("the kitchen day's input", () => {
  test.each(["2026-02-30", "2026-2-3", "tomorrow", "", undefined, 20261201])(
    "refuses %p as a date",
    (date) => {
      const result = kitchenDaySchema.safeParse({ date });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please choose a valid date (YYYY-MM-DD)");
    },
  );

  test("takes a calendar date and an optional kitchen id", () => {
    expect(kitchenDaySchema.parse({ date: "2028-02-29", catererId: "7" })).toEqual({
      date: "2028-02-29",
      catererId: 7,
    });
  });
});
