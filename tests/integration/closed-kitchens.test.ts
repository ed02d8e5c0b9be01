/**
 * A closed kitchen stays closed (docs/product-rules.md §14, docs/security.md "Abuse paths"):
 * once an admin deactivates its owner, or the owner's permit has expired, the kitchen leaves
 * the lists, the search and the sitemap, its page says it is not taking orders, new orders
 * and cart lines are refused, and its open orders are shown to the admin.
 */
import { GET as listRoute } from "@/app/api/caterers/route";
import { POST as bookRoute } from "@/app/api/bookings/route";
import { POST as cartLinesRoute } from "@/app/api/cart/lines/route";
import { PATCH as userStatusRoute } from "@/app/api/admin/users/[id]/status/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { getAdminOverview } from "@/lib/server/overview/platform-overview";
import { loadCatererPage } from "@/lib/server/kitchen-page/load-caterer-page";
import { getCachedCatererIndex } from "@/lib/server/kitchens/caterer-page-cache";
import { listCaterers } from "@/lib/server/kitchens/list-caterers";
import { makeDish, makePermit, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

type Kitchen = Awaited<ReturnType<typeof signedInCaterer>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  await resetDatabase();
  admin = await signedIn("admin", "Ava");
  customer = await signedIn("user", "Casey");
});
afterAll(() => db.$disconnect());

const order = (k: Kitchen, dishId: number, days = 20) => ({
  catererId: k.caterer.id,
  dishId,
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
  eventDate: addDaysIso(todayIso(), days),
  eventTime: "18:00",
  traySize: "medium",
  quantity: 1,
});

const listedIds = async (query?: Record<string, string>) => {
  const res = await call(listRoute, "/api/caterers", { query });
  expect(res.status).toBe(200);
  return { ids: (res.json as { id: number }[]).map((c) => c.id), total: res.headers };
};

async function deactivate(k: Kitchen) {
  const res = await call(userStatusRoute, `/api/admin/users/${k.user.id}/status`, {
    method: "PATCH",
    body: { isActive: false },
    token: admin.token,
    params: { id: String(k.user.id) },
  });
  expect(res.status).toBe(200);
}

describe("a kitchen whose owner is deactivated", () => {
  it("is hidden, says it is not taking orders, refuses orders and cart lines", async () => {
    const open = await signedInCaterer("Open");
    const closed = await signedInCaterer("Closed");
    const openDish = await makeDish(open.caterer.id);
    const dish = await makeDish(closed.caterer.id);
    // An order placed while the kitchen was open.
    const placed = await call(bookRoute, "/api/bookings", {
      body: order(closed, dish.id),
      token: customer.token,
    });
    expect(placed.status).toBe(201);

    await deactivate(closed);

    const queries: (Record<string, string> | undefined)[] = [
      undefined,
      { cuisine: "Italian" },
      { location: "Brooklyn" },
    ];
    for (const query of queries) {
      const { ids } = await listedIds(query);
      expect(ids).toContain(open.caterer.id);
      expect(ids).not.toContain(closed.caterer.id);
    }
    const counted = await call(listRoute, "/api/caterers", { query: { cuisine: "Italian" } });
    expect(counted.headers.get("x-total-count")).toBe(String(counted.json.length));
    expect((await listCaterers()).map((c) => c.id)).not.toContain(closed.caterer.id);
    const sitemap = (await getCachedCatererIndex()).map((c) => c.id);
    expect(sitemap).toContain(open.caterer.id);
    expect(sitemap).not.toContain(closed.caterer.id);

    // Its page stays reachable (placed orders link to it) and says it is closed.
    expect((await loadCatererPage(closed.caterer.id))?.takingOrders).toBe(false);
    expect((await loadCatererPage(open.caterer.id))?.takingOrders).toBe(true);

    const before = await db.booking.count();
    const refused = await call(bookRoute, "/api/bookings", {
      body: order(closed, dish.id, 21),
      token: customer.token,
    });
    expect([refused.status, refused.json.message]).toEqual([
      409,
      "This kitchen is not taking orders right now",
    ]);
    expect(await db.booking.count()).toBe(before);

    const line = await call(cartLinesRoute, "/api/cart/lines", {
      body: { lines: [{ dishId: dish.id, traySize: "medium", quantity: 1 }] },
      token: customer.token,
    });
    expect([line.status, line.json.message]).toEqual([
      409,
      "This kitchen is not taking orders right now",
    ]);
    expect(await db.eventCartLine.count()).toBe(0);
    // The open kitchen still takes both.
    expect(
      (
        await call(bookRoute, "/api/bookings", {
          body: order(open, openDish.id),
          token: customer.token,
        })
      ).status,
    ).toBe(201);
    const ok = await call(cartLinesRoute, "/api/cart/lines", {
      body: { lines: [{ dishId: openDish.id, traySize: "medium", quantity: 1 }] },
      token: customer.token,
    });
    expect(ok.status).toBe(201);

    // The admin sees the open order left at the closed kitchen, to resolve it.
    const overview = await getAdminOverview(admin.actor);
    expect(overview.closedKitchenOrders.map((b) => b.id)).toEqual([placed.json.id]);
    await expect(getAdminOverview(customer.actor)).rejects.toMatchObject({ status: 403 });
  });
});

describe("a kitchen whose owner's permit expired", () => {
  it("refuses new orders like a closed kitchen", async () => {
    const lapsed = await signedInCaterer("Lapsed");
    const dish = await makeDish(lapsed.caterer.id);
    await makePermit(lapsed.user.id, { expiresOn: isoToUtcDate(addDaysIso(todayIso(), -1)) });
    const refused = await call(bookRoute, "/api/bookings", {
      body: order(lapsed, dish.id),
      token: customer.token,
    });
    expect([refused.status, refused.json.message]).toEqual([
      409,
      "This kitchen is not taking orders right now",
    ]);
    expect((await loadCatererPage(lapsed.caterer.id))?.takingOrders).toBe(false);
    expect((await listedIds()).ids).not.toContain(lapsed.caterer.id);
    expect((await getCachedCatererIndex()).map((c) => c.id)).not.toContain(lapsed.caterer.id);
  });
});
