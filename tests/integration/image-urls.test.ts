/**
 * Image URLs typed into a form or sent to the API (a dish's imageUrls, a kitchen's imageUrl,
 * a profile's picture) are fetched once by the server from a public address, typed by their
 * bytes, limited to 12 MB and stored like an upload; the API answers our own URL and pages
 * load images with img-src 'self'. A refused URL is a 400 on the field and nothing is saved.
 * The image host is a local HTTPS fixture; the address policy is replaced to reach it.
 */
import sharp from "sharp";
import { POST as createDishRoute } from "@/app/api/dishes/route";
import { PATCH as patchDishRoute } from "@/app/api/dishes/[id]/route";
import { GET as photoRoute } from "@/app/api/dish-photos/[id]/route";
import { POST as adminCatererRoute } from "@/app/api/admin/caterers/route";
import { PATCH as adminCatererPatchRoute } from "@/app/api/admin/caterers/[id]/route";
import { PATCH as patchMeRoute } from "@/app/api/auth/me/route";
import { IMAGE_URL_MESSAGES } from "@/lib/dishes/photos";
import { db } from "@/lib/server/db";
import { setRemoteImagePolicy } from "@/lib/server/files/fetch-remote-image";
import { importStoredImageUrls } from "@/lib/server/files/import-stored-image-urls";
import { isPublicAddress } from "@/lib/security/public-address";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/registry";
import { dishData, makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { FIXTURE_PNG_SIZE, startImageHost, type ImageHost } from "../support/image-host";
import { resetDatabase } from "../support/reset-db";

const STORED = /^\/api\/dish-photos\/[0-9a-f-]{36}$/;

const dish = (imageUrls: string[]) => ({
  name: "Jollof Rice",
  description: "Smoky tomato rice cooked over an open fire.",
  category: "main" as const,
  ingredients: ["rice", "tomato"],
  imageUrls,
  mediumTrayPrice: 60,
  largeTrayPrice: 99,
});

let host: ImageHost;
let chef: Awaited<ReturnType<typeof signedInCaterer>>;

/** The fixture is on loopback: tests allow it (and only it) unless they say otherwise. */
const allowLoopback = (only?: string) =>
  setRemoteImagePolicy({
    allowsAddress: (a) => (only ? a === only : a.startsWith("127.") || a === "::1"),
    ca: host.cert,
  });

beforeAll(async () => {
  host = await startImageHost();
});
beforeEach(async () => {
  await resetDatabase();
  chef = await signedInCaterer("Ama");
  allowLoopback();
});
afterAll(async () => {
  setRemoteImagePolicy(null);
  await host.close();
  await db.$disconnect();
});

async function servedPhoto(url: string) {
  const id = url.split("/").pop()!;
  const response = await photoRoute(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ id }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Rows and stored files, to show a refused save changed nothing. */
const counts = async () => ({
  dishes: await db.dish.count(),
  files: await db.storedFile.count(),
});

describe("an image URL is fetched once and served from our origin", () => {
  it("stores a dish's https image (typed by its bytes, not its header) and answers our URL", async () => {
    const res = await call(createDishRoute, "/api/dishes", {
      body: dish([host.url("/cake.png")]),
      token: chef.token,
    });
    expect(res.status).toBe(201);
    expect(res.json.imageUrls).toHaveLength(1);
    expect(res.json.imageUrls[0]).toMatch(STORED);
    const row = await db.dish.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(row.imageUrls).toEqual(res.json.imageUrls);
    expect(host.hits("/cake.png")).toBe(1);

    const { response, bytes } = await servedPhoto(res.json.imageUrls[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", ...FIXTURE_PNG_SIZE });
  });

  it("follows a redirect, keeps a path on our own site as it is and fetches nothing for it", async () => {
    const before = host.hits("/cake.png");
    const res = await call(createDishRoute, "/api/dishes", {
      body: dish([host.url("/moved"), "/images/dishes/biryani.svg"]),
      token: chef.token,
    });
    expect(res.status).toBe(201);
    expect(res.json.imageUrls[0]).toMatch(STORED);
    expect(res.json.imageUrls[1]).toBe("/images/dishes/biryani.svg");
    expect(host.hits("/cake.png")).toBe(before + 1);

    const patched = await call(patchDishRoute, `/api/dishes/${res.json.id}`, {
      method: "PATCH",
      params: { id: String(res.json.id) },
      body: { imageUrls: [host.url("/cake.png", "localhost")] },
      token: chef.token,
    });
    expect(patched.status).toBe(200);
    expect(patched.json.imageUrls[0]).toMatch(STORED);
    expect(patched.json.imageUrls[0]).not.toBe(res.json.imageUrls[0]);
  });

  it("stores a kitchen's picture (admin create and edit) and a profile picture", async () => {
    const admin = await signedIn("admin", "Root");
    const created = await call(adminCatererRoute, "/api/admin/caterers", {
      body: {
        name: "Harbor Kitchen",
        cuisine: "Greek",
        description: "Family recipes from the islands.",
        location: "Astoria, NY",
        rating: 4.2,
        imageUrl: host.url("/cake.png"),
      },
      token: admin.token,
    });
    expect(created.status).toBe(201);
    expect(created.json.imageUrl).toMatch(STORED);
    const edited = await call(adminCatererPatchRoute, `/api/admin/caterers/${created.json.id}`, {
      method: "PATCH",
      params: { id: String(created.json.id) },
      body: { imageUrl: host.url("/moved") },
      token: admin.token,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.imageUrl).toMatch(STORED);
    const caterer = await db.caterer.findUniqueOrThrow({ where: { id: created.json.id } });
    expect(caterer.imageUrl).toBe(edited.json.imageUrl);

    const me = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      body: { profileImageUrl: host.url("/cake.png") },
      token: chef.token,
    });
    expect(me.status).toBe(200);
    expect(me.json.user.profileImageUrl).toMatch(STORED);
    const user = await db.user.findUniqueOrThrow({ where: { id: chef.user.id } });
    expect(user.profileImageUrl).toBe(me.json.user.profileImageUrl);
  });

  it("keeps a fetched kitchen or profile picture when orphaned photos are removed", async () => {
    const res = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      body: { profileImageUrl: host.url("/cake.png") },
      token: chef.token,
    });
    const key = `dish-photos/${res.json.user.profileImageUrl.split("/").pop()}`;
    await db.storedFile.update({
      where: { key },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    await SCHEDULED_JOBS.find((j) => j.name === "files.remove-orphans")!.run();
    expect(await db.storedFile.count({ where: { key } })).toBe(1);
  });
});

describe("a URL that is not a public image is refused on its field and nothing is saved", () => {
  const refused = async (imageUrl: string, message: string) => {
    const before = await counts();
    const res = await call(createDishRoute, "/api/dishes", {
      body: dish([imageUrl]),
      token: chef.token,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors).toEqual([{ path: "imageUrls", message }]);
    expect(await counts()).toEqual(before);
  };

  it("never connects to a loopback or private address under the public-only policy", async () => {
    setRemoteImagePolicy({ allowsAddress: isPublicAddress, ca: host.cert });
    const before = host.hits("/cake.png");
    await refused(host.url("/cake.png"), IMAGE_URL_MESSAGES.unreachable);
    // a host name that resolves to loopback is refused by its address, not its name
    await refused(host.url("/cake.png", "localhost"), IMAGE_URL_MESSAGES.unreachable);
    await refused(`https://[::1]:${host.port}/cake.png`, IMAGE_URL_MESSAGES.unreachable);
    await refused("http://169.254.169.254/latest/meta-data/", IMAGE_URL_MESSAGES.unreachable);
    expect(host.hits("/cake.png")).toBe(before);
  });

  it("checks the address a redirect leads to", async () => {
    allowLoopback("127.0.0.1");
    const before = host.hits("/cake.png");
    await refused(host.url("/to-inner"), IMAGE_URL_MESSAGES.unreachable);
    expect(host.hits("/to-inner")).toBe(1);
    expect(host.hits("/cake.png")).toBe(before);
  });

  it("refuses what is not a JPEG, PNG or WebP by its bytes, whatever its header says", async () => {
    await refused(host.url("/page.html"), IMAGE_URL_MESSAGES.type);
  });

  it("stops reading past 12 MB, whether the length is declared or not", async () => {
    await refused(host.url("/declared-huge"), IMAGE_URL_MESSAGES.size);
    await refused(host.url("/endless"), IMAGE_URL_MESSAGES.size);
  });

  it("refuses a missing image, an untrusted certificate and a host that does not answer", async () => {
    await refused(host.url("/missing.png"), IMAGE_URL_MESSAGES.unreachable);
    setRemoteImagePolicy({ allowsAddress: () => true }); // the system's CAs: the fixture is not trusted
    await refused(host.url("/cake.png"), IMAGE_URL_MESSAGES.unreachable);
    allowLoopback();
    await refused("https://127.0.0.1:1/cake.png", IMAGE_URL_MESSAGES.unreachable);
  });

  it("fetches nothing for a dish or a kitchen the caller may not change (404 first)", async () => {
    const theirs = await makeDish(chef.caterer.id);
    const other = await signedInCaterer("Kofi");
    const admin = await signedIn("admin", "Root");
    const before = { ...(await counts()), hits: host.hits("/cake.png") };
    const patchDish = await call(patchDishRoute, `/api/dishes/${theirs.id}`, {
      method: "PATCH",
      params: { id: String(theirs.id) },
      body: { imageUrls: [host.url("/cake.png")] },
      token: other.token,
    });
    expect(patchDish.status).toBe(404);
    expect(patchDish.json.message).toBe("Dish not found");
    const missingKitchen = await call(createDishRoute, "/api/dishes", {
      body: { ...dish([host.url("/cake.png")]), catererId: 999_999 },
      token: admin.token,
    });
    expect(missingKitchen.status).toBe(404);
    const patchKitchen = await call(adminCatererPatchRoute, "/api/admin/caterers/999999", {
      method: "PATCH",
      params: { id: "999999" },
      body: { imageUrl: host.url("/cake.png") },
      token: admin.token,
    });
    expect(patchKitchen.status).toBe(404);
    expect({ ...(await counts()), hits: host.hits("/cake.png") }).toEqual(before);
    expect((await db.dish.findUniqueOrThrow({ where: { id: theirs.id } })).imageUrls).toEqual(
      theirs.imageUrls,
    );
  });

  it("leaves the kitchen's and the profile's picture unchanged when refused", async () => {
    setRemoteImagePolicy({ allowsAddress: isPublicAddress, ca: host.cert });
    const before = await db.user.findUniqueOrThrow({ where: { id: chef.user.id } });
    const me = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      body: { firstName: "Changed", profileImageUrl: host.url("/cake.png") },
      token: chef.token,
    });
    expect(me.status).toBe(400);
    expect(me.json.errors).toEqual([
      { path: "profileImageUrl", message: IMAGE_URL_MESSAGES.unreachable },
    ]);
    expect(await db.user.findUniqueOrThrow({ where: { id: chef.user.id } })).toEqual(before);
  });
});

describe("npm run db:import-images: URLs saved before the server fetched them", () => {
  it("stores each remote URL of dishes, kitchens and profiles and leaves one it cannot fetch", async () => {
    const old = host.url("/cake.png");
    const gone = host.url("/missing.png");
    const d = await db.dish.create({
      data: dishData(chef.caterer.id, dish([old, "/images/dishes/biryani.svg", gone])),
    });
    await db.caterer.update({ where: { id: chef.caterer.id }, data: { imageUrl: old } });
    await db.user.update({ where: { id: chef.user.id }, data: { profileImageUrl: old } });

    expect(await importStoredImageUrls()).toEqual({ imported: 3, failed: 1 });
    const row = await db.dish.findUniqueOrThrow({ where: { id: d.id } });
    expect(row.imageUrls[0]).toMatch(STORED);
    expect(row.imageUrls.slice(1)).toEqual(["/images/dishes/biryani.svg", gone]);
    const caterer = await db.caterer.findUniqueOrThrow({ where: { id: chef.caterer.id } });
    expect(caterer.imageUrl).toMatch(STORED);
    const user = await db.user.findUniqueOrThrow({ where: { id: chef.user.id } });
    expect(user.profileImageUrl).toMatch(STORED);
    // A second run only retries the one that failed.
    expect(await importStoredImageUrls()).toEqual({ imported: 0, failed: 1 });
  });
});
