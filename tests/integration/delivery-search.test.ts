/**
 * Where kitchens deliver, and the search that means it (docs/product-rules.md §23): the
 * home search's SQL and GET /api/caterers for a ZIP (zones by list and by radius, pickup
 * within 25 miles, kitchens with no area last), a delivery date, a guest count and the
 * distance order; and the Kitchen Settings save that sets the area. Each expected list is
 * written by hand from the distances to 11215 (Park Slope) below.
 */
import { GET as getCaterers } from "@/app/api/caterers/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { parseBrowseParams } from "@/lib/browse/filters";
import { updateKitchenSettings } from "@/lib/server/kitchens/kitchen-settings";
import { searchCaterers } from "@/lib/server/kitchens/search-caterers";
import { loadCatererPage } from "@/lib/server/kitchen-page/load-caterer-page";
import { db } from "@/lib/server/db";
import { deliveryFor } from "@/lib/delivery/rules";
import pg from "pg";
import zipcodes from "zipcodes";
import { fillKitchenReach } from "../../scripts/runtime/db/kitchen-reach";
import { setDeliveryArea } from "../support/delivery-area";
import { makeDish, makeKitchen, signedIn, signedInCaterer } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

const url = (path: string) => new Request(`http://localhost${path}`);

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: { code: string; message: string; errors?: unknown }) => ({
      code: e.code,
      message: e.message,
      errors: e.errors,
    }),
  );

// Miles from each kitchen's ZIP to 11215 (haversine of the ZIP centroids):
// 11238 1.276, 11201 1.913, 11211 3.254, 10001 5.678, 11375 8.084, 10583 24.466,
// 10601 27.734.
type Setup = {
  name: string;
  rating: string;
  zipCode: string | null;
  zones?: { kind: "zips" | "radius"; zipCodes?: string; radiusMiles?: string; fee: string }[];
  offersPickup?: boolean;
  trayCapacity?: number;
  dessertOnly?: boolean;
};

const KITCHENS: Setup[] = [
  // Lists 11215 among its ZIPs, from Manhattan.
  {
    name: "Zip List",
    rating: "4.9",
    zipCode: "10001",
    zones: [{ kind: "zips", zipCodes: "11215, 11217", fee: "15" }],
  },
  // 2.0 miles around 11201 reaches 11215 at 1.913: just inside.
  {
    name: "Radius In",
    rating: "4.1",
    zipCode: "11201",
    zones: [{ kind: "radius", radiusMiles: "2", fee: "5" }],
    trayCapacity: 14,
  },
  // 3.2 miles around 11211 stops short of 11215 at 3.254: just outside.
  {
    name: "Radius Out",
    rating: "4.8",
    zipCode: "11211",
    zones: [{ kind: "radius", radiusMiles: "3.2", fee: "0" }],
  },
  // Two zones cover 11215 (1.3 miles > 1.276, and the list): the cheaper fee applies.
  {
    name: "Two Zones",
    rating: "4.5",
    zipCode: "11238",
    zones: [
      { kind: "radius", radiusMiles: "1.3", fee: "8" },
      { kind: "zips", zipCodes: "11215", fee: "6.50" },
    ],
    trayCapacity: 15,
  },
  // Pickup only, 24.5 miles away: within 25.
  {
    name: "Pickup Near",
    rating: "4.7",
    zipCode: "10583",
    zones: [{ kind: "zips", zipCodes: "10583", fee: "0" }],
    offersPickup: true,
    dessertOnly: true,
  },
  // Pickup only, 27.7 miles away: too far.
  { name: "Pickup Far", rating: "4.6", zipCode: "10601", offersPickup: true },
  // Delivers to Queens only.
  {
    name: "Elsewhere",
    rating: "4.4",
    zipCode: "11375",
    zones: [{ kind: "zips", zipCodes: "11375", fee: "3" }],
  },
  // Has not said where it delivers: listed last, whatever its rating.
  { name: "No Area", rating: "5.0", zipCode: null, trayCapacity: 20 },
];

let admin: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, number> = {};
const today = todayIso();
const closedDay = addDaysIso(today, 10);
const busyDay = addDaysIso(today, 11);

