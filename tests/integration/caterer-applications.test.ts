/** The applicant's side of caterer applications. */
import { POST as createRoute } from "@/app/api/caterer-applications/route";
import { GET as mineRoute } from "@/app/api/caterer-applications/my-application/route";
import { PATCH as patchRoute } from "@/app/api/caterer-applications/[id]/route";
import { POST as submitRoute } from "@/app/api/caterer-applications/[id]/submit/route";
import { db } from "@/lib/server/db";
import { signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const valid = {
  businessName: "Accra Kitchen",
  cuisineTags: ["Ghanaian", "West African"],
  serviceArea: "Bronx, NY",
  description:
    "Jollof rice, kelewele and light soup for celebrations, with vegan options for every dish.",
  phone: "(718) 555-0100",
  termsAccepted: true,
  status: "draft",
};

let applicant: Awaited<ReturnType<typeof signedIn>>;
beforeEach(async () => {
  await resetDatabase();
  applicant = await signedIn("user", "Kofi");
});
afterAll(() => db.$disconnect());

const create = (body: unknown, token = applicant.token) =>
  call(createRoute, "/api/caterer-applications", { body, token });
const patch = (id: number, body: unknown, token = applicant.token) =>
  call(patchRoute, `/api/caterer-applications/${id}`, {
    method: "PATCH",
    body,
    token,
    params: { id: String(id) },
  });
const submit = (id: number, token = applicant.token) =>
  call(submitRoute, `/api/caterer-applications/${id}/submit`, {
    method: "POST",
    token,
    params: { id: String(id) },
  });

describe("caterer applications", () => {
  it("creates a draft, finds it, edits it and submits it", async () => {
    expect((await call(mineRoute, "/x", { token: applicant.token })).status).toBe(404);
    const created = await create({
      ...valid,
      cuisineTags: "Ghanaian, West African ,",
      termsAccepted: false,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: "draft",
      cuisineTags: ["Ghanaian", "West African"],
      userId: applicant.user.id,
    });
    const id = created.json.id as number;

    const early = await submit(id);
    expect(early.status).toBe(400);
    expect(early.json.message).toBe("You must accept the terms and conditions");

    expect(
      (await patch(id, { ...valid, serviceArea: "Bronx and Harlem, NY" })).json.serviceArea,
    ).toBe("Bronx and Harlem, NY");
    const submitted = await submit(id);
    expect(submitted.status).toBe(200);
    expect(submitted.json.status).toBe("submitted");
    expect(submitted.json.submittedAt).toEqual(expect.any(String));
    expect((await call(mineRoute, "/x", { token: applicant.token })).json.status).toBe("submitted");

    const locked = await patch(id, valid);
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe("An application that is submitted cannot be changed");
    expect((await submit(id)).status).toBe(409);
  });

  it.each([
    [{ businessName: "A" }, "Business name must be at least 2 characters"],
    [{ cuisineTags: [] }, "Please enter at least one cuisine type"],
    [{ cuisineTags: " , " }, "Please enter at least one cuisine type"],
    [{ serviceArea: "" }, "Service area is required"],
    [{ description: "Too short" }, "Description must be at least 50 characters"],
    [{ status: "approved" }, "Use the submit call to submit an application"],
  ])("refuses %j with the spec's message and stores nothing", async (overrides, message) => {
    const res = await create({ ...valid, ...overrides });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await db.catererApplication.count()).toBe(0);
  });

  it("keeps one application per person, and to themselves", async () => {
    const id = (await create(valid)).json.id;
    expect((await create(valid)).status).toBe(409);
    const other = await signedIn("user", "Zoe");
    expect((await patch(id, valid, other.token)).status).toBe(404);
    expect((await submit(id, other.token)).status).toBe(404);
    expect((await call(mineRoute, "/x", { token: other.token })).status).toBe(404);
    expect((await call(createRoute, "/x", { body: valid })).status).toBe(401);
  });

  it("lets the applicant revise after changes are requested", async () => {
    const id = (await create(valid)).json.id;
    await db.catererApplication.update({
      where: { id },
      data: { status: "changes_requested", adminNotes: "Add your permit number" },
    });
    expect(
      (await patch(id, { ...valid, description: `${valid.description} Permit 12345.` })).status,
    ).toBe(200);
    expect((await submit(id)).json.status).toBe("submitted");
  });

  it("refuses people who already run a kitchen", async () => {
    const chef = await signedInCaterer("Rosa");
    const res = await create(valid, chef.token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("You are already a caterer");
  });
});
