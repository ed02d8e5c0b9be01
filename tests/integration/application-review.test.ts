/**
 * The admin's side of caterer applications: the list, opening one (submitted -> under
 * review), and the three decisions, with approval creating the kitchen in one transaction.
 */
import { GET as listRoute } from "@/app/api/admin/caterer-applications/route";
import { POST as openRoute } from "@/app/api/admin/caterer-applications/[id]/open/route";
import { POST as approveRoute } from "@/app/api/admin/caterer-applications/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/caterer-applications/[id]/reject/route";
import { POST as changesRoute } from "@/app/api/admin/caterer-applications/[id]/request-changes/route";
import { GET as myCatererRoute } from "@/app/api/auth/caterer/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { PATCH as patchMineRoute } from "@/app/api/caterer-applications/[id]/route";
import { POST as submitMineRoute } from "@/app/api/caterer-applications/[id]/submit/route";
import { POST as createMineRoute } from "@/app/api/caterer-applications/route";
import type { ApplicationStatusValue } from "@/lib/constants";
import { approveApplication } from "@/lib/server/applications/approve-application";
import { countPendingApplications } from "@/lib/server/applications/list-applications";
import { db } from "@/lib/server/db";
import { signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const REJECT_REASON = "Please provide a reason for rejection";
const CHANGES_NEEDED = "Please specify what changes are needed";

type Person = Awaited<ReturnType<typeof signedIn>>;
let admin: Person;
let applicant: Person;

beforeEach(async () => {
  await resetDatabase();
  admin = await signedIn("admin", "Ada");
  applicant = await signedIn("user", "Kofi");
});
afterAll(() => db.$disconnect());

const details = {
  businessName: "Accra Kitchen",
  cuisineTags: ["Ghanaian", "West African"],
  serviceArea: "Bronx, NY",
  description:
    "Jollof rice, kelewele and light soup for celebrations, with vegan options for every dish.",
  phone: null as string | null,
  termsAccepted: true,
};

async function application(status: ApplicationStatusValue, userId = applicant.user.id) {
  return db.catererApplication.create({
    data: {
      ...details,
      userId,
      status,
      submittedAt: status === "draft" ? null : new Date(),
    },
  });
}

/** `token` null: an anonymous call. */
type Token = string | null;
const post = (
  route: typeof approveRoute,
  action: string,
  id: number | string,
  body: unknown,
  token: Token,
) =>
  call(route, `/api/admin/caterer-applications/${id}/${action}`, {
    method: "POST",
    body,
    token: token ?? undefined,
    params: { id: String(id) },
  });
const approve = (id: number | string, token: Token = admin.token) =>
  post(approveRoute, "approve", id, undefined, token);
const reject = (id: number | string, body: unknown, token: Token = admin.token) =>
  post(rejectRoute, "reject", id, body, token);
const requestChanges = (id: number | string, body: unknown, token: Token = admin.token) =>
  post(changesRoute, "request-changes", id, body, token);
const open = (id: number | string, token: Token = admin.token) =>
  post(openRoute, "open", id, undefined, token);
const list = (status?: string, token: Token = admin.token) =>
  call(listRoute, "/api/admin/caterer-applications", {
    token: token ?? undefined,
    query: status === undefined ? {} : { status },
  });

const stored = (id: number) => db.catererApplication.findUniqueOrThrow({ where: { id } });

describe("GET /api/admin/caterer-applications", () => {
  it("lists every sent application with its applicant, and filters by status", async () => {
    const waiting = await application("submitted");
    const other = await signedIn("user", "Mei");
    const reviewing = await application("under_review", other.user.id);
    const drafter = await signedIn("user", "Dana");
    await application("draft", drafter.user.id);

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.json.map((a: { id: number }) => a.id).sort()).toEqual(
      [waiting.id, reviewing.id].sort(),
    );
    expect(all.json.find((a: { id: number }) => a.id === waiting.id)).toMatchObject({
      businessName: "Accra Kitchen",
      status: "submitted",
      cuisineTags: ["Ghanaian", "West African"],
      serviceArea: "Bronx, NY",
      phone: null,
      submittedAt: expect.any(String),
      user: { firstName: "Kofi", lastName: "Person", email: expect.stringMatching(/^kofi\d+@/) },
    });
    expect(JSON.stringify(all.json)).not.toContain("passwordHash");
    expect((await list("all")).json).toHaveLength(2);
    expect((await list("")).json).toHaveLength(2);

    const submitted = await list("submitted");
    expect(submitted.json.map((a: { id: number }) => a.id)).toEqual([waiting.id]);
    expect((await list("under_review")).json.map((a: { id: number }) => a.id)).toEqual([
      reviewing.id,
    ]);
    expect((await list("approved")).json).toEqual([]);
    // "pending": what waits for a decision, as the red badge counts (the list page's default).
    expect((await list("pending")).json.map((a: { id: number }) => a.id).sort()).toEqual(
      [waiting.id, reviewing.id].sort(),
    );
    expect(await countPendingApplications(admin.actor)).toBe(2);
  });

  it("refuses an unknown status filter, and drafts are never listed", async () => {
    for (const status of ["draft", "waiting", "APPROVED"]) {
      const res = await list(status);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(
        "Status must be one of all, pending, submitted, under_review, changes_requested, approved, rejected",
      );
    }
  });

  it("is for admins only", async () => {
    await application("submitted");
    expect((await list(undefined, null)).status).toBe(401);
    expect((await list(undefined, applicant.token)).status).toBe(403);
    const chef = await signedInCaterer("Rosa");
    expect((await list("submitted", chef.token)).status).toBe(403);
    await expect(countPendingApplications(applicant.actor)).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});

describe("opening an application", () => {
  it("moves a submitted application to under review, and nothing else", async () => {
    const app = await application("submitted");
    const opened = await open(app.id);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ status: "under_review", user: { firstName: "Kofi" } });
    expect((await stored(app.id)).status).toBe("under_review");
    expect((await open(app.id)).json.status).toBe("under_review");

    for (const status of ["changes_requested", "approved", "rejected"] as const) {
      const person = await signedIn("user", status);
      const other = await application(status, person.user.id);
      expect((await open(other.id)).json.status).toBe(status);
      expect((await stored(other.id)).status).toBe(status);
    }
  });

  it("hides drafts and unknown ids, and is for admins only", async () => {
    const draft = await application("draft");
    expect((await open(draft.id)).status).toBe(404);
    expect((await stored(draft.id)).status).toBe("draft");
    expect((await open(999999)).status).toBe(404);
    expect((await open("01")).status).toBe(400);

    const app = await application("submitted", (await signedIn("user", "Omar")).user.id);
    expect((await open(app.id, null)).status).toBe(401);
    expect((await open(app.id, applicant.token)).status).toBe(403);
    expect((await stored(app.id)).status).toBe("submitted");
  });
});

