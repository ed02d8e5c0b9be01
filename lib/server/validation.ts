import "server-only";
import type { z } from "zod";
import { toId } from "@/lib/validation/id";
import { INVALID_TEXT } from "./db-errors";
import { AppError } from "./errors";

/**
 * Parses input with a shared zod schema. On failure the message is the first failing
 * field's message (the spec's text) and `errors` lists every failure.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = findNul(input);
  if (nul !== null) {
    throw new AppError("invalid_input", INVALID_TEXT, {
      errors: [{ path: nul, message: INVALID_TEXT }],
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  throw new AppError("invalid_input", errors[0]?.message ?? "Invalid input", { errors });
}

/**
 * The path of the first string (or key) holding a NUL character, which PostgreSQL cannot
 * store in text: every input is refused here, before any schema or query sees it.
 */
function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (!value || typeof value !== "object" || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key.replace(/\u0000/g, "")].join(".");
    const found = findNul(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A positive integer id from a route segment or query string; otherwise 400. */
export function parseId(value: unknown, what = "id"): number {
  const id = toId(value);
  if (id === null) throw new AppError("invalid_input", `Invalid ${what}`);
  return id;
}
