/**
 * The SQL budget of public pages and APIs (issue 15): how many statements each one sends to
 * PostgreSQL on a cache miss, counted at the driver (not timed, so it cannot drift with the
 * machine). A change that adds a query to a public read fails here; raise a budget only
 * with a reason in docs/benchmarks.md.
 *
 * Outside a Next.js server there is no data cache, so every call below is the miss path.
 * The caterer page's layout, generateMetadata and body share one getCachedCatererPage
 * call per request through React's cache(); here it is called once, as a request does.
 */
import { GET as getCaterers } from "@/app/api/caterers/route";
import { GET as getCatererRoute } from "@/app/api/caterers/[id]/route";
import { GET as getCatererDishes } from "@/app/api/caterers/[id]/dishes/route";
import { visibleLimit, parseBrowseParams } from "@/lib/browse/filters";
import { loadCatererPage } from "@/lib/server/kitchen-page/load-caterer-page";
import { getCaterer } from "@/lib/server/kitchens/get-caterer";
import { listCaterers, listCaterersJson } from "@/lib/server/kitchens/list-caterers";
import { findKitchenTerms } from "@/lib/server/kitchens/kitchen-settings";
import { searchCaterers } from "@/lib/server/kitchens/search-caterers";
import { listCatererDishes } from "@/lib/server/dishes/list-caterer-dishes";
import { listCatererReviews } from "@/lib/server/reviews/list-reviews";
import { db } from "@/lib/server/db";
import { seedDemoData } from "@/scripts/runtime/seed/seed-demo";
import { countStatements } from "../support/count-statements";
import { resetDatabase } from "../support/reset-db";

const request = (path: string) => new Request(`http://localhost${path}`);
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

/** Statements allowed per load on a cache miss. */
const BUDGET = {
  homePage: 1,
  catererPage: 1,
  apiCaterers: 1,
  apiCaterer: 1,
  apiCatererDishes: 1,
} as const;

let catererId: number;

beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(db, "2026-11-22");
  const caterer = await db.caterer.findFirstOrThrow({
    where: { name: "Nonna Rosa's Kitchen" },
  });
  catererId = caterer.id;
  await db.$queryRaw`SELECT 1`; // the pool is open before anything is counted
}, 180_000); // the demo seed makes ~900 writes; a loaded 2-core CI machine needs minutes

afterAll(() => db.$disconnect());

async function expectWithin(budget: number, work: () => Promise<unknown>) {
  const { statements } = await countStatements(work);
  expect(statements.length).toBeGreaterThan(0);
  // The message lists the statements, so a failure shows which query is new.
  if (statements.length > budget) {
    throw new Error(
      `${statements.length} statements, budget ${budget}:\n${statements.join("\n---\n")}`,
    );
  }
  return statements.length;
}

describe("SQL statements per public load (cache miss)", () => {
  it.each([
    ["/", {}],
    [
      "/?cuisine=Italian&price=50-100&diet=vegan&sort=price-low",
      { cuisine: "Italian", price: "50-100", diet: "vegan", sort: "price-low" },
    ],
    [
      "/?location=brooklyn&sort=price-high&page=2",
      { location: "brooklyn", sort: "price-high", page: "2" },
    ],
    ["/?free=gluten&sort=distance", { free: "gluten", sort: "distance" }],
  ])("home page %s", async (_label, params) => {
    const filters = parseBrowseParams(params);
    await expectWithin(BUDGET.homePage, () =>
      searchCaterers(filters, { limit: visibleLimit(filters.page) }, { withReviewCounts: true }),
    );
  });

  it("caterer page: profile, menu, reviews and permit in one load", async () => {
    // The one statement returns what the separate domain reads return.
    const page = await loadCatererPage(catererId);
    expect(page?.dishes.length).toBeGreaterThan(0);
    expect(page?.reviews.reviews.length).toBeGreaterThan(0);
    expect(page?.caterer).toEqual(await getCaterer(catererId));
    expect(page?.dishes).toEqual(await listCatererDishes(catererId));
    expect(page?.reviews).toEqual(await listCatererReviews(catererId, 1));
    expect(page?.terms).toEqual(await findKitchenTerms(catererId));
    await expectWithin(BUDGET.catererPage, () => loadCatererPage(catererId));
  });

  it("GET /api/caterers, filtered and paged", async () => {
    await expectWithin(BUDGET.apiCaterers, () => getCaterers(request("/api/caterers"), undefined));
    await expectWithin(BUDGET.apiCaterers, () =>
      getCaterers(
        request("/api/caterers?cuisine=Italian&sort=price-low&page=1&pageSize=5"),
        undefined,
      ),
    );
  });

  it("GET /api/caterers without filters: PostgreSQL's JSON is listCaterers() to the letter", async () => {
    const { result, statements } = await countStatements(async () => {
      const batches: string[][] = [];
      for await (const batch of listCaterersJson()) batches.push(batch);
      return batches;
    });
    // One batch holds the demo's caterers: one statement.
    expect(statements).toHaveLength(1);
    expect(result.flat().map((json) => JSON.parse(json))).toEqual(await listCaterers());
    const response = await getCaterers(
      new Request("http://localhost/api/caterers", { headers: { "accept-encoding": "gzip" } }),
      undefined,
    );
    // Next's server compresses responses; the handler must not send gzip bytes itself.
    expect(response.headers.get("content-encoding")).toBeNull();
    const body = await response.text();
    expect(JSON.parse(body)).toEqual(await listCaterers());
  });

  it("GET /api/caterers/{id} and /api/caterers/{id}/dishes", async () => {
    await expectWithin(BUDGET.apiCaterer, () =>
      getCatererRoute(request(`/api/caterers/${catererId}`), ctx(String(catererId))),
    );
    await expectWithin(BUDGET.apiCatererDishes, () =>
      getCatererDishes(request(`/api/caterers/${catererId}/dishes`), ctx(String(catererId))),
    );
  });

  it("counts what it should: a load of several statements is over a budget of one", async () => {
    await expect(
      expectWithin(1, async () => {
        await db.caterer.findMany({ take: 1 });
        await db.dish.findMany({ take: 1 });
      }),
    ).rejects.toThrow(/2 statements, budget 1/);
  });
});
