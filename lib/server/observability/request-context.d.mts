/** Types of ./request-context.mjs (plain ESM shared with scripts/runtime/server.mjs). */
import type { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = { requestId: string };
export const requestContext: AsyncLocalStorage<RequestContext>;
export function currentRequestId(): string | undefined;
export function resolveRequestId(incoming: string | string[] | undefined, hops: number): string;