describe("rejecting and requesting changes", () => {
  it.each(["submitted", "under_review"] as const)(
    "rejects a %s application with the admin's reason",
    async (status) => {
      const app = await application(status);
      const res = await reject(app.id, { adminNotes: "  Home kitchen permit missing  " });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        status: "rejected",
        adminNotes: "Home kitchen permit missing",
        reviewedBy: admin.user.id,
        reviewedAt: expect.any(String),
      });
      const row = await stored(app.id);
      expect(row).toMatchObject({ status: "rejected", reviewedBy: admin.user.id });
      expect(await db.caterer.count()).toBe(0);
      expect((await db.user.findUniqueOrThrow({ where: { id: applicant.user.id } })).role).toBe(
        "user",
      );
    },
  );

  it.each(["submitted", "under_review"] as const)(
    "requests changes on a %s application, which the applicant then revises and resubmits",
    async (status) => {
      const app = await application(status);
      const res = await requestChanges(app.id, {
        adminNotes: "Add your food-safety permit number",
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        status: "changes_requested",
        adminNotes: "Add your food-safety permit number",
        reviewedBy: admin.user.id,
      });

      const revised = { ...details, description: `${details.description} Permit NY-12345.` };
      const patched = await call(patchMineRoute, `/api/caterer-applications/${app.id}`, {
        method: "PATCH",
        body: revised,
        token: applicant.token,
        params: { id: String(app.id) },
      });
      expect(patched.status).toBe(200);
      const resubmitted = await call(submitMineRoute, "/x", {
        method: "POST",
        token: applicant.token,
        params: { id: String(app.id) },
      });
      expect(resubmitted.json.status).toBe("submitted");
      expect((await list("submitted")).json[0].description).toContain("Permit NY-12345.");
    },
  );

  it.each([
    ["reject", reject, {}, REJECT_REASON],
    ["reject", reject, { adminNotes: "   " }, REJECT_REASON],
    ["reject", reject, { adminNotes: 42 }, REJECT_REASON],
    ["request changes", requestChanges, {}, CHANGES_NEEDED],
    ["request changes", requestChanges, { adminNotes: "\n\t " }, CHANGES_NEEDED],
  ])("%s with %j is refused with the spec's message", async (_name, decide, body, message) => {
    const app = await application("under_review");
    const res = await decide(app.id, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message, errors: [{ path: "adminNotes", message }] });
    expect(await stored(app.id)).toMatchObject({
      status: "under_review",
      adminNotes: null,
      reviewedBy: null,
    });
  });

  it.each(["changes_requested", "approved", "rejected"] as const)(
    "refuses every decision on a %s application (409), leaving it as it was",
    async (status) => {
      const app = await application(status);
      const before = await stored(app.id);
      const refusals = [
        await reject(app.id, { adminNotes: "No" }),
        await requestChanges(app.id, { adminNotes: "More photos" }),
        await approve(app.id),
      ];
      for (const res of refusals) expect(res.status).toBe(409);
      const state =
        status === "changes_requested"
          ? "waiting for the applicant's changes"
          : `already ${status}`;
      expect(refusals.map((r) => r.json.message)).toEqual([
        `Cannot reject an application that is ${state}`,
        `Cannot request changes on an application that is ${state}`,
        `Cannot approve an application that is ${state}`,
      ]);
      expect(await stored(app.id)).toEqual(before);
      expect(await db.caterer.count()).toBe(0);
    },
  );

  it("refuses decisions on drafts (409), unknown ids (404) and loose ids (400)", async () => {
    const draft = await application("draft");
    const refused = await reject(draft.id, { adminNotes: "No" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Cannot reject an application that is not submitted yet");
    expect((await requestChanges(draft.id, { adminNotes: "No" })).status).toBe(409);
    expect((await approve(draft.id)).status).toBe(409);
    expect((await approve(424242)).status).toBe(404);
    expect((await approve("1e3")).status).toBe(400);
    expect((await stored(draft.id)).status).toBe("draft");
  });

  it("is for admins only: 401 anonymous, 403 everyone else, before any word on the body", async () => {
    const app = await application("submitted");
    const chef = await signedInCaterer("Rosa");
    for (const token of [null, applicant.token, chef.token]) {
      const expected = token ? 403 : 401;
      expect((await reject(app.id, {}, token)).status).toBe(expected);
      expect((await requestChanges(app.id, {}, token)).status).toBe(expected);
      expect((await approve(app.id, token)).status).toBe(expected);
    }
    expect(await stored(app.id)).toMatchObject({ status: "submitted", reviewedBy: null });
    expect(await db.caterer.count({ where: { userId: applicant.user.id } })).toBe(0);
  });
});

