/** Types of ./logger.mjs (plain ESM shared with scripts/runtime/server.mjs). */
import type { DestinationStream, Logger } from "pino";

export function logLevel(value?: string): string;
export function redactLogArguments(args: unknown[]): unknown[];
export function createLogger(options?: { level?: string; destination?: DestinationStream }): Logger;
export const logger: Logger;
export function routeConsoleToLogger(target?: Logger): void;
