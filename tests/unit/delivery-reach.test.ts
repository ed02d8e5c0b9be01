/**
 * The ZIPs a kitchen reaches (lib/delivery/reach.ts), against deliveryFor asked of every ZIP
 * one by one: the stored reach must list exactly the ZIPs the rule delivers or picks up at,
 * with the same fee and distance, wherever the kitchen is (near a pole, across the date line
 * of longitudes, in a ZIP-dense city).
 */
import fc from "fast-check";
import { deliveryFor, type DeliveryAreaRule, type GeoPoint } from "@/lib/delivery/rules";
import { kitchenReach, zipIndex, type ZipPoint } from "@/lib/delivery/reach";

// A made-up grid of ZIPs: one every 0.1 degree over 39-42 N, 72-76 W (a dense metro), and a
// few far ones (Alaska, Hawaii, near 0,0 as the military codes of the real table).
const ZIPS: ZipPoint[] = [];
let n = 10000;
for (let lat = 39; lat <= 42.0001; lat += 0.1) {
  for (let lng = -76; lng <= -72.0001; lng += 0.1) {
    ZIPS.push({ zip: String(n++), latitude: lat, longitude: lng });
  }
}
ZIPS.push({ zip: "99501", latitude: 61.2181, longitude: -149.9003 });
ZIPS.push({ zip: "99502", latitude: 61.1, longitude: -149.5 });
ZIPS.push({ zip: "96813", latitude: 21.3069, longitude: -157.8583 });
ZIPS.push({ zip: "09859", latitude: 0, longitude: 0 });
const index = zipIndex(ZIPS);

/** The reference: the rule asked of every known ZIP, and of listed ZIPs the table lacks. */
function bruteForce(area: DeliveryAreaRule) {
  const rows: { zip: string; feeCents: number | null; distanceMiles: number | null }[] = [];
  const asked = new Map<string, GeoPoint | null>(ZIPS.map((z) => [z.zip, z]));
  for (const zone of area.zones)
    for (const zip of zone.zipCodes) if (!asked.has(zip)) asked.set(zip, null);
  for (const [zip, point] of asked) {
    const m = deliveryFor(area, zip, point);
    if (m.kind === "delivery")
      rows.push({ zip, feeCents: m.feeCents, distanceMiles: m.distanceMiles });
    if (m.kind === "pickup") rows.push({ zip, feeCents: null, distanceMiles: m.distanceMiles });
  }
  return rows.sort((a, b) => a.zip.localeCompare(b.zip));
}

const point = fc.oneof(
  fc.record({
    latitude: fc.double({ min: 38.5, max: 42.5, noNaN: true }),
    longitude: fc.double({ min: -76.5, max: -71.5, noNaN: true }),
  }),
  fc.constantFrom({ latitude: 61.2, longitude: -149.8 }, { latitude: 0.1, longitude: 0.1 }),
);
const zone = fc.oneof(
  fc.record({
    zipCodes: fc
      .uniqueArray(fc.constantFrom(...ZIPS.slice(0, 60).map((z) => z.zip), "99999"), {
        maxLength: 5,
      })
      .filter((a) => a.length > 0),
    radiusMiles: fc.constant(null),
    feeCents: fc.integer({ min: 0, max: 5000 }),
  }),
  fc.record({
    zipCodes: fc.constant([] as string[]),
    radiusMiles: fc.integer({ min: 1, max: 100 }).map((r) => r / 2),
    feeCents: fc.integer({ min: 0, max: 5000 }),
  }),
);

it("lists exactly the ZIPs deliveryFor reaches, with its fee and distance", () => {
  fc.assert(
    fc.property(point, fc.boolean(), fc.array(zone, { maxLength: 3 }), (p, offersPickup, zones) => {
      const area: DeliveryAreaRule = { point: p, offersPickup, zones };
      expect(kitchenReach(area, index)).toEqual(bruteForce(area));
    }),
    { numRuns: 150 },
  );
});

it("reaches nothing before the area is set, and only listed ZIPs without a radius or pickup", () => {
  expect(kitchenReach({ point: null, offersPickup: true, zones: [] }, index)).toEqual([]);
  const listed = kitchenReach(
    {
      point: { latitude: 40, longitude: -74 },
      offersPickup: false,
      zones: [{ zipCodes: ["10000", "99999"], radiusMiles: null, feeCents: 700 }],
    },
    index,
  );
  // 99999 is not in the table: listed, so reached, at no known distance.
  expect(listed).toEqual([
    { zip: "10000", feeCents: 700, distanceMiles: expect.any(Number) },
    { zip: "99999", feeCents: 700, distanceMiles: null },
  ]);
});

it("near() keeps every ZIP within the miles asked, near a pole as at the equator", () => {
  for (const p of [
    { latitude: 61.2, longitude: -149.8 },
    { latitude: 40.5, longitude: -74 },
    { latitude: 0, longitude: 0 },
  ]) {
    for (const miles of [1, 10, 25, 50]) {
      const found = new Set(index.near(p, miles).map((z) => z.zip));
      const expected = bruteForce({
        point: p,
        offersPickup: false,
        zones: [{ zipCodes: [], radiusMiles: miles, feeCents: 0 }],
      });
      for (const z of expected) expect(found.has(z.zip)).toBe(true);
    }
  }
});
