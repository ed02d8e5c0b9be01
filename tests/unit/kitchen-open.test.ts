import { kitchenTakesOrders } from "@/lib/kitchens/open";

describe("kitchenTakesOrders (docs/product-rules.md §14)", () => {
  const today = "2026-11-25";
  it("keeps a kitchen without an owner or without a permit record open", () => {
    expect(kitchenTakesOrders(null, today)).toBe(true);
    expect(kitchenTakesOrders({ isActive: true, permitExpiresOn: null }, today)).toBe(true);
  });
  it("closes the kitchen of a deactivated owner", () => {
    expect(kitchenTakesOrders({ isActive: false, permitExpiresOn: null }, today)).toBe(false);
    expect(kitchenTakesOrders({ isActive: false, permitExpiresOn: "2027-01-01" }, today)).toBe(
      false,
    );
  });
  it("keeps a permit valid through its expiry date, and closes the kitchen the day after", () => {
    expect(kitchenTakesOrders({ isActive: true, permitExpiresOn: today }, today)).toBe(true);
    expect(kitchenTakesOrders({ isActive: true, permitExpiresOn: "2026-11-24" }, today)).toBe(
      false,
    );
  });
});
