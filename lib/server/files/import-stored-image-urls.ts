import "server-only";
import { db } from "../db";
import { log } from "../observability/log";
import { importImageUrl } from "./import-image-url";

const REMOTE = /^https?:\/\//i;

/**
 * For an upgrade (npm run db:import-images): the image URLs saved before the server fetched
 * them (dishes, kitchens, profiles) are fetched and stored now, since pages only load images
 * from our origin. One that cannot be fetched is left as it was and counted; the page shows
 * its placeholder, and the kitchen can upload a photo.
 */
export async function importStoredImageUrls(): Promise<{ imported: number; failed: number }> {
  let imported = 0;
  let failed = 0;
  const one = async (url: string, field: string) => {
    try {
      const stored = await importImageUrl(url, field);
      imported++;
      return stored;
    } catch (error) {
      failed++;
      log.warn("Stored image URL not imported", { url, err: error });
      return url;
    }
  };
  const dishes = await db.dish.findMany({ select: { id: true, imageUrls: true } });
  for (const dish of dishes.filter((d) => d.imageUrls.some((u) => REMOTE.test(u)))) {
    const urls: string[] = [];
    for (const url of dish.imageUrls)
      urls.push(REMOTE.test(url) ? await one(url, "imageUrls") : url);
    await db.dish.update({ where: { id: dish.id }, data: { imageUrls: urls } });
  }
  const caterers = await db.caterer.findMany({
    where: { imageUrl: { startsWith: "http", mode: "insensitive" } },
    select: { id: true, imageUrl: true },
  });
  for (const c of caterers.filter((c) => REMOTE.test(c.imageUrl ?? ""))) {
    await db.caterer.update({
      where: { id: c.id },
      data: { imageUrl: await one(c.imageUrl!, "imageUrl") },
    });
  }
  const users = await db.user.findMany({
    where: { profileImageUrl: { startsWith: "http", mode: "insensitive" } },
    select: { id: true, profileImageUrl: true },
  });
  for (const u of users.filter((u) => REMOTE.test(u.profileImageUrl ?? ""))) {
    await db.user.update({
      where: { id: u.id },
      data: { profileImageUrl: await one(u.profileImageUrl!, "profileImageUrl") },
    });
  }
  return { imported, failed };
}
