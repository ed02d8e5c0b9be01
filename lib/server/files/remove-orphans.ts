import "server-only";
import { dishPhotoIdOf, dishPhotoUrl } from "@/lib/dishes/photos";
import { db } from "../db";
import { DISH_PHOTO_KEY_PREFIX } from "./store-photo";
import { getFileStorage } from "./storage";

/** A stored file nobody references is removed once it is older than this. */
export const ORPHAN_FILE_AGE_MS = 24 * 3_600_000;

/**
 * The job files.remove-orphans (docs/security.md, "Orphaned uploads"): removes stored files
 * older than a day that no record references: permit documents (kitchen_permits) and dish
 * photos (a dish's imageUrls, a kitchen's imageUrl, a profile's picture: image URLs are
 * fetched into the same store). A younger one may be an upload whose row is about to point
 * at it (a dish form not saved yet), so it stays. Returns how many files were removed.
 */
export async function removeOrphanedFiles(now: Date = new Date()): Promise<number> {
  const storage = getFileStorage();
  const old = await storage.keysStoredBefore(new Date(now.getTime() - ORPHAN_FILE_AGE_MS));
  if (!old.length) return 0;
  const photoUrls = old
    .filter((key) => key.startsWith(DISH_PHOTO_KEY_PREFIX))
    .map((key) => dishPhotoUrl(key.slice(DISH_PHOTO_KEY_PREFIX.length)));
  const [permits, dishes, caterers, users] = await Promise.all([
    db.kitchenPermit.findMany({
      where: { documentKey: { in: old } },
      select: { documentKey: true },
    }),
    photoUrls.length
      ? db.dish.findMany({
          where: { imageUrls: { hasSome: photoUrls } },
          select: { imageUrls: true },
        })
      : [],
    photoUrls.length
      ? db.caterer.findMany({
          where: { imageUrl: { in: photoUrls } },
          select: { imageUrl: true },
        })
      : [],
    photoUrls.length
      ? db.user.findMany({
          where: { profileImageUrl: { in: photoUrls } },
          select: { profileImageUrl: true },
        })
      : [],
  ]);
  const keep = new Set<string | null>(permits.map((r) => r.documentKey));
  const used = [
    ...dishes.flatMap((d) => d.imageUrls),
    ...caterers.map((c) => c.imageUrl),
    ...users.map((u) => u.profileImageUrl),
  ];
  for (const url of used) {
    const id = url ? dishPhotoIdOf(url) : null;
    if (id) keep.add(`${DISH_PHOTO_KEY_PREFIX}${id}`);
  }
  let removed = 0;
  for (const key of old) {
    if (keep.has(key)) continue;
    await storage.delete(key);
    removed++;
  }
  return removed;
}
