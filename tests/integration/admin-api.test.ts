/**
 * The admin console's API: authorization of every admin
 * route, the spec's validation messages, self-protection, deactivation that ends sessions,
 * order edits that recompute the total and keep slot counts exact, history that is never
 * destroyed, and the audit trail.
 */
import { GET as auditGet } from "@/app/api/admin/audit/route";
import { GET as bookingsGet } from "@/app/api/admin/bookings/route";
import { PUT as bookingPut } from "@/app/api/admin/bookings/[id]/route";
import { PATCH as bookingStatusPatch } from "@/app/api/admin/bookings/[id]/status/route";
import { GET as caterersGet, POST as caterersPost } from "@/app/api/admin/caterers/route";
import {
  DELETE as catererDelete,
  PATCH as catererPatch,
} from "@/app/api/admin/caterers/[id]/route";
import { GET as statsGet } from "@/app/api/admin/stats/users/route";
import { GET as usersGet, POST as usersPost } from "@/app/api/admin/users/route";
import {
  DELETE as userDelete,
  PATCH as userPatch,
  PUT as userPut,
} from "@/app/api/admin/users/[id]/route";
import { PATCH as userStatusPatch } from "@/app/api/admin/users/[id]/status/route";
import { GET as meGet } from "@/app/api/auth/me/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { logIn } from "@/lib/server/auth/log-in";
import { actorForToken, createSession } from "@/lib/server/auth/sessions";
import { listMyBookings } from "@/lib/server/lines/list-bookings";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/password";
import { ADMIN_ROUTES, sampleCaterer, sampleOrderEdit, sampleUser } from "../support/admin-routes";
import {
  createLine,
  kitchenData,
  makeDish,
  makeKitchen,
  signedIn,
  signedInCaterer,
  userData,
  makeDate,
} from "../support/fixtures";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";

type Session = Awaited<ReturnType<typeof signedIn>>;
let admin: Session;
let customer: Session;
let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let restoreEnv: () => void;
let adminEmail: string;

const inDays = (n: number) => addDaysIso(todayIso(), n);

beforeAll(() => {
  restoreEnv = setEnv({}); // the built-in test payment provider
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
  admin = await signedIn("admin", "Ava");
  adminEmail = (await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).email;
  customer = await signedIn("user", "Casey");
  kitchen = await signedInCaterer("Rosa");
});

const req = (
  handler: Parameters<typeof call>[0],
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    id?: number | string;
    query?: Record<string, string>;
  } = {},
) =>
  call(handler, path, {
    method,
    body: options.body,
    token: options.token ?? admin.token,
    params: options.id === undefined ? {} : { id: String(options.id) },
    query: options.query,
  });

async function makeBooking(
  overrides: { eventDate?: string; traySize?: "medium" | "large"; quantity?: number } = {},
) {
  const dish = await makeDish(kitchen.caterer.id, "55.00", "95.00");
  const eventDate = overrides.eventDate ?? inDays(10);
  const quantity = overrides.quantity ?? 2;
  const traySize = overrides.traySize ?? "medium";
  await db.availability.upsert({
    where: { catererId_date: { catererId: kitchen.caterer.id, date: isoToUtcDate(eventDate) } },
    create: { catererId: kitchen.caterer.id, date: isoToUtcDate(eventDate), currentOrders: 1 },
    update: { currentOrders: { increment: 1 } },
  });
  const booking = await createLine({
    catererId: kitchen.caterer.id,
    userId: customer.user.id,
    dishId: dish.id,
    dishName: dish.name,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: isoToUtcDate(eventDate),
    eventTime: "18:00",
    traySize,
    quantity,
    totalPrice: (traySize === "large" ? 9500 : 5500) * quantity,
  });
  return { booking, dish };
}

const slots = async (date: string) =>
  (
    await db.availability.findUnique({
      where: { catererId_date: { catererId: kitchen.caterer.id, date: isoToUtcDate(date) } },
    })
  )?.currentOrders ?? 0;

