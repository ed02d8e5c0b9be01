import type { IncomingMessage, ServerResponse } from "node:http";

export declare const MICRO_CACHE_MS: number;
export declare function clearPublicMicroCache(): void;
export declare function microCacheKey(req: IncomingMessage): string | null;
export declare function replayFromMicroCache(key: string, res: ServerResponse): boolean;
export declare function recordIntoMicroCache(key: string, res: ServerResponse): void;
