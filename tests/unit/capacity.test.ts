/** lib/lines/capacity.ts: whether a date can take one more line (product-rules §4, §11). */
import { FULLY_BOOKED, NOT_AVAILABLE, openSlot, slotRefusal } from "@/lib/lines/capacity";
import { doesNotFitMessage } from "@/lib/lines/tray-load";

const slot = (over: Partial<ReturnType<typeof openSlot>> = {}) => ({ ...openSlot(10), ...over });

describe("slotRefusal", () => {
  it("an open date with room takes the line", () => {
    expect(slotRefusal(openSlot(null), 40, 1.5)).toBeNull();
    expect(slotRefusal(slot({ currentTrays: 8 }), 2, 1.5)).toBeNull();
  });
  it("a date the kitchen closed is not available, whatever its counts", () => {
    expect(slotRefusal(slot({ isAvailable: false }), 1, 1.5)).toEqual({ message: NOT_AVAILABLE });
  });
  it("the last slot taken: fully booked, even with trays to spare", () => {
    expect(slotRefusal(slot({ currentOrders: 5, maxOrders: 5 }), 1, 1.5)).toEqual({
      message: FULLY_BOOKED,
    });
  });
  it("less than one tray unit left: fully booked", () => {
    expect(slotRefusal(slot({ currentTrays: 9.5 }), 1, 1.5)).toEqual({ message: FULLY_BOOKED });
  });
  it("too many trays for what is left: names what still fits, on the quantity field", () => {
    expect(slotRefusal(slot({ currentTrays: 7 }), 4.5, 1.5)).toEqual({
      message: doesNotFitMessage(3, 1.5),
      path: "quantity",
    });
  });
  it("exactly what is left fits", () => {
    expect(slotRefusal(slot({ currentTrays: 7 }), 3, 1.5)).toBeNull();
  });
});
