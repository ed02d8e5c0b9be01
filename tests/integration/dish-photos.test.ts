/**
 * Dish photos (docs/product-rules.md §17): a kitchen uploads a JPEG, PNG or WebP photo
 * (typed by content), stored through the FileStorage as an upright WebP of at most 1600 px
 * a side without its metadata, served publicly with a year's caching; anything else is
 * refused; photos no dish references are removed after a day, used ones never.
 */
import sharp from "sharp";
import { POST as uploadRoute } from "@/app/api/dish-photos/route";
import { GET as photoRoute } from "@/app/api/dish-photos/[id]/route";
import { db } from "@/lib/server/db";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/registry";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const upload = (token: string, bytes: Buffer) =>
  call(uploadRoute, "/api/dish-photos", {
    body: { contentBase64: bytes.toString("base64") },
    token,
  });

async function fetchPhoto(url: string) {
  const id = url.split("/").pop()!;
  const response = await photoRoute(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ id }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A 3000 x 2000 camera photo, turned by its EXIF orientation (6: rotate 90 degrees). */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#b5442c" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

beforeAll(() => resetDatabase());
afterAll(() => db.$disconnect());

describe("dish photos", () => {
  it("stores an upright WebP of at most 1600 px without metadata, cached for a year", async () => {
    const chef = await signedInCaterer("Photo");
    const uploaded = await upload(chef.token, await cameraPhoto());
    expect(uploaded.status).toBe(201);
    expect(uploaded.json.url).toMatch(/^\/api\/dish-photos\/[0-9a-f-]{36}$/);

    const { response, bytes } = await fetchPhoto(uploaded.json.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(bytes).metadata();
    // Upright: the portrait the camera meant, 1600 px tall.
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1067, 1600]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it("takes PNG and WebP, refuses other files, and only kitchens may upload", async () => {
    const chef = await signedInCaterer("Types");
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: "#fff0" },
    })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload(chef.token, png)).status).toBe(201);
    expect((await upload(chef.token, webp)).status).toBe(201);

    const pdf = await upload(chef.token, Buffer.from("%PDF-1.4\n%%EOF\n"));
    expect([pdf.status, pdf.json.message]).toEqual([
      400,
      "The photo must be a JPEG, PNG or WebP image",
    ]);
    const broken = await upload(chef.token, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect([broken.status, broken.json.message]).toEqual([
      400,
      "The photo could not be read; try another one",
    ]);
    const customer = await signedIn("user", "Cleo");
    expect((await upload(customer.token, png)).status).toBe(403);
    const missing = await photoRoute(new Request("http://localhost/api/dish-photos/nope"), {
      params: Promise.resolve({ id: "nope" }),
    });
    expect(missing.status).toBe(404);
  });

  it("removes photos no dish uses once they are a day old, never a used one", async () => {
    const chef = await signedInCaterer("Orphans");
    const photo = await sharp({
      create: { width: 20, height: 20, channels: 3, background: "#123456" },
    })
      .jpeg()
      .toBuffer();
    const used = (await upload(chef.token, photo)).json.url as string;
    const unused = (await upload(chef.token, photo)).json.url as string;
    const fresh = (await upload(chef.token, photo)).json.url as string;
    const dish = await makeDish(chef.caterer.id);
    await db.dish.update({ where: { id: dish.id }, data: { imageUrls: [used] } });
    const dayAndMore = new Date(Date.now() - 25 * 3_600_000);
    const keyOf = (url: string) => `dish-photos/${url.split("/").pop()}`;
    await db.storedFile.updateMany({
      where: { key: { in: [keyOf(used), keyOf(unused)] } },
      data: { createdAt: dayAndMore },
    });

    const job = SCHEDULED_JOBS.find((j) => j.name === "files.remove-orphans")!;
    await job.run();
    const left = await db.storedFile.findMany({
      where: { key: { in: [used, unused, fresh].map(keyOf) } },
      select: { key: true },
    });
    expect(left.map((f) => f.key).sort()).toEqual([keyOf(used), keyOf(fresh)].sort());
    expect((await fetchPhoto(used)).response.status).toBe(200);
  });
});
