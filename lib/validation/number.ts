/**
 * Whole numbers from JSON or form text, strictly: 3 and "3" are 3; true, [1], "0x5", "1e1",
 * " 3 ", "3.0" and "" are not numbers (JavaScript's Number() would say 1, 1, 5, 10, 3, 3
 * and 0). Anything that is not a plain decimal integer is passed on unchanged for the
 * schema's own type check to refuse.
 */
export function strictInteger(value: unknown): unknown {
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value);
  return value;
}

/** An amount of money in dollars: 12, 12.5 or "12.50"; the same strictness as above. */
export function strictDecimal(value: unknown): unknown {
  if (typeof value === "string" && /^\d{1,9}(\.\d{1,2})?$/.test(value)) return Number(value);
  return value;
}
