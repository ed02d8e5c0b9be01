/** Types of ./redact.mjs (plain ESM shared with scripts/runtime/server.mjs). */
export const REDACTED: string;
export const SENSITIVE_KEY: RegExp;
export function scrubText(text: string): string;
export function redactValue(value: unknown, key?: string): unknown;
export function redactFields(fields: Record<string, unknown>): Record<string, unknown>;
export function isError(value: unknown): value is Error;
