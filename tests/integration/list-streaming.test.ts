/**
 * The long public lists are streamed (issue 44): GET /api/dishes and GET /api/caterers
 * without a query send the same JSON array as before, written batch by batch from keyset
 * reads, never built as one string. Expectations are computed here, from direct Prisma
 * reads and the documented fields, not by the code under test.
 */
import { GET as getCaterers } from "@/app/api/caterers/route";
import { GET as getDishes } from "@/app/api/dishes/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import type { Caterer, Dish } from "@/lib/generated/prisma/client";
import { CATERER_BATCH_SIZE, listCaterersJson } from "@/lib/server/kitchens/list-caterers";
import { db } from "@/lib/server/db";
import { DISH_BATCH_SIZE, listDishes } from "@/lib/server/dishes/list-dishes";
import { jsonArrayResponse } from "@/lib/server/http/json-array-stream";
import { log } from "@/lib/server/observability/log";
import { dishData, kitchenData, makeKitchen, makePermit, makeUser } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

const get = (handler: typeof getDishes, path: string) =>
  handler(new Request(`http://localhost${path}`), undefined);

/** The body as its chunks, as a client reads them off the wire. */
async function chunksOf(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
}

async function collect<T>(batches: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

// The spec's dish and caterer shapes, field by field (lib/dishes/types.ts, lib/kitchens/types.ts).
const dishJson = (d: Dish) => ({
  id: d.id,
  catererId: d.catererId,
  name: d.name,
  description: d.description,
  category: d.category,
  dietaryTags: d.dietaryTags,
  spiceLevel: d.spiceLevel === "extra_hot" ? "extra-hot" : d.spiceLevel,
  ingredients: d.ingredients,
  allergens: d.allergens,
  majorAllergens: d.allergensDeclared ? d.majorAllergens : null,
  imageUrls: d.imageUrls,
  mediumTrayPrice: d.mediumTrayPrice.toFixed(2),
  largeTrayPrice: d.largeTrayPrice.toFixed(2),
  isPopular: d.isPopular,
  isSignatureDish: d.isSignatureDish,
  preparationTime: d.preparationTime,
  servingSize: d.servingSize,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});
const catererJson = (c: Caterer) => ({
  id: c.id,
  userId: c.userId,
  name: c.name,
  cuisine: c.cuisine,
  description: c.description,
  rating: c.rating.toFixed(1),
  imageUrl: c.imageUrl,
  location: c.location,
  isGrandfathered: c.isGrandfathered,
});

const expectedDishes = async (catererId?: number) =>
  (
    await db.dish.findMany({
      where: catererId === undefined ? {} : { catererId },
      orderBy: [{ catererId: "asc" }, { id: "asc" }],
    })
  ).map(dishJson);

/** Kitchens taking orders (product-rules §14), best rated first, then by id. */
const expectedCaterers = async () =>
  (
    await db.caterer.findMany({
      where: {
        OR: [{ userId: null }, { user: { isActive: true } }],
        NOT: { user: { permit: { expiresOn: { lt: isoToUtcDate(todayIso()) } } } },
      },
      orderBy: [{ rating: "desc" }, { id: "asc" }],
    })
  ).map(catererJson);

beforeAll(() => resetDatabase());
afterAll(() => db.$disconnect());
afterEach(() => jest.restoreAllMocks());

describe("an empty catalogue", () => {
  it("answers [] on both lists, with today's headers", async () => {
    const dishes = await get(getDishes, "/api/dishes");
    expect(dishes.status).toBe(200);
    expect(dishes.headers.get("content-type")).toBe("application/json");
    expect(await dishes.text()).toBe("[]");

    const caterers = await get(getCaterers, "/api/caterers");
    expect(caterers.status).toBe(200);
    expect(caterers.headers.get("content-type")).toBe("application/json");
    expect(caterers.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    );
    expect(await caterers.text()).toBe("[]");
  });
});

describe("a catalogue of several batches", () => {
  const KITCHENS = 2_500; // more than one default batch of caterers
  const DISHES = 2_500; // more than one default batch of dishes
  let closedIds: number[] = [];

  beforeAll(async () => {
    // Ratings from few values, so batches end inside a run of equal ratings; created in an
    // order that is neither by rating nor by id.
    await db.caterer.createMany({
      data: Array.from({ length: KITCHENS }, (_, i) =>
        kitchenData({
          name: `Kitchen ${i}`,
          cuisine: ["Italian", "Thai", "Mexican"][i % 3]!,
          description: i % 4 === 0 ? null : `Kitchen number ${i} "quoted" \\ ünïcode`,
          rating: ((i * 7) % 6).toFixed(1),
          imageUrl: i % 5 === 0 ? null : `/images/caterers/${i}.jpg`,
          location: i % 6 === 0 ? null : "Brooklyn, NY",
          isGrandfathered: i % 2 === 0,
        }),
      ),
    });
    // Two closed kitchens (owner deactivated; permit expired): never listed.
    const inactive = await makeUser("caterer", "Gone");
    await db.user.update({ where: { id: inactive.id }, data: { isActive: false } });
    const lapsed = await makeUser("caterer", "Lapsed");
    await makePermit(lapsed.id, { expiresOn: isoToUtcDate(addDaysIso(todayIso(), -1)) });
    const closed = await Promise.all(
      [inactive, lapsed].map((u) =>
        makeKitchen({ userId: u.id, name: `${u.firstName}'s`, cuisine: "Thai", rating: "5.0" }),
      ),
    );
    closedIds = closed.map((c) => c.id);

    // Dishes spread over the kitchens out of id order, so "by caterer, then id" differs
    // from "by id"; every kind of field value the shape maps.
    const caterers = await db.caterer.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    await db.dish.createMany({
      data: Array.from({ length: DISHES }, (_, i) =>
        dishData(caterers[(i * 37) % 50]!.id, {
          name: `Dish ${i}`,
          description: `Dish number ${i}, "tasty"`,
          category: (["main", "side", "dessert", "appetizer"] as const)[i % 4]!,
          dietaryTags: i % 3 === 0 ? ["vegan"] : [],
          spiceLevel: ([null, "mild", "hot", "extra_hot"] as const)[i % 4]!,
          ingredients: ["rice", `spice ${i}`],
          allergens: i % 5 === 0 ? ["celery"] : [],
          majorAllergens: i % 2 === 0 ? ["milk"] : [],
          allergensDeclared: i % 3 !== 1,
          imageUrls: i % 2 ? [`/images/dishes/${i}.svg`] : [],
          mediumTrayPrice: (20 + (i % 90) + 0.5).toFixed(2),
          largeTrayPrice: (40 + (i % 90)).toFixed(2),
          isPopular: i % 7 === 0,
          isSignatureDish: i % 11 === 0,
          preparationTime: i % 2 ? 30 + i : null,
          servingSize: i % 3 ? "10-12 people" : null,
        }),
      ),
    });
  }, 120_000);

  it("GET /api/dishes is every dish, row for row, in chunks, never one JSON.stringify", async () => {
    const expected = await expectedDishes();
    expect(expected).toHaveLength(DISHES);
    const stringify = jest.spyOn(JSON, "stringify");
    const response = await get(getDishes, "/api/dishes");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    const chunks = await chunksOf(response);
    // One chunk per batch of 1,000 (3) and the closing bracket.
    expect(chunks.length).toBe(Math.ceil(DISHES / DISH_BATCH_SIZE) + 1);
    expect(JSON.parse(chunks.join(""))).toEqual(expected);
    // Nothing serialised more than one batch at a time.
    const arrays = stringify.mock.calls.map(([value]) => (Array.isArray(value) ? value.length : 0));
    expect(Math.max(0, ...arrays)).toBeLessThanOrEqual(DISH_BATCH_SIZE);
  });

  it("GET /api/caterers is every open kitchen, best rated first, in chunks", async () => {
    const expected = await expectedCaterers();
    expect(expected).toHaveLength(KITCHENS);
    const response = await get(getCaterers, "/api/caterers");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    );
    expect(response.headers.get("x-total-count")).toBeNull();
    const chunks = await chunksOf(response);
    expect(chunks.length).toBe(Math.ceil(KITCHENS / CATERER_BATCH_SIZE) + 1);
    const body = JSON.parse(chunks.join(""));
    expect(body).toEqual(expected);
    for (const id of closedIds) expect(body.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it("small batches give the same rows: no row lost or repeated at a batch's edge", async () => {
    const dishes = await collect(listDishes({}, 7));
    expect(dishes.length).toBe(Math.ceil(DISHES / 7));
    expect(dishes.flat()).toEqual(await expectedDishes());

    const caterers = await collect(listCaterersJson(todayIso(), 7));
    expect(caterers.length).toBe(Math.ceil(KITCHENS / 7));
    expect(caterers.flat().map((json) => JSON.parse(json))).toEqual(await expectedCaterers());

    // A batch size that divides the list: the last read finds nothing and sends nothing.
    const exact = await collect(listDishes({}, 500));
    expect(exact.map((b) => b.length)).toEqual([500, 500, 500, 500, 500]);
  });

  it("?catererId= narrows to one kitchen (several batches of it too); bad input as before", async () => {
    const [busiest] = await db.dish.groupBy({
      by: ["catererId"],
      _count: { _all: true },
      orderBy: { _count: { catererId: "desc" } },
      take: 1,
    });
    const catererId = busiest!.catererId;
    const expected = await expectedDishes(catererId);
    expect(expected.length).toBeGreaterThan(10);
    const response = await get(getDishes, `/api/dishes?catererId=${catererId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
    expect((await collect(listDishes({ catererId }, 4))).flat()).toEqual(expected);

    const unknown = await get(getDishes, "/api/dishes?catererId=999999");
    expect([unknown.status, await unknown.text()]).toEqual([200, "[]"]);

    for (const bad of ["1;DROP", "abc", "0", "-1", "1.5", ""]) {
      const refused = await get(getDishes, `/api/dishes?catererId=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: "Invalid catererId" });
    }
  });

  it("filtered caterer lists keep their answer and X-Total-Count", async () => {
    const response = await get(getCaterers, "/api/caterers?cuisine=Thai&page=2&pageSize=5");
    expect(response.status).toBe(200);
    const thai = (await expectedCaterers()).filter((c) => c.cuisine === "Thai");
    expect(response.headers.get("x-total-count")).toBe(String(thai.length));
    expect(await response.json()).toHaveLength(5);
    const refused = await get(getCaterers, "/api/caterers?sort=nearest");
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(
      "Sort must be one of recommended, price-low, price-high, rating, distance",
    );
  });
});

describe("jsonArrayResponse", () => {
  it("an error before the first byte is thrown, for handleRoute to answer as JSON", async () => {
    async function* failing(): AsyncGenerator<number[]> {
      throw new Error("database down");
    }
    await expect(jsonArrayResponse(failing())).rejects.toThrow("database down");
  });

  it("an error after the first batch cuts the body short and is logged", async () => {
    const logged = jest.spyOn(log, "error").mockImplementation(() => undefined);
    async function* failing(): AsyncGenerator<number[]> {
      yield [1, 2];
      throw new Error("connection lost");
    }
    const response = await jsonArrayResponse(failing());
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("[1,2");
    await expect(reader.read()).rejects.toThrow("connection lost");
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/cut short/),
      expect.objectContaining({ err: expect.any(Error) }),
    );
  });

  it("stops reading batches when the client goes away", async () => {
    let reads = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<number[]> {
      try {
        for (;;) yield [++reads];
      } finally {
        closed = true;
      }
    }
    const response = await jsonArrayResponse(endless());
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
    expect(reads).toBeLessThan(5);
  });

  it("skips empty batches", async () => {
    async function* gaps(): AsyncGenerator<number[]> {
      yield [];
      yield [1];
      yield [];
      yield [2, 3];
    }
    expect(await (await jsonArrayResponse(gaps())).text()).toBe("[1,2,3]");
  });
});
