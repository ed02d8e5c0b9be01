/** The pure delivery rules (docs/product-rules.md §23): zone, fee, pickup, minimum, trays. */
import {
  deliveryFor,
  distanceMiles,
  kitchenOrderProblem,
  zipInAddress,
  missingToMinimumCents,
  trayUnitsToFeed,
  type DeliveryAreaRule,
} from "@/lib/delivery/rules";
import {
  parseBrowseParams,
  toSearchParams,
  catererHref,
  searchPresets,
} from "@/lib/browse/filters";

// Centroids of the zipcodes table, written out: 11201 Brooklyn, 11215 Park Slope,
// 10583 Scarsdale, 10601 White Plains.
const P11201 = { latitude: 40.694, longitude: -73.9903 };
const P11215 = { latitude: 40.6669, longitude: -73.9828 };
const P10583 = { latitude: 40.9927, longitude: -73.7995 };
const P10601 = { latitude: 41.033, longitude: -73.7652 };

describe("distanceMiles", () => {
  it("is the haversine distance in miles, the same both ways", () => {
    expect(distanceMiles(P11201, P11215)).toBeCloseTo(1.913, 3);
    expect(distanceMiles(P11215, P11201)).toBeCloseTo(1.913, 3);
    expect(distanceMiles(P11215, P11215)).toBe(0);
  });
});

describe("deliveryFor", () => {
  const area = (zones: DeliveryAreaRule["zones"], offersPickup = false): DeliveryAreaRule => ({
    point: P11201,
    offersPickup,
    zones,
  });

  it("a list zone covers the ZIPs it names, and only those", () => {
    const a = area([{ zipCodes: ["11215", "11217"], radiusMiles: null, feeCents: 1500 }]);
    expect(deliveryFor(a, "11215", P11215)).toMatchObject({ kind: "delivery", feeCents: 1500 });
    expect(deliveryFor(a, "11231", null)).toEqual({ kind: "none" });
    // An unknown ZIP has no centroid, but a list can still name it.
    expect(deliveryFor(a, "11217", null)).toMatchObject({ kind: "delivery", distanceMiles: null });
  });

  it("a radius zone covers a ZIP just inside (1.913 <= 2) and not one just outside (1.9)", () => {
    expect(
      deliveryFor(area([{ zipCodes: [], radiusMiles: 2, feeCents: 500 }]), "11215", P11215),
    ).toMatchObject({ kind: "delivery", feeCents: 500 });
    expect(
      deliveryFor(area([{ zipCodes: [], radiusMiles: 1.9, feeCents: 500 }]), "11215", P11215),
    ).toEqual({ kind: "none" });
    // Without the ZIP's centroid no radius reaches it.
    expect(
      deliveryFor(area([{ zipCodes: [], radiusMiles: 50, feeCents: 500 }]), "11215", null),
    ).toEqual({ kind: "none" });
  });

  it("several covering zones: the cheapest fee, the first on a tie", () => {
    const first = { zipCodes: [], radiusMiles: 5, feeCents: 800 };
    const list = { zipCodes: ["11215"], radiusMiles: null, feeCents: 650 };
    const tie = { zipCodes: ["11215"], radiusMiles: null, feeCents: 650 };
    const match = deliveryFor(area([first, list, tie]), "11215", P11215);
    expect(match).toMatchObject({ kind: "delivery", feeCents: 650 });
    expect(match.kind === "delivery" && match.zone).toBe(list);
  });

  it("pickup within 25 miles when no zone covers the ZIP", () => {
    const pickup: DeliveryAreaRule = { point: P10583, offersPickup: true, zones: [] };
    const near = deliveryFor(pickup, "11215", P11215);
    expect(near.kind).toBe("pickup");
    expect(near.kind === "pickup" && near.distanceMiles).toBeCloseTo(24.466, 2);
    expect(deliveryFor({ ...pickup, point: P10601 }, "11215", P11215)).toEqual({ kind: "none" });
    expect(deliveryFor({ ...pickup, offersPickup: false }, "11215", P11215)).toEqual({
      kind: "none",
    });
  });

  it("a kitchen without a ZIP has not set its area", () => {
    expect(deliveryFor({ point: null, offersPickup: true, zones: [] }, "11215", P11215)).toEqual({
      kind: "area_not_set",
    });
  });
});

describe("missingToMinimumCents", () => {
  it("is what the order lacks, never below zero, and nothing without a minimum", () => {
    expect(missingToMinimumCents(15000, 12050)).toBe(2950);
    expect(missingToMinimumCents(15000, 15000)).toBe(0);
    expect(missingToMinimumCents(15000, 20000)).toBe(0);
    expect(missingToMinimumCents(null, 100)).toBe(0);
  });
});

describe("trayUnitsToFeed", () => {
  it("the fewer units of all-large (10 each) or all-medium (6 each) trays", () => {
    expect(trayUnitsToFeed(100, 1.5)).toBe(15); // 10 large = 15 units; 17 medium
    expect(trayUnitsToFeed(90, 1.5)).toBe(13.5);
    expect(trayUnitsToFeed(12, 1.5)).toBe(2); // 2 medium beat 2 large (3 units)
    expect(trayUnitsToFeed(100, 2)).toBe(17); // large weigh too much: 17 medium
    expect(trayUnitsToFeed(1, 1.5)).toBe(1);
  });
});

