import "server-only";
import { postgresFileStorage } from "./postgres-storage";

/**
 * Private file storage (docs/architecture.md, "Files"): the one interface every upload goes
 * through, so several app instances see the same files. Files are never public: callers
 * check who may read a key before they get it.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** Keys of files stored before `before` (for the removal of unreferenced files). */
  keysStoredBefore(before: Date): Promise<string[]>;
}

/**
 * The configured storage: PostgreSQL (table stored_files) unless FILE_STORAGE=s3. The
 * S3-compatible implementation is not written yet; configuring it fails loudly rather than
 * silently keeping files in the database.
 */
export function getFileStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.FILE_STORAGE === "s3") {
    throw new Error("FILE_STORAGE=s3 is not supported yet: unset it to store files in PostgreSQL");
  }
  return postgresFileStorage;
}
