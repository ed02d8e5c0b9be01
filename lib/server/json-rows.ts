/**
 * Rows that PostgreSQL returns as JSON (to_jsonb(row) in a single-statement read, e.g. the
 * caterer page) turned back into the shapes Prisma returns, so the one set of serializers
 * (toCatererDto, toDishDto, ...) applies. JSON carries numerics as numbers and timestamps
 * without a zone (Prisma's columns hold UTC), so those fields are named per model here.
 */
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

export type JsonRow = Record<string, unknown>;
type Fields = { decimals: readonly string[]; timestamps: readonly string[] };

export const CATERER_JSON: Fields = {
  decimals: ["rating", "largeTrayWeight", "minMediumPrice", "maxLargePrice"],
  timestamps: ["createdAt", "updatedAt"],
};
export const DISH_JSON: Fields = {
  decimals: ["mediumTrayPrice", "largeTrayPrice"],
  timestamps: ["createdAt", "updatedAt"],
};
export const REVIEW_JSON: Fields = {
  decimals: [],
  timestamps: ["createdAt", "updatedAt", "repliedAt", "hiddenAt"],
};

/** A `timestamp(3)` column as to_jsonb writes it ("2026-11-23T16:05:00.123", UTC). */
export function jsonTimestamp(value: string): Date {
  return new Date(/(Z|[+-]\d\d:\d\d)$/.test(value) ? value : `${value}Z`);
}

export function fromJsonRow<T>(row: JsonRow, fields: Fields): T {
  const out: JsonRow = { ...row };
  for (const f of fields.decimals) {
    if (out[f] !== null && out[f] !== undefined) out[f] = new Prisma.Decimal(String(out[f]));
  }
  for (const f of fields.timestamps) {
    if (typeof out[f] === "string") out[f] = jsonTimestamp(out[f] as string);
  }
  return out as T;
}