beforeAll(async () => {
  await resetDatabase();
  admin = await signedIn("admin", "Admin");
  for (const k of KITCHENS) {
    const c = await makeKitchen({
      name: k.name,
      rating: k.rating,
      location: k.zipCode === "10001" ? "New York, NY" : "Brooklyn, NY",
      imageUrl: "/images/caterers/one.svg",
    });
    ids[k.name] = c.id;
    await makeDish(c.id, "50.00", "90.00", k.dessertOnly ? "Cannoli" : "Lasagna", {
      category: k.dessertOnly ? "dessert" : "main",
    });
    await updateKitchenSettings(admin.actor, {
      catererId: c.id,
      trayCapacity: k.trayCapacity === undefined ? "" : String(k.trayCapacity),
      largeTrayWeight: "1.5",
      minNoticeHours: "",
      longNoticeHours: "",
      longNoticeAboveTrays: "",
      cancellationPolicy: "none",
      zipCode: k.zipCode ?? "",
      minOrder: "",
      offersPickup: k.offersPickup ?? false,
      pickupNote: "",
      zones: (k.zones ?? []).map((z) => ({
        kind: z.kind,
        zipCodes: z.zipCodes ?? "",
        radiusMiles: z.radiusMiles ?? "",
        fee: z.fee,
      })),
    });
  }
  // The closed day: Zip List is closed, Radius In has no slot left, Two Zones no trays
  // left; Pickup Near has one slot left. The busy day: Two Zones has 14 of 15 trays left.
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  await db.availability.createMany({
    data: [
      { catererId: ids["Zip List"]!, date: day(closedDay), isAvailable: false },
      { catererId: ids["Radius In"]!, date: day(closedDay), maxOrders: 5, currentOrders: 5 },
      { catererId: ids["Two Zones"]!, date: day(closedDay), currentOrders: 1, currentTrays: 15 },
      { catererId: ids["Pickup Near"]!, date: day(closedDay), maxOrders: 5, currentOrders: 4 },
      { catererId: ids["Two Zones"]!, date: day(busyDay), currentOrders: 1, currentTrays: 1 },
    ],
  });
}, 120_000);

afterAll(() => db.$disconnect());

type Listed = {
  name: string;
  distanceMiles: number | null;
  deliveryFeeCents: number | null;
  deliveryAreaSet: boolean;
  pickupOnly: boolean;
};

async function api(query: string) {
  const response = await getCaterers(url(`/api/caterers?${query}`), undefined);
  return {
    status: response.status,
    total: response.headers.get("X-Total-Count"),
    body: await response.json(),
  };
}

async function names(query: string): Promise<string[]> {
  const { status, body, total } = await api(query);
  expect(status).toBe(200);
  expect(total).toBe(String(body.length));
  return (body as Listed[]).map((c) => c.name);
}

/** The home page's own path: its URL parsed, then the same search. */
async function homeNames(query: string): Promise<string[]> {
  const filters = parseBrowseParams(new URLSearchParams(query));
  const { caterers, total } = await searchCaterers(filters, { limit: null });
  expect(total).toBe(caterers.length);
  return caterers.map((c) => c.name);
}

