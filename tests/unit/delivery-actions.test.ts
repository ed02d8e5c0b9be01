/** The kitchen's delivery buttons (docs/product-rules.md §24): the next step forward only. */
import { deliveryActions } from "@/lib/orders/order-actions";

const confirmed = {
  status: "confirmed" as const,
  deliveryStatus: "none" as const,
  reconfirmRequestedAt: null,
  reconfirmedAt: null,
};

describe("the kitchen's delivery actions", () => {
  it("offers the next step of a confirmed order only", () => {
    expect(deliveryActions(confirmed)).toEqual(["out-for-delivery"]);
    expect(deliveryActions({ ...confirmed, deliveryStatus: "out_for_delivery" })).toEqual([
      "delivered",
    ]);
    expect(deliveryActions({ ...confirmed, deliveryStatus: "delivered" })).toEqual([]);
  });

  it("offers nothing before the order is confirmed or after it ends", () => {
    for (const status of ["pending", "cancelled", "completed"] as const) {
      expect(deliveryActions({ ...confirmed, status })).toEqual([]);
    }
  });

  it("asks for Reconfirm while the day-before question waits", () => {
    const asked = { ...confirmed, reconfirmRequestedAt: "2026-12-09T15:00:00.000Z" };
    expect(deliveryActions(asked)).toEqual(["reconfirm", "out-for-delivery"]);
    expect(deliveryActions({ ...asked, reconfirmedAt: "2026-12-09T16:00:00.000Z" })).toEqual([
      "out-for-delivery",
    ]);
  });
});
