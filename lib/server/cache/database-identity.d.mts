/** Types of ./database-identity.mjs (plain ESM shared with scripts/runtime/server.mjs). */
export type DatabaseIdentity = { uuid: string; oid: string; systemIdentifier: string | null };
export function readDatabaseIdentity(connectionString: string): Promise<DatabaseIdentity>;
export function cacheNamespaceOf(identity: DatabaseIdentity): string;
export function databaseCacheNamespace(connectionString?: string): Promise<string>;
export function knownCacheNamespace(): string | null;