describe("approving an application", () => {
  it.each(["submitted", "under_review"] as const)(
    "from %s: creates the kitchen, makes the applicant a caterer, records the reviewer",
    async (status) => {
      const app = await application(status);
      const res = await approve(app.id);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        id: app.id,
        status: "approved",
        reviewedBy: admin.user.id,
        reviewedAt: expect.any(String),
        catererId: expect.any(Number),
      });

      const caterer = await db.caterer.findUniqueOrThrow({ where: { userId: applicant.user.id } });
      expect(caterer).toMatchObject({
        id: res.json.catererId,
        name: "Accra Kitchen",
        cuisine: "Ghanaian",
        description: details.description,
        location: "Bronx, NY",
      });
      expect(Number(caterer.rating)).toBe(0);
      const user = await db.user.findUniqueOrThrow({ where: { id: applicant.user.id } });
      expect(user.role).toBe("caterer");
      const row = await stored(app.id);
      expect(row.reviewedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    },
  );

  it("gives the applicant's very next request the role and the kitchen, without signing in again", async () => {
    const app = await application("under_review");
    expect(
      (await call(myCatererRoute, "/api/auth/caterer", { token: applicant.token })).status,
    ).toBe(404);
    expect((await approve(app.id)).status).toBe(200);

    const mine = await call(myCatererRoute, "/api/auth/caterer", { token: applicant.token });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ name: "Accra Kitchen", cuisine: "Ghanaian" });
    const me = await call(meRoute, "/api/auth/me", { token: applicant.token });
    expect(me.json.user.role).toBe("caterer");

    // A caterer does not apply again.
    const again = await call(createMineRoute, "/api/caterer-applications", {
      body: { ...details, status: "draft" },
      token: applicant.token,
    });
    expect(again.status).toBe(409);
  });

  it("approving twice is a 409 and leaves one profile", async () => {
    const app = await application("submitted");
    expect((await approve(app.id)).status).toBe(200);
    const second = await approve(app.id);
    expect(second.status).toBe(409);
    expect(second.json.message).toBe("Cannot approve an application that is already approved");
    expect(await db.caterer.count({ where: { userId: applicant.user.id } })).toBe(1);
  });

  it("a failure after the profile insert leaves neither the profile nor the role", async () => {
    const app = await application("under_review");
    let profilesSeenInside = -1;
    await expect(
      approveApplication(admin.actor, app.id, {
        afterProfileInsert: async (tx, caterer) => {
          profilesSeenInside = await tx.caterer.count({ where: { id: caterer.id } });
          throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");

    // The profile did exist inside the transaction, and is gone with it.
    expect(profilesSeenInside).toBe(1);
    expect(await db.caterer.count()).toBe(0);
    const user = await db.user.findUniqueOrThrow({ where: { id: applicant.user.id } });
    expect(user.role).toBe("user");
    expect(await stored(app.id)).toMatchObject({
      status: "under_review",
      reviewedBy: null,
      reviewedAt: null,
    });
    expect((await call(myCatererRoute, "/x", { token: applicant.token })).status).toBe(404);

    // Nothing half-done blocks a later approval.
    expect((await approve(app.id)).status).toBe(200);
    expect(await db.caterer.count({ where: { userId: applicant.user.id } })).toBe(1);
  });

  it("two admins approving at once create one profile", async () => {
    const app = await application("submitted");
    const second = await signedIn("admin", "Grace");
    const results = await Promise.all([
      approve(app.id, admin.token),
      approve(app.id, second.token),
      approve(app.id, admin.token),
      approve(app.id, second.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await db.caterer.count({ where: { userId: applicant.user.id } })).toBe(1);
    expect(await db.caterer.count()).toBe(1);
    const winner = results.find((r) => r.status === 200)!;
    expect((await stored(app.id)).reviewedBy).toBe(winner.json.reviewedBy);
  });

  it("an approval racing a rejection: exactly one decision wins", async () => {
    const app = await application("under_review");
    const [approved, rejected] = await Promise.all([
      approve(app.id),
      reject(app.id, { adminNotes: "Not serving our area yet" }),
    ]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const row = await stored(app.id);
    const profiles = await db.caterer.count({ where: { userId: applicant.user.id } });
    expect(row.status === "approved" ? profiles : 1 - profiles).toBe(1);
  });

  it("never creates a second kitchen or demotes an admin", async () => {
    const chefUser = await signedInCaterer("Rosa");
    // An application from someone who was made a caterer by other means meanwhile.
    const chefApp = await application("submitted", chefUser.user.id);
    const res = await approve(chefApp.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("The applicant already runs a caterer profile");
    expect(await db.caterer.count({ where: { userId: chefUser.user.id } })).toBe(1);

    const otherAdmin = await signedIn("admin", "Grace");
    const adminApp = await application("submitted", otherAdmin.user.id);
    const refused = await approve(adminApp.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("An admin account cannot become a caterer");
    expect((await db.user.findUniqueOrThrow({ where: { id: otherAdmin.user.id } })).role).toBe(
      "admin",
    );
    expect((await stored(adminApp.id)).status).toBe("submitted");
  });
});
