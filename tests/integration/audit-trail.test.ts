/**
 * The audit trail (issue 12): every admin change, through the admin console's endpoints or
 * the kitchen's and customers' own, is recorded with who, when, what and the changed
 * fields' values before and after, in the same transaction as the change itself. Changes
 * by caterers and customers are not admin changes and record nothing.
 */
import { GET as auditGet } from "@/app/api/admin/audit/route";
import { POST as usersPost } from "@/app/api/admin/users/route";
import { PUT as userPut } from "@/app/api/admin/users/[id]/route";
import { PATCH as userStatusPatch } from "@/app/api/admin/users/[id]/status/route";
import { PATCH as adminCatererPatch } from "@/app/api/admin/caterers/[id]/route";
import { PATCH as statusPatch } from "@/app/api/bookings/[id]/status/route";
import { POST as availabilityPost } from "@/app/api/caterers/[id]/availability/route";
import {
  DELETE as availabilityDelete,
  PUT as availabilityPut,
} from "@/app/api/caterers/[id]/availability/[availId]/route";
import { POST as dishPost } from "@/app/api/dishes/route";
import { DELETE as dishDelete, PATCH as dishPatch } from "@/app/api/dishes/[id]/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { approveApplication } from "@/lib/server/applications/approve-application";
import { rejectApplication } from "@/lib/server/applications/reject-application";
import { requestApplicationChanges } from "@/lib/server/applications/request-changes";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db";
import { adminDeleteDish, adminSaveDish } from "@/lib/server/dishes/admin-dishes";
import { makeDish, signedIn, signedInCaterer, createLine, makeDate } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

type Session = Awaited<ReturnType<typeof signedIn>>;
let admin: Session;
let adminEmail: string;
let customer: Session;
let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;

const inDays = (n: number) => addDaysIso(todayIso(), n);

const dishBody = {
  name: "Jollof Rice",
  description: "Smoky tomato rice cooked over an open fire.",
  category: "main" as const,
  dietaryTags: ["vegan"],
  spiceLevel: "hot",
  ingredients: ["rice", "tomato"],
  allergens: [],
  imageUrls: ["/images/dishes/biryani.svg"],
  mediumTrayPrice: 60,
  largeTrayPrice: "99.5",
  preparationTime: 90,
  servingSize: "1 cup per person",
  isSignatureDish: true,
};

