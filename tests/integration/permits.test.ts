/**
 * Home-kitchen permits (docs/product-rules.md §14): details and a document (PDF, PNG or JPEG
 * by content, at most 5 MB) stored privately and served only to the holder and admins; an
 * admin verifies; an expired permit hides the kitchen from search; reminders 30 and 7 days
 * before expiry go out once.
 */
import { GET as documentRoute } from "@/app/api/permits/[userId]/document/route";
import { POST as uploadRoute } from "@/app/api/permits/mine/document/route";
import { GET as mineGet, PUT as minePut } from "@/app/api/permits/mine/route";
import { POST as verifyRoute } from "@/app/api/admin/permits/[userId]/verify/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { searchCaterers } from "@/lib/server/kitchens/search-caterers";
import { loadCatererPage } from "@/lib/server/kitchen-page/load-caterer-page";
import { sendPermitReminders } from "@/lib/server/permits/send-permit-reminders";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/registry";
import { showsPermitBadge } from "@/lib/permits/rules";
import { signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const details = (expiresOn = addDaysIso(todayIso(), 200)) => ({
  permitType: "cottage_food_registration",
  permitNumber: "CF-2026-0042",
  issuingAuthority: "NYS Department of Agriculture and Markets",
  expiresOn,
});

const put = (token: string | undefined, body: unknown) =>
  call(minePut, "/api/permits/mine", { method: "PUT", body, token });
const upload = (token: string | undefined, bytes: Buffer) =>
  call(uploadRoute, "/api/permits/mine/document", {
    body: { contentBase64: bytes.toString("base64") },
    token,
  });
const download = (token: string | undefined, userId: number) =>
  call(documentRoute, `/api/permits/${userId}/document`, {
    token,
    params: { userId: String(userId) },
  });
const verify = (token: string | undefined, userId: number) =>
  call(verifyRoute, `/api/admin/permits/${userId}/verify`, {
    method: "POST",
    token,
    params: { userId: String(userId) },
  });

let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  await resetDatabase();
  admin = await signedIn("admin", "Ava");
});

afterAll(() => db.$disconnect());

describe("permit details and documents", () => {
  it("records the details, then takes a PDF or image checked by content", async () => {
    const applicant = await signedIn("user", "Nia");
    expect((await call(mineGet, "/api/permits/mine", { token: applicant.token })).json).toBeNull();
    const early = await upload(applicant.token, PDF);
    expect([early.status, early.json.message]).toEqual([
      409,
      "Save the permit details before uploading its document",
    ]);

    const bad = await put(applicant.token, { ...details(), permitNumber: " ", expiresOn: "soon" });
    expect([bad.status, bad.json.errors[0].path]).toEqual([400, "permitNumber"]);
    const saved = await put(applicant.token, details());
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ permitNumber: "CF-2026-0042", hasDocument: false });

    const uploaded = await upload(applicant.token, PDF);
    expect(uploaded.status).toBe(201);
    expect(uploaded.json).toMatchObject({
      hasDocument: true,
      documentType: "application/pdf",
      documentSize: PDF.length,
      documentUrl: `/api/permits/${applicant.user.id}/document`,
    });
    const png = await upload(applicant.token, PNG);
    expect(png.json.documentType).toBe("image/png");
    // The old file is gone: one file per permit.
    expect(
      await db.storedFile.count({
        where: { key: { startsWith: `permits/${applicant.user.id}/` } },
      }),
    ).toBe(1);
  });

  it("refuses wrong types (whatever they are called) and oversize files", async () => {
    const applicant = await signedIn("user", "Omar");
    await put(applicant.token, details());
    const html = await upload(applicant.token, Buffer.from("<html><script>alert(1)</script>"));
    expect([html.status, html.json.message]).toEqual([
      400,
      "The permit document must be a PDF, PNG or JPEG file",
    ]);
    const exe = await upload(applicant.token, Buffer.from("MZ\x90\x00 this is not a pdf"));
    expect(exe.status).toBe(400);
    const empty = await upload(applicant.token, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(applicant.token, big);
    expect(tooBig.status).toBe(413);
    expect(
      (await db.kitchenPermit.findUniqueOrThrow({ where: { userId: applicant.user.id } }))
        .documentKey,
    ).toBeNull();
    expect(
      await db.storedFile.count({
        where: { key: { startsWith: `permits/${applicant.user.id}/` } },
      }),
    ).toBe(0);
  });

  it("serves the document to its holder and admins only", async () => {
    const holder = await signedIn("user", "Mei");
    const other = await signedIn("user", "Snoop");
    const kitchen = await signedInCaterer("Nosy");
    await put(holder.token, details());
    await upload(holder.token, PDF);

    const own = await download(holder.token, holder.user.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.json).toContain("%PDF-1.4");
    expect((await download(admin.token, holder.user.id)).status).toBe(200);
    expect((await download(undefined, holder.user.id)).status).toBe(401);
    expect((await download(other.token, holder.user.id)).status).toBe(404);
    expect((await download(kitchen.token, holder.user.id)).status).toBe(404);
  });
});