describe("authorization", () => {
  it("refuses anonymous callers (401) and non-admins (403) on every admin route, before reading input", async () => {
    const { booking } = await makeBooking();
    for (const route of ADMIN_ROUTES) {
      const id = route.path.includes("/bookings/")
        ? booking.id
        : route.path.includes("/caterers/")
          ? kitchen.caterer.id
          : customer.user.id;
      const path = route.path.replace(":id", String(id));
      const params: Record<string, string> = route.path.includes(":id") ? { id: String(id) } : {};
      const anonymous = await call(route.handler, path, {
        method: route.method,
        body: route.body,
        params,
        query: route.query,
      });
      expect([route.method, route.path, anonymous.status]).toEqual([route.method, route.path, 401]);
      for (const who of [customer, kitchen]) {
        // An invalid body still hears 403, never a 400 that reveals the schema.
        const refused = await call(route.handler, path, {
          method: route.method,
          body: route.body === undefined ? undefined : { junk: true },
          token: who.token,
          params,
          query: route.query,
        });
        expect([route.method, route.path, refused.status]).toEqual([route.method, route.path, 403]);
      }
    }
    // Nothing was changed by the refused calls.
    expect(await db.user.count()).toBe(3);
    expect(await db.caterer.findUnique({ where: { id: kitchen.caterer.id } })).not.toBeNull();
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe(
      "pending",
    );
    expect(await db.auditLog.count()).toBe(0);
  });

  it("answers every admin route for an admin", async () => {
    const { booking } = await makeBooking();
    const spare = await signedIn("user", "Spare");
    const emptyKitchen = await makeKitchen({ name: "Empty", cuisine: "Thai" });
    for (const route of ADMIN_ROUTES) {
      const id = route.path.includes("/bookings/")
        ? booking.id
        : route.path.includes("/caterers/")
          ? emptyKitchen.id
          : spare.user.id;
      const res = await call(route.handler, route.path.replace(":id", String(id)), {
        method: route.method,
        body: route.body,
        token: admin.token,
        params: (route.path.includes(":id") ? { id: String(id) } : {}) as Record<string, string>,
        query: route.query,
      });
      expect([route.method, route.path, res.status]).toEqual([
        route.method,
        route.path,
        route.method === "POST" ? 201 : 200,
      ]);
    }
  });

  it("refuses malformed ids with 400 and unknown ids with 404", async () => {
    expect(
      (await req(userStatusPatch, "PATCH", "/x", { id: "1e3", body: { isActive: true } })).status,
    ).toBe(400);
    const missing = await req(userPut, "PUT", "/x", { id: 999999, body: sampleUser });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("User not found");
    expect((await req(catererDelete, "DELETE", "/x", { id: 999999 })).status).toBe(404);
    expect((await req(bookingPut, "PUT", "/x", { id: 999999, body: sampleOrderEdit })).status).toBe(
      404,
    );
  });
});

