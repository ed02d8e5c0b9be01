import type { IncomingMessage, ServerResponse } from "node:http";

export type Plan = { key: string; page: boolean; gzip: boolean; accepts: string[] };
export declare function acceptedEncodings(header: unknown): string[];
export declare const API_CACHE_MS: number;
export declare const PAGE_CACHE_MS: number;
export declare function clearPublicReplayCache(): void;
export declare function replayPlan(req: IncomingMessage): Plan | null;
export declare function replay(plan: Plan, res: ServerResponse): boolean;
export declare function record(plan: Plan, res: ServerResponse): void;