describe("one document per person, no orphaned files (docs/security.md)", () => {
  const filesOf = (userId: number) =>
    db.storedFile.findMany({ where: { key: { startsWith: `permits/${userId}/` } } });

  it("leaves exactly the referenced file after eight parallel uploads", async () => {
    const applicant = await signedIn("user", "Racer");
    expect((await put(applicant.token, details())).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(applicant.token, i % 2 ? PDF : PNG)),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const permit = await db.kitchenPermit.findUniqueOrThrow({
      where: { userId: applicant.user.id },
    });
    expect((await filesOf(applicant.user.id)).map((f) => f.key)).toEqual([permit.documentKey]);
  });

  it("runs a job that removes unreferenced files older than a day, and nothing else", async () => {
    const holder = await signedIn("user", "Holder");
    expect((await put(holder.token, details())).status).toBe(200);
    expect((await upload(holder.token, PDF)).status).toBe(201);
    const kept = (await db.kitchenPermit.findUniqueOrThrow({ where: { userId: holder.user.id } }))
      .documentKey!;
    const dayAndMore = new Date(Date.now() - 25 * 3_600_000);
    const file = (key: string, createdAt: Date) => ({
      key,
      contentType: "application/pdf",
      size: PDF.length,
      data: new Uint8Array(PDF),
      createdAt,
    });
    await db.storedFile.createMany({
      data: [
        file(`permits/${holder.user.id}/orphan-old`, dayAndMore),
        // An upload still in flight (stored, not yet referenced) is younger: it stays.
        file(`permits/${holder.user.id}/orphan-new`, new Date(Date.now() - 3_600_000)),
      ],
    });
    await db.storedFile.update({ where: { key: kept }, data: { createdAt: dayAndMore } });

    const job = SCHEDULED_JOBS.find((j) => j.name === "files.remove-orphans");
    expect(job).toBeDefined();
    expect(await job!.run()).toBe("1 unreferenced files removed");
    expect((await filesOf(holder.user.id)).map((f) => f.key).sort()).toEqual(
      [kept, `permits/${holder.user.id}/orphan-new`].sort(),
    );
    expect((await download(holder.token, holder.user.id)).status).toBe(200);
    // Nothing left to do: a second run removes nothing.
    expect(await job!.run()).toBe("0 unreferenced files removed");
  });
});

describe("verification", () => {
  it("lets an admin verify a permit with a document; changes need verifying again", async () => {
    const holder = await signedIn("user", "Kofi");
    await put(holder.token, details());
    expect((await verify(holder.token, holder.user.id)).status).toBe(403);
    expect((await verify(undefined, holder.user.id)).status).toBe(401);
    const noDoc = await verify(admin.token, holder.user.id);
    expect([noDoc.status, noDoc.json.message]).toEqual([
      409,
      "The permit has no document to verify",
    ]);
    await upload(holder.token, PDF);
    const ok = await verify(admin.token, holder.user.id);
    expect(ok.status).toBe(200);
    expect(ok.json.verifiedAt).not.toBeNull();
    expect(await db.auditLog.count({ where: { action: "permit.verify" } })).toBeGreaterThan(0);
    expect((await verify(admin.token, 999999)).status).toBe(404);

    // A renewal (new expiry date) clears the verification.
    const renewed = await put(holder.token, details(addDaysIso(todayIso(), 400)));
    expect(renewed.json.verifiedAt).toBeNull();
  });
});

