import "server-only";
import { db } from "../db";
import { getFileStorage } from "./storage";

/** A stored file nobody references is removed once it is older than this. */
export const ORPHAN_FILE_AGE_MS = 24 * 3_600_000;

/**
 * The job files.remove-orphans (docs/security.md, "Orphaned uploads"): removes stored files
 * older than a day that no record references (today only permit documents store files). A
 * younger one may be an upload whose permit row is about to point at it, so it stays.
 * Returns how many files were removed.
 */
export async function removeOrphanedFiles(now: Date = new Date()): Promise<number> {
  const storage = getFileStorage();
  const old = await storage.keysStoredBefore(new Date(now.getTime() - ORPHAN_FILE_AGE_MS));
  if (!old.length) return 0;
  const referenced = await db.kitchenPermit.findMany({
    where: { documentKey: { in: old } },
    select: { documentKey: true },
  });
  const keep = new Set(referenced.map((r) => r.documentKey));
  let removed = 0;
  for (const key of old) {
    if (keep.has(key)) continue;
    await storage.delete(key);
    removed++;
  }
  return removed;
}
