import type { z } from "zod";
import { toId } from "@/lib/validation/id";
import { AppError } from "./errors";

/**
 * Parses input with a shared zod schema. On failure the message is the first failing
 * field's message (the spec's text) and `errors` lists every failure.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  throw new AppError("invalid_input", errors[0]?.message ?? "Invalid input", { errors });
}

/** A positive integer id from a route segment or query string; otherwise 400. */
export function parseId(value: unknown, what = "id"): number {
  const id = toId(value);
  if (id === null) throw new AppError("invalid_input", `Invalid ${what}`);
  return id;
}