describe("expiry", () => {
  it("hides a kitchen whose permit expired until it is renewed; kitchens without one stay", async () => {
    const expiring = await signedInCaterer("Lapsed");
    const plain = await signedInCaterer("NoPermit");
    const search = { location: "", cuisines: [], prices: [], diets: [], sort: "rating" as const };
    // The count comes from caterer_search_counts minus the closed kitchens that match:
    // it must agree with the listed caterers, for all cuisines and for one.
    const listed = async () => {
      const all = await searchCaterers(search, { limit: null });
      expect(all.total).toBe(all.caterers.length);
      const cuisine = expiring.caterer.cuisine;
      const one = await searchCaterers({ ...search, cuisines: [cuisine] }, { limit: 1 });
      expect(one.total).toBe(all.caterers.filter((c) => c.cuisine === cuisine).length);
      return all.caterers.map((c) => c.id);
    };

    await put(expiring.token, details(todayIso())); // valid through today
    expect(await listed()).toEqual(expect.arrayContaining([expiring.caterer.id, plain.caterer.id]));

    await db.kitchenPermit.update({
      where: { userId: expiring.user.id },
      data: { expiresOn: new Date(`${addDaysIso(todayIso(), -1)}T00:00:00Z`) },
    });
    expect(await listed()).not.toContain(expiring.caterer.id);
    expect(await listed()).toContain(plain.caterer.id);

    await put(expiring.token, details(addDaysIso(todayIso(), 365)));
    expect(await listed()).toContain(expiring.caterer.id);
  });

  it("shows the badge only for a verified, unexpired permit", async () => {
    const kitchen = await signedInCaterer("Badged");
    await put(kitchen.token, details());
    await upload(kitchen.token, PNG);
    let page = await loadCatererPage(kitchen.caterer.id);
    expect(page!.permit).toMatchObject({ verifiedAt: null });
    await verify(admin.token, kitchen.user.id);
    page = await loadCatererPage(kitchen.caterer.id);
    expect(page!.permit!.verifiedAt).not.toBeNull();
    expect(showsPermitBadge(page!.permit, todayIso())).toBe(true);
    expect(showsPermitBadge(page!.permit, addDaysIso(todayIso(), 201))).toBe(false);
  });
});

describe("reminders", () => {
  it("reminds the holder and the admins 30 and 7 days before expiry, once each", async () => {
    await db.emailOutbox.deleteMany();
    const holder = await signedInCaterer("Reminded");
    const today = todayIso();
    await put(holder.token, details(addDaysIso(today, 40)));
    const holderEmail = (holder.user as unknown as { email: string }).email;
    const reminders = () =>
      db.emailOutbox.findMany({ where: { template: "permit-expiring" }, orderBy: { id: "asc" } });

    await sendPermitReminders(today);
    expect(await reminders()).toHaveLength(0); // 40 days ahead: nothing yet

    const day30 = addDaysIso(today, 10);
    expect((await sendPermitReminders(day30)).sent).toBe(1);
    expect((await sendPermitReminders(day30)).sent).toBe(0);
    expect((await sendPermitReminders(addDaysIso(today, 11))).sent).toBe(0);
    let sent = await reminders();
    expect(sent.map((e) => e.toAddress).sort()).toEqual(
      [holderEmail, (admin.user as unknown as { email: string }).email].sort(),
    );
    expect((sent[0]!.data as { daysBefore: number }).daysBefore).toBe(30);

    const day7 = addDaysIso(today, 33);
    const [a, b] = await Promise.all([sendPermitReminders(day7), sendPermitReminders(day7)]);
    expect(a.sent + b.sent).toBe(1);
    sent = await reminders();
    expect(sent).toHaveLength(4);
    expect(sent.filter((e) => (e.data as { daysBefore: number }).daysBefore === 7)).toHaveLength(2);
    expect(await sendPermitReminders(addDaysIso(today, 41))).toEqual({ sent: 0 });

    expect(SCHEDULED_JOBS.map((j) => j.name)).toContain("permits.expiry-reminders");
  });
});