describe("users", () => {
  it.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ firstName: "  " }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
    [{ role: "owner" }, "role", "Role must be user, caterer or admin"],
  ])("POST refuses %j with the spec's message", async (change, path, message) => {
    const before = await db.user.count();
    const res = await req(usersPost, "POST", "/api/admin/users", {
      body: { ...sampleUser, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors).toContainEqual({ path, message });
    expect(await db.user.count()).toBe(before);
  });

  it("creates a user, never shows the password, and refuses a taken email", async () => {
    const res = await req(usersPost, "POST", "/api/admin/users", {
      body: { ...sampleUser, email: "  New.Person@Example.com ", role: "caterer" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      email: "new.person@example.com",
      role: "caterer",
      isActive: true,
      emailVerified: false,
    });
    expect(JSON.stringify(res.json)).not.toMatch(/password/i);
    const signIn = await logIn({ email: "new.person@example.com", password: "longenough1" });
    expect(signIn.user.id).toBe(res.json.id);

    const again = await req(usersPost, "POST", "/api/admin/users", { body: sampleUser });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("An account with this email already exists");
  });

  it("lists with search, role and status filters as { users }, and counts by role", async () => {
    await db.user.update({ where: { id: customer.user.id }, data: { isActive: false } });
    const all = await req(usersGet, "GET", "/api/admin/users");
    expect(all.status).toBe(200);
    expect(all.json.users).toHaveLength(3);
    expect(all.json.total).toBe(3);
    const byEmail = await req(usersGet, "GET", "/x", { query: { search: "CASEY" } });
    expect(byEmail.json.users.map((u: { id: number }) => u.id)).toEqual([customer.user.id]);
    const byName = await req(usersGet, "GET", "/x", { query: { search: "rosa person" } });
    expect(byName.json.users.map((u: { id: number }) => u.id)).toEqual([kitchen.user.id]);
    const admins = await req(usersGet, "GET", "/x", { query: { role: "admin" } });
    expect(admins.json.users.map((u: { id: number }) => u.id)).toEqual([admin.user.id]);
    const inactive = await req(usersGet, "GET", "/x", { query: { status: "inactive" } });
    expect(inactive.json.users.map((u: { id: number }) => u.id)).toEqual([customer.user.id]);
    const everyone = await req(usersGet, "GET", "/x", { query: { role: "all", status: "all" } });
    expect(everyone.json.users).toHaveLength(3);
    const bad = await req(usersGet, "GET", "/x", { query: { role: "owner" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Role must be all, user, caterer or admin");
    const badPage = await req(usersGet, "GET", "/x", { query: { pageSize: "1000" } });
    expect(badPage.status).toBe(400);

    const stats = await req(statsGet, "GET", "/api/admin/stats/users");
    expect(stats.json).toEqual({
      total: 3,
      active: 2,
      inactive: 1,
      byRole: { user: 1, caterer: 1, admin: 1 },
    });
  });

  it("PUT keeps the password when it is blank and changes it (ending sessions) when given", async () => {
    const target = await db.user.update({
      where: { id: customer.user.id },
      data: { passwordHash: await hashPassword("original-pass") },
    });
    const body = {
      email: target.email,
      password: "",
      firstName: "Cassie",
      lastName: "Morgan",
      role: "user",
      isActive: true,
      emailVerified: true,
      phone: "555-0199",
    };
    const kept = await req(userPut, "PUT", "/x", { id: target.id, body });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({
      firstName: "Cassie",
      emailVerified: true,
      phone: "555-0199",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).passwordHash).toBe(
      target.passwordHash,
    );
    expect(await actorForToken(customer.token)).not.toBeNull();

    const short = await req(userPut, "PUT", "/x", {
      id: target.id,
      body: { ...body, password: "abc" },
    });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("Password must be at least 8 characters");

    const changed = await req(userPut, "PUT", "/x", {
      id: target.id,
      body: { ...body, password: "brand-new-pass" },
    });
    expect(changed.status).toBe(200);
    expect(await actorForToken(customer.token)).toBeNull();
    await expect(logIn({ email: target.email, password: "brand-new-pass" })).resolves.toBeTruthy();
  });

  it("a role change takes effect at the user's next request", async () => {
    expect((await call(meGet, "/api/auth/me", { token: customer.token })).json.user.role).toBe(
      "user",
    );
    const res = await req(userPatch, "PATCH", "/x", {
      id: customer.user.id,
      body: { role: "admin" },
    });
    expect(res.status).toBe(200);
    expect(res.json.role).toBe("admin");
    expect((await actorForToken(customer.token))?.role).toBe("admin");
    // Their same session can now use the admin API, and loses it again when demoted.
    expect((await req(statsGet, "GET", "/x", { token: customer.token })).status).toBe(200);
    await req(userPatch, "PATCH", "/x", { id: customer.user.id, body: { role: "user" } });
    expect((await req(statsGet, "GET", "/x", { token: customer.token })).status).toBe(403);
  });

  it("deactivation ends sessions at once, sign-in answers 403, reactivation revives nothing", async () => {
    const target = await db.user.update({
      where: { id: customer.user.id },
      data: { passwordHash: await hashPassword("password123") },
    });
    const second = await createSession(target.id);
    const res = await req(userStatusPatch, "PATCH", "/x", {
      id: target.id,
      body: { isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.json.isActive).toBe(false);
    expect(await db.session.count({ where: { userId: target.id } })).toBe(0);
    expect((await call(meGet, "/api/auth/me", { token: customer.token })).status).toBe(401);
    expect((await call(meGet, "/api/auth/me", { token: second.token })).status).toBe(401);
    await expect(logIn({ email: target.email, password: "password123" })).rejects.toMatchObject({
      status: 403,
      message: "Your account has been deactivated",
    });

    const back = await req(userStatusPatch, "PATCH", "/x", {
      id: target.id,
      body: { isActive: true },
    });
    expect(back.json.isActive).toBe(true);
    expect((await call(meGet, "/api/auth/me", { token: customer.token })).status).toBe(401);
    await expect(logIn({ email: target.email, password: "password123" })).resolves.toBeTruthy();

    const bad = await req(userStatusPatch, "PATCH", "/x", {
      id: target.id,
      body: { isActive: "no" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("isActive must be true or false");
  });

  it("refuses the admin's own deactivation, role change and deletion", async () => {
    const self = await db.user.findUniqueOrThrow({ where: { id: admin.user.id } });
    const status = await req(userStatusPatch, "PATCH", "/x", {
      id: self.id,
      body: { isActive: false },
    });
    expect(status.status).toBe(403);
    expect(status.json.message).toBe("You cannot deactivate your own account");
    const put = await req(userPut, "PUT", "/x", {
      id: self.id,
      body: { email: self.email, firstName: "A", lastName: "B", role: "admin", isActive: false },
    });
    expect(put.status).toBe(403);
    const demote = await req(userPatch, "PATCH", "/x", { id: self.id, body: { role: "user" } });
    expect(demote.status).toBe(403);
    expect(demote.json.message).toBe("You cannot change your own role");
    const del = await req(userDelete, "DELETE", "/x", { id: self.id });
    expect(del.status).toBe(403);
    expect(del.json.message).toBe("You cannot delete your own account");
    expect(await db.user.findUniqueOrThrow({ where: { id: self.id } })).toMatchObject({
      isActive: true,
      role: "admin",
      firstName: self.firstName,
    });
    expect(await actorForToken(admin.token)).not.toBeNull();
  });

  it("never deletes a user's order history: refused with 409 while they have orders", async () => {
    const { booking } = await makeBooking();
    const res = await req(userDelete, "DELETE", "/x", { id: customer.user.id });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "This user has orders or runs a caterer, so the account cannot be deleted. Deactivate it instead.",
    );
    expect(await db.booking.findUnique({ where: { id: booking.id } })).toMatchObject({
      userId: customer.user.id,
    });
    expect((await req(userDelete, "DELETE", "/x", { id: kitchen.user.id })).status).toBe(409);

    const spare = await signedIn("user", "Spare");
    const ok = await req(userDelete, "DELETE", "/x", { id: spare.user.id });
    expect(ok.status).toBe(200);
    expect(await db.user.findUnique({ where: { id: spare.user.id } })).toBeNull();
    const trail = await db.auditLog.findFirstOrThrow({ where: { action: "user.delete" } });
    expect(trail).toMatchObject({ entityId: spare.user.id, actorId: admin.user.id });
  });
});

describe("caterers", () => {
  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ cuisine: "" }, "cuisine", "Cuisine type is required"],
    [{ description: "short" }, "description", "Description must be at least 10 characters"],
    [{ rating: 5.5 }, "rating", "Rating must be between 0 and 5"],
    [{ rating: -1 }, "rating", "Rating must be between 0 and 5"],
    [{ imageUrl: "not a url" }, "imageUrl", "Please enter a valid image URL"],
  ])("POST refuses %j with the spec's message", async (change, path, message) => {
    const res = await req(caterersPost, "POST", "/api/admin/caterers", {
      body: { ...sampleCaterer, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors).toContainEqual({ path, message });
    expect(await db.caterer.count()).toBe(1);
  });

  it("creates, lists (searched and paged), edits and deletes a caterer, with an audit row each", async () => {
    const created = await req(caterersPost, "POST", "/api/admin/caterers", { body: sampleCaterer });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Harbor Kitchen", cuisine: "Greek", rating: "4.2" });
    const id = created.json.id as number;

    const list = await req(caterersGet, "GET", "/api/admin/caterers");
    expect(Array.isArray(list.json)).toBe(true);
    expect(list.json).toHaveLength(2);
    expect(list.headers.get("X-Total-Count")).toBe("2");
    const found = await req(caterersGet, "GET", "/x", { query: { search: "astoria" } });
    expect(found.json.map((c: { id: number }) => c.id)).toEqual([id]);
    const paged = await req(caterersGet, "GET", "/x", { query: { page: "2", pageSize: "1" } });
    expect(paged.json).toHaveLength(1);
    expect(paged.headers.get("X-Page")).toBe("2");

    const patched = await req(catererPatch, "PATCH", "/x", {
      id,
      body: { rating: 3.5, cuisine: "Mediterranean" },
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      rating: "3.5",
      cuisine: "Mediterranean",
      name: "Harbor Kitchen",
    });
    const badPatch = await req(catererPatch, "PATCH", "/x", { id, body: { rating: 9 } });
    expect(badPatch.status).toBe(400);
    expect(badPatch.json.message).toBe("Rating must be between 0 and 5");

    const del = await req(catererDelete, "DELETE", "/x", { id });
    expect(del.status).toBe(200);
    expect(await db.caterer.findUnique({ where: { id } })).toBeNull();

    const trail = await req(auditGet, "GET", "/api/admin/audit", {
      query: { entityType: "caterer", entityId: String(id) },
    });
    expect(trail.json.map((e: { action: string }) => e.action)).toEqual([
      "caterer.delete",
      "caterer.update",
      "caterer.create",
    ]);
    expect(trail.json[1]).toMatchObject({
      actorEmail: adminEmail,
      changes: {
        rating: { from: "4.2", to: "3.5" },
        cuisine: { from: "Greek", to: "Mediterranean" },
      },
    });
  });

  it("refuses to delete a caterer with orders and keeps the orders and menu", async () => {
    const { booking, dish } = await makeBooking();
    const res = await req(catererDelete, "DELETE", "/x", { id: kitchen.caterer.id });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "This caterer has orders, so it cannot be deleted: their order history must be kept.",
    );
    expect(await db.booking.findUnique({ where: { id: booking.id } })).not.toBeNull();
    expect(await db.dish.findUnique({ where: { id: dish.id } })).not.toBeNull();
    expect(await db.caterer.findUnique({ where: { id: kitchen.caterer.id } })).not.toBeNull();
  });
});

describe("orders", () => {
  it("lists every order (paged, searched, filtered)", async () => {
    const { booking } = await makeBooking();
    const list = await req(bookingsGet, "GET", "/api/admin/bookings");
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({
      id: booking.id,
      customerName: "Casey Morgan",
      totalPrice: 11000,
    });
    expect(
      (await req(bookingsGet, "GET", "/x", { query: { search: "rosa's" } })).json,
    ).toHaveLength(1);
    expect(
      (await req(bookingsGet, "GET", "/x", { query: { search: `#${booking.id}` } })).json,
    ).toHaveLength(1);
    expect(
      (await req(bookingsGet, "GET", "/x", { query: { search: "nobody" } })).json,
    ).toHaveLength(0);
    expect(
      (await req(bookingsGet, "GET", "/x", { query: { status: "confirmed" } })).json,
    ).toHaveLength(0);
  });

  it.each([
    [{ customerName: " " }, "customerName", "Customer name is required"],
    [{ customerEmail: "nope" }, "customerEmail", "Valid email is required"],
    [{ eventDate: "" }, "eventDate", "Event date is required"],
    [{ eventTime: "" }, "eventTime", "Event time is required"],
    [{ quantity: 0 }, "quantity", "Quantity must be at least 1"],
    [{ quantity: 11 }, "quantity", "Maximum 10 trays per order"],
    [{ traySize: "huge" }, "traySize", "Tray size must be medium or large"],
  ])(
    "PUT refuses %j with the spec's message and changes nothing",
    async (change, path, message) => {
      const { booking } = await makeBooking();
      const res = await req(bookingPut, "PUT", "/x", {
        id: booking.id,
        body: { ...sampleOrderEdit, eventDate: inDays(10), ...change },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors).toContainEqual({ path, message });
      expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toEqual(booking);
    },
  );

  it("recomputes the total in cents from the dish price, ignoring a sent totalPrice", async () => {
    const { booking } = await makeBooking({ quantity: 2, traySize: "medium" });
    const res = await req(bookingPut, "PUT", "/x", {
      id: booking.id,
      body: {
        ...sampleOrderEdit,
        eventDate: inDays(10),
        traySize: "large",
        quantity: 3,
        totalPrice: 1,
        specialRequests: "Extra napkins",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ traySize: "large", quantity: 3, totalPrice: 28500 });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).totalPrice).toBe(
      28500,
    );

    const trail = await req(auditGet, "GET", "/x", {
      query: { entityType: "booking", entityId: String(booking.id) },
    });
    expect(trail.json).toHaveLength(1);
    expect(trail.json[0]).toMatchObject({
      action: "booking.update",
      actorId: admin.user.id,
      actorEmail: adminEmail,
      changes: {
        traySize: { from: "medium", to: "large" },
        quantity: { from: 2, to: 3 },
        totalPrice: { from: 11000, to: 28500 },
        specialRequests: { from: null, to: "Extra napkins" },
      },
    });
    expect(Object.keys(trail.json[0].changes)).not.toContain("updatedAt");
  });

  it("moves the slot when the date changes and refuses a full date without changing anything", async () => {
    const from = inDays(10);
    const to = inDays(12);
    const full = inDays(14);
    const { booking } = await makeBooking({ eventDate: from });
    expect(await slots(from)).toBe(1);
    const moved = await req(bookingPut, "PUT", "/x", {
      id: booking.id,
      body: { ...sampleOrderEdit, quantity: 2, eventDate: to },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.eventDate).toBe(to);
    expect(await slots(from)).toBe(0);
    expect(await slots(to)).toBe(1);

    await makeDate(kitchen.caterer.id, full, { maxOrders: 2, currentOrders: 2 });
    const refused = await req(bookingPut, "PUT", "/x", {
      id: booking.id,
      body: { ...sampleOrderEdit, quantity: 2, eventDate: full },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("This date is fully booked");
    expect(await slots(to)).toBe(1);
    expect(await slots(full)).toBe(2);
    expect(
      utcIso((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).eventDate),
    ).toBe(to);

    const past = await req(bookingPut, "PUT", "/x", {
      id: booking.id,
      body: { ...sampleOrderEdit, quantity: 2, eventDate: inDays(-1) },
    });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe("Event date must be after today");
  });

  it("sets any status through the booking rules: slots released, a paid order refunded, audited", async () => {
    const { booking } = await makeBooking({ eventDate: inDays(10) });
    const intent = await call(createIntentRoute, "/api/create-payment-intent", {
      body: { bookingId: booking.id },
      token: customer.token,
    });
    await call(testConfirmRoute, "/api/test-payments/confirm", {
      body: {
        clientSecret: intent.json.clientSecret,
        number: "4242424242424242",
        expiry: "12 / 40",
        cvc: "123",
      },
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).paymentStatus).toBe(
      "paid",
    );

    // "The kitchen order": more trays on a paid order go through the change path and wait
    // for the customer's payment of the difference; the line stays as it is until then.
    const resized = await req(bookingPut, "PUT", "/x", {
      id: booking.id,
      body: { ...sampleOrderEdit, eventDate: inDays(10), quantity: 5 },
    });
    expect(resized.status).toBe(200);
    expect(resized.json.quantity).toBe(booking.quantity);
    expect(resized.json.change).toMatchObject({ status: "accepted", requestedRole: "admin" });

    const confirmed = await req(bookingStatusPatch, "PATCH", "/x", {
      id: booking.id,
      body: { status: "confirmed" },
    });
    expect(confirmed.status).toBe(200);
    expect((await listMyBookings(customer.actor))[0]?.status).toBe("confirmed");

    const cancelled = await req(bookingStatusPatch, "PATCH", "/x", {
      id: booking.id,
      body: { status: "cancelled" },
    });
    expect(cancelled.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await slots(inDays(10))).toBe(0);
    // A refunded booking is not reopened: it would stand without a payment (product-rules §4).
    const back = await req(bookingStatusPatch, "PATCH", "/x", {
      id: booking.id,
      body: { status: "pending" },
    });
    expect([back.status, back.json.message]).toEqual([
      409,
      "A refunded booking cannot be reopened; the customer needs to place a new order",
    ]);
    expect(await slots(inDays(10))).toBe(0);

    const bad = await req(bookingStatusPatch, "PATCH", "/x", {
      id: booking.id,
      body: { status: "done" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Status must be pending, confirmed, cancelled or completed");

    const trail = await db.auditLog.findMany({
      where: { entityType: "booking", entityId: booking.id, action: "booking.status" },
      orderBy: { id: "asc" },
    });
    expect(trail.map((t) => (t.changes as { status: { to: string } }).status.to)).toEqual([
      "confirmed",
      "cancelled",
    ]);
    // The cancellation's row commits with the cancellation, which requests the refund; the
    // refund itself (paid -> refunded) is made after the commit, with the provider.
    const cancelChanges = trail[1]?.changes as Record<string, { from: unknown; to: unknown }>;
    expect(cancelChanges.refundRequestedAt?.from).toBeNull();
    expect(typeof cancelChanges.refundRequestedAt?.to).toBe("string");
  });
});

const utcIso = (d: Date) => d.toISOString().slice(0, 10);

describe("lists that stay usable at 10,000 rows", () => {
  it("pages and searches 10,000 users and 10,000 caterers in PostgreSQL", async () => {
    const n = 10_000;
    await db.user.createMany({
      data: Array.from({ length: n }, (_, i) =>
        userData(i % 10 === 0 ? "caterer" : "user", `Bulk${i}`, {
          email: `bulk${i}@example.com`,
          isActive: i % 7 !== 0,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        }),
      ),
    });
    await db.caterer.createMany({
      data: Array.from({ length: n }, (_, i) =>
        kitchenData({
          name: `Kitchen ${String(i).padStart(5, "0")}`,
          cuisine: i % 2 ? "Thai" : "Greek",
          location: `Town ${i}, NY`,
        }),
      ),
    });

    const page = await req(usersGet, "GET", "/x", { query: { page: "3", pageSize: "25" } });
    expect(page.json.total).toBe(n + 3);
    expect(page.json.users).toHaveLength(25);
    // Newest first: the three fixtures (created now), then bulk9999, bulk9998, ...
    expect(page.json.users[0].email).toBe(`bulk${n - 1 - (50 - 3)}@example.com`);

    const one = await req(usersGet, "GET", "/x", { query: { search: "bulk4321@" } });
    expect(one.json.users.map((u: { email: string }) => u.email)).toEqual(["bulk4321@example.com"]);
    const inactiveCaterers = await req(usersGet, "GET", "/x", {
      query: { role: "caterer", status: "inactive", pageSize: "100" },
    });
    // i % 10 === 0 and i % 7 === 0: multiples of 70 below 10,000.
    expect(inactiveCaterers.json.total).toBe(Math.ceil(n / 70));
    expect(inactiveCaterers.json.users).toHaveLength(100);

    const stats = await req(statsGet, "GET", "/x");
    expect(stats.json.total).toBe(n + 3);
    expect(stats.json.byRole.caterer).toBe(n / 10 + 1);

    const caterers = await req(caterersGet, "GET", "/x", {
      query: { page: "400", pageSize: "25" },
    });
    expect(caterers.headers.get("X-Total-Count")).toBe(String(n + 1));
    expect(caterers.json).toHaveLength(25);
    expect(caterers.json[0].name).toBe("Kitchen 09975");
    const town = await req(caterersGet, "GET", "/x", { query: { search: "town 777, ny" } });
    expect(town.json.map((c: { name: string }) => c.name)).toEqual(["Kitchen 00777"]);
    const firstPage = await req(caterersGet, "GET", "/x");
    expect(firstPage.json).toHaveLength(20);
  }, 120_000);
});