describe("search by ZIP", () => {
  it("lists the kitchens that deliver there or offer pickup within 25 miles, the area-not-set last", async () => {
    const expected = ["Zip List", "Pickup Near", "Two Zones", "Radius In", "No Area"];
    expect(await names("zip=11215")).toEqual(expected);
    // A five-digit LOCATION is the same search, on the API and on the home page.
    expect(await names("location=11215")).toEqual(expected);
    expect(await homeNames("location=11215")).toEqual(expected);
    expect(await homeNames("zip=11215")).toEqual(expected);
  });

  it("says how each is reached: fee of the cheapest zone, distance, pickup only, area not set", async () => {
    const { body } = await api("zip=11215&sort=distance");
    expect(
      (body as Listed[]).map((c) => [
        c.name,
        c.distanceMiles,
        c.deliveryFeeCents,
        c.pickupOnly,
        c.deliveryAreaSet,
      ]),
    ).toEqual([
      ["Two Zones", 1.3, 650, false, true],
      ["Radius In", 1.9, 500, false, true],
      ["Zip List", 5.7, 1500, false, true],
      ["Pickup Near", 24.5, null, true, true],
      ["No Area", null, null, false, false],
    ]);
  });

  it("another ZIP is reached by other zones, and a far one by none", async () => {
    // 11231 (Carroll Gardens): Radius Out reaches it (3.148 <= 3.2), Radius In (1.164),
    // Pickup Near is 24.083 away; Two Zones' 1.3 miles stop at 1.939 and no list names it.
    expect(await names("zip=11231")).toEqual(["Radius Out", "Pickup Near", "Radius In", "No Area"]);
    // Anchorage: nobody delivers, only the kitchen with no area set remains.
    expect(await names("zip=99501")).toEqual(["No Area"]);
  });

  it("finds a pickup kitchen due east as one due north: the reach.s box is as wide as it is tall", async () => {
    // Freeport (11520) is 20.787 miles due east of 11215: within pickup's 25. A degree of
    // longitude is shorter than one of latitude, so a box as many degrees wide as tall
    // would leave it out.
    const east = await makeKitchen({
      name: "Pickup East",
      rating: "4.0",
      location: "Freeport, NY",
    });
    try {
      await setDeliveryArea(admin.actor, {
        catererId: east.id,
        zipCode: "11520",
        offersPickup: true,
        zones: [],
      });
      const { body } = await api("zip=11215&sort=distance");
      expect(
        (body as Listed[])
          .filter((c) => c.name === "Pickup East")
          .map((c) => [c.distanceMiles, c.pickupOnly]),
      ).toEqual([[20.8, true]]);
    } finally {
      await db.caterer.delete({ where: { id: east.id } });
    }
  });

  it("a town still matches by text, as before", async () => {
    expect(await names("location=new%20york")).toEqual(["Zip List"]);
  });

  it("refuses a ZIP that does not exist, and one that is not five digits", async () => {
    for (const q of ["zip=00000", "zip=1121"]) {
      const { status, body } = await api(q);
      expect(status).toBe(400);
      expect(body.message).toBe("Enter a valid US ZIP code");
    }
  });
});

describe("search by delivery date and guests", () => {
  it("leaves out the kitchens closed or full that day", async () => {
    expect(await names(`zip=11215&date=${closedDay}`)).toEqual(["Pickup Near", "No Area"]);
    expect(await homeNames(`date=${closedDay}`)).toEqual([
      "No Area",
      "Radius Out",
      "Pickup Near",
      "Pickup Far",
      "Elsewhere",
    ]);
    // Orders are taken for the days after today only.
    expect(await names(`zip=11215&date=${today}`)).toEqual([]);
  });

  it("keeps the kitchens whose menu and trays can feed the guests", async () => {
    // 100 guests take 15 tray units (10 large trays at 1.5): Radius In has 14, Pickup Near
    // no main dish; Zip List has no tray limit, Two Zones exactly 15, No Area 20.
    expect(await names("zip=11215&guests=100")).toEqual(["Zip List", "Two Zones", "No Area"]);
    // 90 guests take 13.5 units: Radius In's 14 is enough.
    expect(await names("zip=11215&guests=90")).toEqual([
      "Zip List",
      "Two Zones",
      "Radius In",
      "No Area",
    ]);
    // On the busy day Two Zones has 14 units left.
    expect(await names(`zip=11215&guests=100&date=${busyDay}`)).toEqual(["Zip List", "No Area"]);
  });

  it("refuses a guest count or a date it cannot read", async () => {
    expect((await api("guests=0")).body.message).toBe(
      "Guests must be a whole number from 1 to 500",
    );
    expect((await api("guests=501")).status).toBe(400);
    expect((await api("date=2026-02-30")).body.message).toBe(
      "Date must be a valid date (YYYY-MM-DD)",
    );
  });
});

describe("the distance sort", () => {
  it("orders by the real distance from the ZIP, the area-not-set last", async () => {
    expect(await names("zip=11215&sort=distance")).toEqual([
      "Two Zones",
      "Radius In",
      "Zip List",
      "Pickup Near",
      "No Area",
    ]);
  });

  it("without a ZIP keeps the spec's order by location text", async () => {
    expect(await names("location=ny&sort=distance")).toEqual([
      "Radius In",
      "Radius Out",
      "Two Zones",
      "Pickup Near",
      "Pickup Far",
      "Elsewhere",
      "No Area",
      "Zip List",
    ]);
  });
});