beforeEach(async () => {
  await resetDatabase();
  admin = await signedIn("admin", "Ava");
  adminEmail = (await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).email;
  customer = await signedIn("user", "Casey");
  kitchen = await signedInCaterer("Rosa");
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

/** The failing calls below are logged as server errors on purpose. */
const expectLoggedErrors = () => jest.spyOn(console, "error").mockImplementation(() => {});

type Changes = Record<string, { from: unknown; to: unknown }>;

const trail = async (entityType: string, entityId: number) =>
  (
    await db.auditLog.findMany({
      where: { entityType, entityId },
      orderBy: { id: "asc" },
    })
  ).map((row) => ({ ...row, changes: row.changes as Changes }));

async function makeBooking() {
  const dish = await makeDish(kitchen.caterer.id);
  const eventDate = isoToUtcDate(inDays(10));
  await makeDate(kitchen.caterer.id, eventDate, { currentOrders: 1 });
  return createLine({
    catererId: kitchen.caterer.id,
    userId: customer.user.id,
    dishId: dish.id,
    dishName: dish.name,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate,
    eventTime: "18:00",
    traySize: "medium",
    quantity: 2,
    totalPrice: 11000,
  });
}

const patchStatus = (id: number, body: unknown, token: string) =>
  call(statusPatch, `/api/bookings/${id}/status`, {
    method: "PATCH",
    body,
    token,
    params: { id: String(id) },
  });

/**
 * Makes every transaction that writes an audit row fail when it commits, that is after the
 * audit call and every other write of the change: a deferred constraint trigger.
 */
async function failingCommits<T>(run: () => Promise<T>): Promise<T> {
  expectLoggedErrors();
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION audit_test_refuse() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'forced failure at commit'; END $$ LANGUAGE plpgsql`);
  await db.$executeRawUnsafe(`
    CREATE CONSTRAINT TRIGGER audit_test_refuse AFTER INSERT ON "audit_log"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`);
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS audit_test_refuse ON "audit_log"`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS audit_test_refuse()`);
  }
}

describe("dishes", () => {
  it("records an admin's dish create, update and delete through /api/dishes, with before and after", async () => {
    const created = await call(dishPost, "/api/dishes", {
      body: { ...dishBody, catererId: kitchen.caterer.id },
      token: admin.token,
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;

    const updated = await call(dishPatch, `/api/dishes/${id}`, {
      method: "PATCH",
      body: { name: "Party Jollof", mediumTrayPrice: 65 },
      token: admin.token,
      params: { id: String(id) },
    });
    expect(updated.status).toBe(200);

    const deleted = await call(dishDelete, `/api/dishes/${id}`, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(id) },
    });
    expect(deleted.status).toBe(200);

    const rows = await trail("dish", id);
    expect(rows.map((r) => r.action)).toEqual(["dish.create", "dish.update", "dish.delete"]);
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: admin.user.id, actorEmail: adminEmail });
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    expect(rows[0]?.changes).toMatchObject({
      name: { from: null, to: "Jollof Rice" },
      catererId: { from: null, to: kitchen.caterer.id },
      mediumTrayPrice: { from: null, to: "60" },
    });
    // Only the changed fields, with their values before and after.
    expect(rows[1]?.changes).toEqual({
      name: { from: "Jollof Rice", to: "Party Jollof" },
      mediumTrayPrice: { from: "60", to: "65" },
    });
    expect(rows[2]?.changes).toMatchObject({ name: { from: "Party Jollof", to: null } });

    // The dish's History, as the admin dish dialog shows it.
    const history = await call(auditGet, "/api/admin/audit", {
      token: admin.token,
      query: { entityType: "dish", entityId: String(id) },
    });
    expect(history.status).toBe(200);
    expect(history.json.map((e: { action: string }) => e.action)).toEqual([
      "dish.delete",
      "dish.update",
      "dish.create",
    ]);
  });

  it("records the admin console's dish changes once each", async () => {
    const saved = await adminSaveDish(
      admin.actor,
      { ...dishBody, catererId: kitchen.caterer.id },
      null,
    );
    await adminSaveDish(admin.actor, { ...dishBody, name: "Renamed" }, saved.id);
    await adminDeleteDish(admin.actor, saved.id);
    expect((await trail("dish", saved.id)).map((r) => r.action)).toEqual([
      "dish.create",
      "dish.update",
      "dish.delete",
    ]);
  });

  it("records nothing for a caterer's changes to their own menu", async () => {
    const created = await call(dishPost, "/api/dishes", { body: dishBody, token: kitchen.token });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    await call(dishPatch, `/api/dishes/${id}`, {
      method: "PATCH",
      body: { name: "Mine" },
      token: kitchen.token,
      params: { id: String(id) },
    });
    await call(dishDelete, `/api/dishes/${id}`, {
      method: "DELETE",
      token: kitchen.token,
      params: { id: String(id) },
    });
    expect(await db.dish.count()).toBe(0);
    expect(await db.auditLog.count()).toBe(0);
  });
});

describe("users", () => {
  it("records create, update and deactivation; a password shows as (changed), never its hash", async () => {
    const created = await call(usersPost, "/api/admin/users", {
      body: {
        email: "new.person@example.com",
        password: "longenough1",
        firstName: "New",
        lastName: "Person",
        role: "user",
        isActive: true,
        emailVerified: false,
        phone: "555-0100",
      },
      token: admin.token,
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const firstHash = (await db.user.findUniqueOrThrow({ where: { id } })).passwordHash;

    const updated = await call(userPut, `/api/admin/users/${id}`, {
      method: "PUT",
      body: {
        email: "new.person@example.com",
        password: "anotherpass2",
        firstName: "Renamed",
        lastName: "Person",
        role: "caterer",
        isActive: true,
        emailVerified: false,
        phone: "555-0100",
      },
      token: admin.token,
      params: { id: String(id) },
    });
    expect(updated.status).toBe(200);
    const secondHash = (await db.user.findUniqueOrThrow({ where: { id } })).passwordHash;

    const deactivated = await call(userStatusPatch, `/api/admin/users/${id}/status`, {
      method: "PATCH",
      body: { isActive: false },
      token: admin.token,
      params: { id: String(id) },
    });
    expect(deactivated.status).toBe(200);

    const rows = await trail("user", id);
    expect(rows.map((r) => r.action)).toEqual(["user.create", "user.update", "user.deactivate"]);
    for (const row of rows) expect(row).toMatchObject({ actorId: admin.user.id });
    expect(rows[0]?.changes).toMatchObject({
      email: { from: null, to: "new.person@example.com" },
      password: { from: null, to: "(changed)" },
    });
    expect(rows[1]?.changes).toEqual({
      firstName: { from: "New", to: "Renamed" },
      role: { from: "user", to: "caterer" },
      password: { from: "(set)", to: "(changed)" },
    });
    expect(rows[2]?.changes).toEqual({ isActive: { from: true, to: false } });

    const everything = JSON.stringify(await db.auditLog.findMany());
    expect(everything).not.toContain(firstHash);
    expect(everything).not.toContain(secondHash);
    expect(everything).not.toContain("passwordHash");
    expect(everything).not.toContain("longenough1");
    expect(everything).not.toContain("anotherpass2");
  });
});

describe("bookings", () => {
  it("records an admin's status change through PATCH /api/bookings/{id}/status", async () => {
    const booking = await makeBooking();
    const res = await patchStatus(booking.id, { status: "confirmed" }, admin.token);
    expect(res.status).toBe(200);
    const rows = await trail("booking", booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "booking.status",
      actorId: admin.user.id,
      actorEmail: adminEmail,
    });
    expect(rows[0]?.changes.status).toEqual({ from: "pending", to: "confirmed" });
    expect(rows[0]?.changes.statusUpdatedBy).toEqual({ from: null, to: admin.user.id });
    expect(rows[0]?.changes).not.toHaveProperty("dish");
    expect(rows[0]?.changes).not.toHaveProperty("caterer");
  });

  it("records nothing for the caterer's and the customer's own status changes", async () => {
    const booking = await makeBooking();
    expect((await patchStatus(booking.id, { status: "confirmed" }, kitchen.token)).status).toBe(
      200,
    );
    expect(
      (
        await patchStatus(
          booking.id,
          { status: "cancelled", comments: "Plans changed" },
          customer.token,
        )
      ).status,
    ).toBe(200);
    expect(await db.auditLog.count()).toBe(0);
  });

  it("keeps no audit row when the status change's transaction fails after the audit call", async () => {
    const booking = await makeBooking();
    // The status email is queued after the audit row, in the same transaction: make it fail.
    expectLoggedErrors();
    await db.$executeRawUnsafe(
      `ALTER TABLE "email_outbox" ADD CONSTRAINT audit_test_no_mail CHECK (false) NOT VALID`,
    );
    try {
      const res = await patchStatus(booking.id, { status: "confirmed" }, admin.token);
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await db.$executeRawUnsafe(
        `ALTER TABLE "email_outbox" DROP CONSTRAINT IF EXISTS audit_test_no_mail`,
      );
    }
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe(
      "pending",
    );
    expect(await db.auditLog.count()).toBe(0);
  });
});

describe("availability", () => {
  it("records an admin's availability changes on the caterer's History, naming the date", async () => {
    const date = inDays(20);
    const catererId = kitchen.caterer.id;
    const params = { id: String(catererId) };
    const created = await call(availabilityPost, `/api/caterers/${catererId}/availability`, {
      body: { date, maxOrders: 5, isAvailable: true, notes: "" },
      token: admin.token,
      params,
    });
    expect(created.status).toBe(201);
    const availId = String(created.json.id);

    const changed = await call(availabilityPut, `/x`, {
      method: "PUT",
      body: { date, maxOrders: 8, isAvailable: false, notes: "Private event" },
      token: admin.token,
      params: { ...params, availId },
    });
    expect(changed.status).toBe(200);

    const removed = await call(availabilityDelete, `/x`, {
      method: "DELETE",
      token: admin.token,
      params: { ...params, availId },
    });
    expect(removed.status).toBe(200);

    const rows = await trail("caterer", catererId);
    expect(rows.map((r) => r.action)).toEqual([
      "availability.create",
      "availability.update",
      "availability.delete",
    ]);
    for (const row of rows) expect(row).toMatchObject({ actorId: admin.user.id });
    const field = (name: string) => `availability ${date} ${name}`;
    expect(rows[0]?.changes).toMatchObject({
      [field("date")]: { from: null, to: date },
      [field("maxOrders")]: { from: null, to: 5 },
    });
    expect(rows[1]?.changes).toEqual({
      [field("maxOrders")]: { from: 5, to: 8 },
      [field("isAvailable")]: { from: true, to: false },
      [field("notes")]: { from: null, to: "Private event" },
    });
    expect(rows[2]?.changes).toMatchObject({ [field("maxOrders")]: { from: 8, to: null } });

    // The caterer's History (the admin caterer dialog) lists them.
    const history = await call(auditGet, "/api/admin/audit", {
      token: admin.token,
      query: { entityType: "caterer", entityId: String(catererId) },
    });
    expect(history.json).toHaveLength(3);
  });

  it("records nothing for the caterer's own availability changes", async () => {
    const catererId = kitchen.caterer.id;
    const created = await call(availabilityPost, `/x`, {
      body: { date: inDays(20), maxOrders: 5 },
      token: kitchen.token,
      params: { id: String(catererId) },
    });
    expect(created.status).toBe(201);
    const changed = await call(availabilityPut, `/x`, {
      method: "PUT",
      body: { date: inDays(20), maxOrders: 7 },
      token: kitchen.token,
      params: { id: String(catererId), availId: String(created.json.id) },
    });
    expect(changed.status).toBe(200);
    expect(await db.auditLog.count()).toBe(0);
  });
});

describe("atomicity: the change and its audit row commit together", () => {
  it("leaves neither the change nor its audit row when the transaction fails after the audit call", async () => {
    const dish = await makeDish(kitchen.caterer.id);
    const date = inDays(15);
    await failingCommits(async () => {
      const dishRes = await call(dishPatch, `/x`, {
        method: "PATCH",
        body: { name: "Never saved" },
        token: admin.token,
        params: { id: String(dish.id) },
      });
      expect(dishRes.status).toBeGreaterThanOrEqual(500);

      const catererRes = await call(adminCatererPatch, `/x`, {
        method: "PATCH",
        body: { name: "Never renamed" },
        token: admin.token,
        params: { id: String(kitchen.caterer.id) },
      });
      expect(catererRes.status).toBeGreaterThanOrEqual(500);

      const availRes = await call(availabilityPost, `/x`, {
        body: { date, maxOrders: 3 },
        token: admin.token,
        params: { id: String(kitchen.caterer.id) },
      });
      expect(availRes.status).toBeGreaterThanOrEqual(500);

      const userRes = await call(userStatusPatch, `/x`, {
        method: "PATCH",
        body: { isActive: false },
        token: admin.token,
        params: { id: String(customer.user.id) },
      });
      expect(userRes.status).toBeGreaterThanOrEqual(500);
    });

    expect(await db.auditLog.count()).toBe(0);
    expect((await db.dish.findUniqueOrThrow({ where: { id: dish.id } })).name).toBe("Lasagna");
    expect((await db.caterer.findUniqueOrThrow({ where: { id: kitchen.caterer.id } })).name).toBe(
      "Rosa's Kitchen",
    );
    expect(
      await db.availability.count({
        where: { catererId: kitchen.caterer.id, date: isoToUtcDate(date) },
      }),
    ).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: customer.user.id } })).isActive).toBe(
      true,
    );

    // And with the failure gone, the same change records exactly one row.
    const ok = await call(dishPatch, `/x`, {
      method: "PATCH",
      body: { name: "Saved" },
      token: admin.token,
      params: { id: String(dish.id) },
    });
    expect(ok.status).toBe(200);
    expect((await trail("dish", dish.id)).map((r) => r.action)).toEqual(["dish.update"]);
  });

  it("rolls the audit row back with a change that violates a constraint after the audit call", async () => {
    const dish = await makeDish(kitchen.caterer.id);
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(tx, admin.actor, {
          action: "dish.update",
          entityType: "dish",
          entityId: dish.id,
          before: { name: "Lasagna" },
          after: { name: "Moved" },
        });
        // A foreign-key violation: no such caterer.
        await tx.dish.update({ where: { id: dish.id }, data: { catererId: 999_999 } });
      }),
    ).rejects.toThrow();
    expect(await db.auditLog.count()).toBe(0);
  });
});

describe("application decisions are on the applicant's record", () => {
  const submitted = (userId: number) =>
    db.catererApplication.create({
      data: {
        userId,
        businessName: "Accra Kitchen",
        cuisineTags: ["Ghanaian"],
        serviceArea: "Bronx, NY",
        description: "Jollof rice and kelewele for celebrations, cooked on the day.",
        termsAccepted: true,
        status: "submitted",
        submittedAt: new Date(),
      },
    });
  const rowsFor = (userId: number) =>
    db.auditLog.findMany({
      where: { entityType: "user", entityId: userId },
      orderBy: { id: "asc" },
    });

  it("records approval, rejection and a request for changes with who decided", async () => {
    const approved = await submitted(customer.user.id);
    await approveApplication(admin.actor, approved.id);
    const [approval] = await rowsFor(customer.user.id);
    expect(approval).toMatchObject({ action: "application.approve", actorEmail: adminEmail });
    expect(approval!.changes).toMatchObject({
      role: { from: "user", to: "caterer" },
      applicationStatus: { from: "submitted", to: "approved" },
    });

    const other = await signedIn("user", "Omar");
    await rejectApplication(admin.actor, (await submitted(other.user.id)).id, {
      adminNotes: "No permit",
    });
    const third = await signedIn("user", "Lena");
    await requestApplicationChanges(admin.actor, (await submitted(third.user.id)).id, {
      adminNotes: "Add a phone number",
    });
    expect((await rowsFor(other.user.id)).map((r) => r.action)).toEqual(["application.reject"]);
    expect((await rowsFor(other.user.id))[0]!.changes).toMatchObject({
      adminNotes: { from: null, to: "No permit" },
    });
    expect((await rowsFor(third.user.id)).map((r) => r.action)).toEqual([
      "application.request_changes",
    ]);
  });
});
