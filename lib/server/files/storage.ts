import "server-only";
import type { FileStorage } from "./file-storage";
import { postgresFileStorage } from "./postgres-storage";

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
