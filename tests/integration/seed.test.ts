/** The demo data (docs/product-rules.md §8) loads completely and a second run changes nothing. */
import { db } from "@/lib/server/db";
import { verifyPassword } from "@/lib/server/auth/password";
import { DEMO_PASSWORD, seedDemoData } from "@/scripts/runtime/seed/seed-demo";
import { resetDatabase } from "../support/reset-db";
import { actorForToken, createSession } from "@/lib/server/auth/sessions";
import { changeBookingStatus } from "@/lib/server/lines/change-booking-status";

const TODAY = "2026-11-22";

async function snapshot() {
  const volatile = new Set(["updatedAt", "createdAt", "passwordHash"]);
  const strip = (rows: object[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !volatile.has(k))));
  return {
    users: strip(await db.user.findMany({ orderBy: { id: "asc" } })),
    caterers: strip(await db.caterer.findMany({ orderBy: { id: "asc" } })),
    dishes: strip(await db.dish.findMany({ orderBy: { id: "asc" } })),
    bookings: strip(await db.booking.findMany({ orderBy: { id: "asc" } })),
    availability: strip(await db.availability.findMany({ orderBy: { id: "asc" } })),
    applications: strip(await db.catererApplication.findMany({ orderBy: { id: "asc" } })),
    zones: strip(await db.deliveryZone.findMany({ orderBy: { id: "asc" } })),
  };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(db, TODAY);
}, 180_000); // the demo seed makes ~900 writes; a loaded 2-core CI machine needs minutes

afterAll(() => db.$disconnect());

describe("demo data", () => {
  it("has the three demo accounts with the demo password", async () => {
    for (const [email, role] of [
      ["admin@example.com", "admin"],
      ["caterer@example.com", "caterer"],
      ["customer@example.com", "user"],
    ] as const) {
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      expect(user.role).toBe(role);
      expect(user.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const caterer = await db.user.findUniqueOrThrow({
      where: { email: "caterer@example.com" },
      include: { caterer: true },
    });
    expect(caterer.caterer?.name).toBe("Nonna Rosa's Kitchen");
  });

  it("has at least 12 caterers over the six home cuisines with 6-10 dishes each", async () => {
    const caterers = await db.caterer.findMany({
      include: { _count: { select: { dishes: true } } },
    });
    expect(caterers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(caterers.map((c) => c.cuisine))).toEqual(
      new Set(["Italian", "Mexican", "Indian", "Thai", "Mediterranean", "Southern"]),
    );
    for (const c of caterers) {
      expect(c._count.dishes).toBeGreaterThanOrEqual(6);
      expect(c._count.dishes).toBeLessThanOrEqual(10);
      expect(c.imageUrl).toMatch(/^\/images\/caterers\/[a-z-]+\.svg$/);
    }
  });

  it("gives the kitchens delivery areas, one left unset and pickup kitchens among them", async () => {
    const caterers = await db.caterer.findMany({
      include: { deliveryZones: true },
      orderBy: { id: "asc" },
    });
    const unset = caterers.filter((c) => c.zipCode === null).map((c) => c.name);
    expect(unset).toEqual(["Aegean Kitchen"]);
    expect(caterers.filter((c) => c.offersPickup).map((c) => c.name)).toEqual([
      "Nonna Rosa's Kitchen",
      "Spice Route Home Kitchen",
      "Smokehouse Sam's",
    ]);
    // Spice Route only offers pickup; every other kitchen with a ZIP delivers somewhere.
    for (const c of caterers) {
      if (c.zipCode === null) continue;
      expect(c.latitude).not.toBeNull();
      expect(c.deliveryZones.length > 0).toBe(c.name !== "Spice Route Home Kitchen");
    }
  });

  it("covers every category, dietary tag and spice level, with local images", async () => {
    const dishes = await db.dish.findMany();
    expect(new Set(dishes.map((d) => d.category))).toEqual(
      new Set(["appetizer", "main", "dessert", "side"]),
    );
    expect(new Set(dishes.flatMap((d) => d.dietaryTags))).toEqual(
      new Set(["vegetarian", "vegan", "gluten-free"]),
    );
    expect(new Set(dishes.map((d) => d.spiceLevel).filter(Boolean))).toEqual(
      new Set(["mild", "medium", "hot", "extra_hot"]),
    );
    for (const d of dishes) expect(d.imageUrls[0]).toMatch(/^\/images\/dishes\/[a-z-]+\.svg$/);
  });

  it("has availability for the next 60 days and bookings and applications in every status", async () => {
    const caterer = await db.caterer.findFirstOrThrow({ where: { name: "Nonna Rosa's Kitchen" } });
    const upcoming = await db.availability.count({
      where: { catererId: caterer.id, date: { gt: new Date(`${TODAY}T00:00:00Z`) } },
    });
    expect(upcoming).toBeGreaterThanOrEqual(60);
    const statuses = await db.booking.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual([
      "cancelled",
      "completed",
      "confirmed",
      "pending",
    ]);
    const applications = await db.catererApplication.groupBy({ by: ["status"], _count: true });
    expect(applications.map((a) => a.status).sort()).toEqual([
      "approved",
      "changes_requested",
      "draft",
      "rejected",
      "submitted",
      "under_review",
    ]);
  });

  it("keeps each date's slot count equal to its non-cancelled bookings", async () => {
    const mismatches = await db.$queryRaw<unknown[]>`
      SELECT a.id FROM availability a
      WHERE a."currentOrders" <> (SELECT count(*) FROM bookings b WHERE b."catererId" = a."catererId"
        AND b."eventDate" = a.date AND b.status <> 'cancelled')`;
    expect(mismatches).toEqual([]);
  });

  it("is idempotent: a second run leaves the same data", async () => {
    const before = await snapshot();
    await seedDemoData(db, TODAY);
    expect(await snapshot()).toEqual(before);
  }, 180_000);

  it("lets a paid demo booking be cancelled and refunded like any other", async () => {
    const customer = await db.user.findUniqueOrThrow({ where: { email: "customer@example.com" } });
    const paid = await db.booking.findFirstOrThrow({
      where: { userId: customer.id, status: "confirmed", paymentStatus: "paid" },
    });
    const { token } = await createSession(customer.id);
    const actor = await actorForToken(token);
    const cancelled = await changeBookingStatus(actor, paid.id, { status: "cancelled" });
    expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });
});
