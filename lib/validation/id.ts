import { z } from "zod";

/** Largest value of a PostgreSQL integer column; ids beyond it cannot exist. */
export const MAX_ID = 2147483647;
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** "42" or 42 -> 42. Anything else ("1e3", "01", -1, true, [7], 99999999999) is refused. */
export function toId(value: unknown): number | null {
  if (typeof value === "number")
    return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  if (typeof value === "string" && ID_TEXT.test(value) && Number(value) <= MAX_ID)
    return Number(value);
  return null;
}

export const idField = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const id = toId(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