describe("the search's URL", () => {
  it("a five-digit location is a ZIP; date and guests are kept; junk is dropped", () => {
    expect(parseBrowseParams(new URLSearchParams("location=11215"))).toMatchObject({
      zip: "11215",
      location: "",
    });
    expect(
      parseBrowseParams(new URLSearchParams("zip=11215&date=2026-12-05&guests=40")),
    ).toMatchObject({ zip: "11215", date: "2026-12-05", guests: 40 });
    const junk = parseBrowseParams(new URLSearchParams("zip=1121&date=2026-02-30&guests=0"));
    expect(junk).not.toHaveProperty("zip");
    expect(junk).not.toHaveProperty("date");
    expect(junk).not.toHaveProperty("guests");
    expect(parseBrowseParams(new URLSearchParams("guests=9000")).guests).toBe(500);
    expect(parseBrowseParams(new URLSearchParams("location=Brooklyn")).location).toBe("Brooklyn");
  });

  it("writes the canonical link, and the kitchen's link carries zip, date and guests", () => {
    expect(toSearchParams({ location: "11215", date: "2026-12-05", guests: 40 }).toString()).toBe(
      "zip=11215&date=2026-12-05&guests=40",
    );
    expect(catererHref(7, { zip: "11215", date: "2026-12-05", guests: 40 })).toBe(
      "/caterer/7?zip=11215&date=2026-12-05&guests=40",
    );
    expect(catererHref(7, {})).toBe("/caterer/7");
  });

  it("reads the kitchen link's ZIP, date and guests back as the dialogs' presets, bad ones left out", () => {
    const link = new URL(
      catererHref(7, { zip: "11215", date: "2026-12-05", guests: 40 }),
      "http://x",
    );
    expect(searchPresets(link.searchParams)).toEqual({
      zip: "11215",
      date: "2026-12-05",
      guests: 40,
    });
    expect(
      searchPresets(new URLSearchParams("zip=1121&date=2026-02-30&guests=4.5&location=11201")),
    ).toEqual({});
    expect(searchPresets(new URLSearchParams("guests=9000"))).toEqual({ guests: 500 });
    expect(searchPresets(undefined)).toEqual({});
  });
});

describe("zipInAddress", () => {
  it.each([
    ["12 Garden St, Brooklyn, NY 11201", "11201"],
    ["12 Garden St, Brooklyn, NY 11201-2345", "11201"],
    ["12 Garden St, Brooklyn, NY 11201, USA", "11201"],
    ["12 Garden St\nBrooklyn NY 07030 ", "07030"],
    ["11201", "11201"],
  ])("%j ends with %s", (address, zip) => {
    expect(zipInAddress(address)).toBe(zip);
  });

  it.each([
    "12 Garden St, Brooklyn, NY",
    // A house number is not a ZIP, nor a ZIP inside a word or a longer number.
    "12345 Main St, Brooklyn, NY",
    "Brooklyn, NY A11201",
    "Brooklyn, NY 112011",
    "",
  ])("%j has none", (address) => {
    expect(zipInAddress(address)).toBeNull();
  });

  it("has none without an address", () => {
    expect(zipInAddress(null)).toBeNull();
  });
});

describe("kitchenOrderProblem", () => {
  const order = {
    subtotalCents: 12000,
    minOrderCents: 15000,
    reach: "delivery",
    zip: "11201",
  } as const;

  it("names what an order lacks to the minimum, in dollars and cents", () => {
    expect(kitchenOrderProblem(order)).toBe("Add $30.00 to reach this kitchen's $150.00 minimum");
    expect(kitchenOrderProblem({ ...order, subtotalCents: 14999 })).toBe(
      "Add $0.01 to reach this kitchen's $150.00 minimum",
    );
  });

  it("has none at the minimum, above it, or without one", () => {
    expect(kitchenOrderProblem({ ...order, subtotalCents: 15000 })).toBeNull();
    expect(kitchenOrderProblem({ ...order, subtotalCents: 15001 })).toBeNull();
    expect(kitchenOrderProblem({ ...order, minOrderCents: null })).toBeNull();
  });

  it("names the ZIP out of reach; pickup, an unset area or no ZIP is no problem", () => {
    const out = { ...order, subtotalCents: 20000 };
    expect(kitchenOrderProblem({ ...out, reach: "none" })).toBe(
      "Does not deliver to ZIP 11201 and offers no pickup near it",
    );
    for (const reach of ["pickup", "area_not_set", "no_zip"] as const) {
      expect(kitchenOrderProblem({ ...out, reach })).toBeNull();
    }
  });

  it("says the minimum first when both apply", () => {
    expect(kitchenOrderProblem({ ...order, reach: "none" })).toMatch(/^Add \$30\.00/);
  });
});
