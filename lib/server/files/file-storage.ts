import "server-only";

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
