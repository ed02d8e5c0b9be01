/** The four browse endpoints, called as route handlers. */
import { GET as getCaterers } from "@/app/api/caterers/route";
import { GET as getCaterer } from "@/app/api/caterers/[id]/route";
import { GET as getCatererDishes } from "@/app/api/caterers/[id]/dishes/route";
import { GET as getDishes } from "@/app/api/dishes/route";
import { db } from "@/lib/server/db";
import { seedDemoData } from "@/scripts/runtime/seed/seed-demo";
import { resetDatabase } from "../support/reset-db";

const url = (path: string) => new Request(`http://localhost${path}`);
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(db, "2026-11-22");
}, 180_000); // the demo seed makes ~900 writes; a loaded 2-core CI machine needs minutes

afterAll(() => db.$disconnect());

const CATERER_FIELDS = ["id", "name", "imageUrl", "rating", "cuisine", "location", "description"];
const DISH_FIELDS = [
  "id",
  "catererId",
  "name",
  "description",
  "category",
  "imageUrls",
  "isSignatureDish",
  "isPopular",
  "mediumTrayPrice",
  "largeTrayPrice",
  "dietaryTags",
];

describe("GET /api/caterers", () => {
  it("lists every caterer as a plain array with the fields home reads", async () => {
    const response = await getCaterers(url("/api/caterers"), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(await db.caterer.count());
    for (const field of CATERER_FIELDS) expect(body[0]).toHaveProperty(field);
    expect(body[0].rating).toMatch(/^\d\.\d$/);
    expect(JSON.stringify(body)).not.toMatch(/password|stripeAccountId/i);
  });

  it("filters, sorts and pages with optional query parameters, still a plain array", async () => {
    const response = await getCaterers(
      url("/api/caterers?cuisine=Italian&cuisine=Thai&sort=price-low&page=1&pageSize=3"),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("4");
    const body = await response.json();
    expect(body).toHaveLength(3);
    expect(new Set(body.map((c: { cuisine: string }) => c.cuisine))).toEqual(
      new Set(["Italian", "Thai"]),
    );
    const page2 = await (
      await getCaterers(
        url("/api/caterers?cuisine=Italian&cuisine=Thai&sort=price-low&page=2&pageSize=3"),
        undefined,
      )
    ).json();
    expect(page2).toHaveLength(1);
  });

  it("answers the issue's example filter", async () => {
    const response = await getCaterers(
      url("/api/caterers?cuisine=Italian&price=50-100&diet=vegan&sort=price-low"),
      undefined,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    for (const c of body) expect(c.cuisine).toBe("Italian");
    expect(Number(response.headers.get("X-Total-Count"))).toBe(body.length);
  });

  it.each([
    ["price=10-20", "Price range must be one of 20-50, 50-100, 100+"],
    ["sort=nearest", "Sort must be one of recommended, price-low, price-high, rating, distance"],
    ["page=0", "Page must be a positive whole number"],
    ["pageSize=1000", "Page size must be a whole number from 1 to 100"],
    ["page=abc", "Page must be a positive whole number"],
  ])("refuses ?%s with 400", async (query, message) => {
    const response = await getCaterers(url(`/api/caterers?${query}`), undefined);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });
});

describe("GET /api/caterers/{id}", () => {
  it("returns one caterer", async () => {
    const first = await db.caterer.findFirstOrThrow({ orderBy: { id: "asc" } });
    const response = await getCaterer(url(`/api/caterers/${first.id}`), ctx(String(first.id)));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: first.id, name: first.name, cuisine: first.cuisine });
    for (const field of CATERER_FIELDS) expect(body).toHaveProperty(field);
  });

  it("is 404 for an unknown id and 400 for a malformed one, never 500", async () => {
    const unknown = await getCaterer(url("/api/caterers/999999"), ctx("999999"));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Caterer not found" });
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999", "1e3", ""]) {
      const response = await getCaterer(url(`/api/caterers/${bad}`), ctx(bad));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Invalid caterer id" });
    }
  });
});

describe("GET /api/caterers/{id}/dishes", () => {
  it("returns the caterer's dishes with the menu fields, prices as strings", async () => {
    const caterer = await db.caterer.findFirstOrThrow({ where: { name: "Nonna Rosa's Kitchen" } });
    const response = await getCatererDishes(
      url(`/api/caterers/${caterer.id}/dishes`),
      ctx(String(caterer.id)),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveLength(await db.dish.count({ where: { catererId: caterer.id } }));
    for (const dish of body) {
      expect(dish.catererId).toBe(caterer.id);
      for (const field of DISH_FIELDS) expect(dish).toHaveProperty(field);
      expect(dish.mediumTrayPrice).toMatch(/^\d+\.\d{2}$/);
      expect(dish.largeTrayPrice).toMatch(/^\d+\.\d{2}$/);
    }
    const lasagna = body.find((d: { name: string }) => d.name === "Classic Beef Lasagna");
    expect(lasagna).toMatchObject({ mediumTrayPrice: "65.00", largeTrayPrice: "95.00" });
  });

  it("spells the spice level as the API does (extra-hot)", async () => {
    const dish = await db.dish.findFirstOrThrow({ where: { spiceLevel: "extra_hot" } });
    const body = await (await getCatererDishes(url("/x"), ctx(String(dish.catererId)))).json();
    expect(body.find((d: { id: number }) => d.id === dish.id).spiceLevel).toBe("extra-hot");
  });

  it("is 404 for an unknown caterer and 400 for a malformed id", async () => {
    expect((await getCatererDishes(url("/x"), ctx("424242"))).status).toBe(404);
    expect((await getCatererDishes(url("/x"), ctx("nope"))).status).toBe(400);
  });
});

describe("GET /api/dishes", () => {
  it("returns all dishes with the fields home reads", async () => {
    const response = await getDishes(url("/api/dishes"), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveLength(await db.dish.count());
    for (const field of ["catererId", "mediumTrayPrice", "largeTrayPrice", "dietaryTags"]) {
      expect(body[0]).toHaveProperty(field);
    }
  });

  it("narrows to one caterer with ?catererId=", async () => {
    const caterer = await db.caterer.findFirstOrThrow({ orderBy: { id: "desc" } });
    const body = await (
      await getDishes(url(`/api/dishes?catererId=${caterer.id}`), undefined)
    ).json();
    expect(body.length).toBeGreaterThan(0);
    for (const dish of body) expect(dish.catererId).toBe(caterer.id);
    const none = await getDishes(url("/api/dishes?catererId=999999"), undefined);
    expect(await none.json()).toEqual([]);
  });

  it("refuses a malformed catererId with 400", async () => {
    const response = await getDishes(url("/api/dishes?catererId=1;DROP"), undefined);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Invalid catererId" });
  });
});
