import "server-only";
import { db } from "../db";
import type { FileStorage } from "./file-storage";

/** Files as bytea rows of stored_files, in the application's own database. */
export const postgresFileStorage: FileStorage = {
  async put(key, data, contentType) {
    const bytes = new Uint8Array(data);
    await db.storedFile.upsert({
      where: { key },
      create: { key, data: bytes, contentType, size: data.length },
      update: { data: bytes, contentType, size: data.length },
    });
  },
  async get(key) {
    const row = await db.storedFile.findUnique({ where: { key } });
    return row ? { data: Buffer.from(row.data), contentType: row.contentType } : null;
  },
  async delete(key) {
    await db.storedFile.deleteMany({ where: { key } });
  },
  async keysStoredBefore(before) {
    const rows = await db.storedFile.findMany({
      where: { createdAt: { lt: before } },
      select: { key: true },
      orderBy: { key: "asc" },
    });
    return rows.map((r) => r.key);
  },
};