describe("the kitchen's page", () => {
  it("reads the area with the page's one statement: zones, town for pickup, no address", async () => {
    const page = await loadCatererPage(ids["Two Zones"]!);
    expect(page?.delivery).toEqual({
      catererId: ids["Two Zones"],
      zipCode: "11238",
      town: "Brooklyn, NY",
      minOrderCents: null,
      offersPickup: false,
      pickupNote: null,
      zones: [
        { id: expect.any(Number), zipCodes: [], radiusMiles: 1.3, feeCents: 800 },
        { id: expect.any(Number), zipCodes: ["11215"], radiusMiles: null, feeCents: 650 },
      ],
    });
    expect((await loadCatererPage(ids["No Area"]!))?.delivery).toMatchObject({
      zipCode: null,
      town: null,
      zones: [],
    });
  });
});

describe("setting the delivery area", () => {
  it("the caterer sets their own: the ZIP's centroid is stored, zones replaced, amounts in cents", async () => {
    const chef = await signedInCaterer("Dana");
    await makeDish(chef.caterer.id);
    const values = {
      trayCapacity: "",
      largeTrayWeight: "1.5",
      minNoticeHours: "",
      longNoticeHours: "",
      longNoticeAboveTrays: "",
      cancellationPolicy: "none" as const,
      zipCode: " 11201 ",
      minOrder: "149.50",
      offersPickup: true,
      pickupNote: "Weekdays 4-6 pm",
      zones: [
        { kind: "radius" as const, zipCodes: "10001", radiusMiles: "3.5", fee: "12" },
        { kind: "zips" as const, zipCodes: "11215,11217 11215", radiusMiles: "", fee: "0" },
      ],
    };
    await updateKitchenSettings(chef.actor, values);
    const row = await db.caterer.findUniqueOrThrow({
      where: { id: chef.caterer.id },
      include: { deliveryZones: { orderBy: { id: "asc" } } },
    });
    expect(row).toMatchObject({
      zipCode: "11201",
      latitude: 40.694,
      longitude: -73.9903,
      minOrderCents: 14950,
      offersPickup: true,
      pickupNote: "Weekdays 4-6 pm",
    });
    expect(
      row.deliveryZones.map((z) => [z.zipCodes, z.radiusMiles?.toString() ?? null, z.feeCents]),
    ).toEqual([
      [[], "3.5", 1200],
      [["11215", "11217"], null, 0],
    ]);

    // Saving again replaces the zones; an empty ZIP clears the area.
    await updateKitchenSettings(chef.actor, {
      ...values,
      zipCode: "",
      offersPickup: false,
      zones: [],
    });
    const cleared = await db.caterer.findUniqueOrThrow({ where: { id: chef.caterer.id } });
    expect(cleared).toMatchObject({ zipCode: null, latitude: null, longitude: null });
    expect(await db.deliveryZone.count({ where: { catererId: chef.caterer.id } })).toBe(0);

    // Each bad input gets its message under its field, and nothing changes.
    const bad: [Partial<typeof values>, string, string][] = [
      [{ zipCode: "00000" }, "zipCode", "Enter a valid US ZIP code"],
      [{ zipCode: "1120" }, "zipCode", "Enter a valid US ZIP code"],
      [{ zipCode: "" }, "zipCode", "Enter your kitchen's ZIP code to set delivery zones or pickup"],
      [
        { zones: [{ kind: "zips", zipCodes: "11215, 00000", radiusMiles: "", fee: "1" }] },
        "zones.0.zipCodes",
        "Enter 1 to 50 valid US ZIP codes, separated by commas",
      ],
      [
        { zones: [{ kind: "radius", zipCodes: "", radiusMiles: "51", fee: "1" }] },
        "zones.0.radiusMiles",
        "Radius must be from 0.5 to 50 miles, in steps of 0.1",
      ],
      [
        { zones: [{ kind: "radius", zipCodes: "", radiusMiles: "2", fee: "1.005" }] },
        "zones.0.fee",
        "Delivery fee must be an amount in dollars, like 0, 15 or 12.50, up to $10,000",
      ],
      [
        { minOrder: "-5" },
        "minOrder",
        "Minimum order must be an amount in dollars, like 150 or 149.50, up to $10,000",
      ],
    ];
    for (const [change, path, message] of bad) {
      const refused = await refusal(updateKitchenSettings(chef.actor, { ...values, ...change }));
      expect(refused).toMatchObject({ code: "invalid_input", message });
      expect(refused.errors).toEqual(expect.arrayContaining([{ path, message }]));
    }
    expect(await db.caterer.findUniqueOrThrow({ where: { id: chef.caterer.id } })).toMatchObject({
      zipCode: null,
      minOrderCents: 14950,
    });
    expect(await db.deliveryZone.count({ where: { catererId: chef.caterer.id } })).toBe(0);

    // Another kitchen's owner cannot name this one; anonymous is refused.
    const other = await signedInCaterer("Other");
    expect(
      await refusal(updateKitchenSettings(other.actor, { ...values, catererId: chef.caterer.id })),
    ).toMatchObject({ code: "not_found" });
    expect(await refusal(updateKitchenSettings(null, values))).toMatchObject({
      code: "unauthenticated",
    });
  });
  it("keeps each reach row's copy of the kitchen through every caterer and dish write", async () => {
    const chef = await signedInCaterer("Copy");
    await setDeliveryArea(chef.actor, {
      trayCapacity: "12",
      zipCode: "11201",
      zones: [{ radiusMiles: "1", fee: "5" }],
    });
    const id = chef.caterer.id;
    // Rows whose copy differs from the caterer row, and one row as the search reads it.
    const stale = async () =>
      (
        await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n
          FROM kitchen_zip_reach r JOIN caterers c ON c.id = r."catererId"
          WHERE (r."userId", r.cuisine, r.rating, r."minMediumPrice", r."maxLargePrice",
                 r.unfinished, r."trayCapacity", r."largeTrayWeight", r."menuHasMain",
                 r."priceMask", r."dietTags")
            IS DISTINCT FROM
                (c."userId", c.cuisine, c.rating, c."minMediumPrice", c."maxLargePrice",
                 c."minMediumPrice" IS NULL OR c."imageUrl" IS NULL, c."trayCapacity",
                 c."largeTrayWeight", c."menuHasMain", caterer_price_mask(c."dishTopPrices"),
                 c."dishDietTags")`
      )[0]!.n;
    const row = async () => {
      const r = await db.kitchenZipReach.findUniqueOrThrow({
        where: { zip_catererId: { zip: "11201", catererId: id } },
      });
      return {
        cuisine: r.cuisine,
        rating: r.rating.toFixed(1),
        min: r.minMediumPrice?.toFixed(2) ?? null,
        unfinished: r.unfinished,
        trays: r.trayCapacity,
        main: r.menuHasMain,
        mask: r.priceMask,
        tags: r.dietTags,
      };
    };
    expect(await db.kitchenZipReach.count({ where: { catererId: id } })).toBeGreaterThan(5);
    expect(await stale()).toBe(0);
    // signedInCaterer's kitchen has neither a photo nor dishes yet: unfinished, no main.
    expect(await row()).toMatchObject({ min: null, unfinished: true, trays: 12, main: false });

    await db.caterer.update({ where: { id }, data: { imageUrl: "/images/caterers/one.svg" } });
    expect((await row()).unfinished).toBe(true);
    const dish = await makeDish(id);
    expect(await stale()).toBe(0);
    expect(await row()).toMatchObject({ unfinished: false, main: true });
    // makeDish's lasagna: 55.00 and 95.00, the 50-100 band (mask 2), no tags.
    expect(await row()).toMatchObject({ mask: 2, tags: [] });
    await db.dish.update({
      where: { id: dish.id },
      data: { mediumTrayPrice: "31.00", largeTrayPrice: "45.00", dietaryTags: ["Vegan"] },
    });
    expect(await row()).toMatchObject({ min: "31.00", mask: 1, tags: ["vegan"] });
    await db.caterer.update({
      where: { id },
      data: { cuisine: "Thai", rating: "4.2", trayCapacity: 30, largeTrayWeight: "2.0" },
    });
    expect(await row()).toMatchObject({ cuisine: "Thai", rating: "4.2", trays: 30 });
    await db.caterer.update({ where: { id }, data: { imageUrl: null } });
    expect((await row()).unfinished).toBe(true);
    await db.dish.delete({ where: { id: dish.id } });
    expect(await row()).toMatchObject({ min: null, main: false });
    expect(await stale()).toBe(0);
  });

  it("stores the ZIPs the area reaches with each save, as the rule decides for every US ZIP", async () => {
    const chef = await signedInCaterer("Reach");
    type Area = Parameters<typeof setDeliveryArea>[1];
    const values: Area = {
      zipCode: "11201",
      offersPickup: true,
      zones: [
        { radiusMiles: "3", fee: "12" },
        { zipCodes: "11215, 10601", fee: "4" },
      ],
    };
    const stored = async () =>
      (
        await db.kitchenZipReach.findMany({
          where: { catererId: chef.caterer.id },
          orderBy: { zip: "asc" },
        })
      ).map((r) => [r.zip, r.feeCents, r.distanceMiles]);
    // The reference: deliveryFor asked of every US ZIP in the offline table, one by one.
    const expected = (v: Area) => {
      const centroid = v.zipCode ? zipcodes.lookup(v.zipCode)! : null;
      const area = {
        point: centroid && { latitude: centroid.latitude, longitude: centroid.longitude },
        offersPickup: v.offersPickup ?? false,
        zones: v.zones.map((z) => ({
          zipCodes: "zipCodes" in z ? z.zipCodes.split(/[\s,]+/) : [],
          radiusMiles: "radiusMiles" in z ? Number(z.radiusMiles) : null,
          feeCents: Number(z.fee) * 100,
        })),
      };
      return Object.values(zipcodes.codes)
        .filter((z) => z.country === "US")
        .flatMap((z) => {
          const m = deliveryFor(area, z.zip, { latitude: z.latitude, longitude: z.longitude });
          if (m.kind === "delivery") return [[z.zip, m.feeCents, m.distanceMiles]];
          if (m.kind === "pickup") return [[z.zip, null, m.distanceMiles]];
          return [];
        })
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    };

    await setDeliveryArea(chef.actor, values);
    const first = await stored();
    expect(first).toEqual(expected(values));
    // Brooklyn Heights' 3 miles and its pickup's 25 reach hundreds of ZIPs; White Plains
    // (listed, 25.9 miles away) only by its list, at its fee.
    expect(first.length).toBeGreaterThan(300);
    expect(first.find((r) => r[0] === "10601")).toEqual(["10601", 400, expect.any(Number)]);
    expect(first.find((r) => r[0] === "11201")).toEqual(["11201", 1200, 0]);

    // A new area replaces the rows: no pickup, one list.
    const listOnly: Area = { zipCode: "11201", zones: [{ zipCodes: "11215", fee: "2" }] };
    await setDeliveryArea(chef.actor, listOnly);
    expect(await stored()).toEqual(expected(listOnly));
    expect((await stored()).map((r) => r[0])).toEqual(["11215"]);

    // A refused save (bad input, another owner) leaves them as they were.
    const bad: Area = { zipCode: "11201", zones: [{ zipCodes: "00000", fee: "2" }] };
    expect(await refusal(setDeliveryArea(chef.actor, bad))).toMatchObject({
      code: "invalid_input",
    });
    const other = await signedInCaterer("Not Reach");
    expect(
      await refusal(setDeliveryArea(other.actor, { ...values, catererId: chef.caterer.id })),
    ).toMatchObject({ code: "not_found" });
    expect((await stored()).map((r) => r[0])).toEqual(["11215"]);

    // The fill after the migration that made the table writes the same rows again.
    const all = await db.kitchenZipReach.count();
    await db.$executeRaw`DELETE FROM kitchen_zip_reach`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      expect(await fillKitchenReach(client)).toBe(all);
    } finally {
      await client.end();
    }
    expect(await stored()).toEqual(expected(listOnly));

    // Clearing the area clears its reach.
    await setDeliveryArea(chef.actor, { zipCode: "", zones: [] });
    expect(await stored()).toEqual([]);
  });
});
