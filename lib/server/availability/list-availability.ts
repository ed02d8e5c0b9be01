import "server-only";
import { z } from "zod";
import { addDaysIso, isoToUtcDate, isValidIsoDate, todayIso, utcDateToIso } from "@/lib/dates";
import type { Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import type { AvailabilityDto, PublicAvailabilityDto } from "@/lib/availability/types";
import { toAvailabilityDto } from "./serialize";
import { traysLeft } from "@/lib/lines/tray-load";

const rangeSchema = z.object({
  startDate: z.string().refine(isValidIsoDate, "startDate must be YYYY-MM-DD").optional(),
  endDate: z.string().refine(isValidIsoDate, "endDate must be YYYY-MM-DD").optional(),
});

const MAX_RANGE_DAYS = 400;

export type { AvailabilityDto, PublicAvailabilityDto };

/**
 * GET /api/caterers/{id}/availability?startDate&endDate. The caterer and admins get the
 * full rows; everyone else (the order dialog's date picker) only which dates are open, so
 * a kitchen's order counts and notes stay private.
 */
export async function listAvailability(actor: Actor | null, catererId: number, query: unknown) {
  const range = parseInput(rangeSchema, query);
  const start = range.startDate ?? todayIso();
  const end = range.endDate ?? addDaysIso(start, 90);
  if (end < start) throw new AppError("invalid_input", "endDate must not be before startDate");
  if (addDaysIso(start, MAX_RANGE_DAYS) < end) {
    throw new AppError("invalid_input", `The range may span at most ${MAX_RANGE_DAYS} days`);
  }
  const caterer = await db.caterer.findUnique({
    where: { id: catererId },
    select: { id: true, trayCapacity: true },
  });
  if (!caterer) throw new AppError("not_found", "Caterer not found");

  const rows = await db.availability.findMany({
    where: { catererId, date: { gte: isoToUtcDate(start), lte: isoToUtcDate(end) } },
    orderBy: { date: "asc" },
  });
  const privileged = actor?.role === "admin" || actor?.catererId === catererId;
  if (privileged) {
    return rows.map((r): AvailabilityDto => toAvailabilityDto(r));
  }
  return rows.map((r): PublicAvailabilityDto => ({
    date: utcDateToIso(r.date),
    isAvailable: r.isAvailable,
    // Full when either limit is reached (docs/product-rules.md §11): no medium tray fits.
    isFull:
      r.currentOrders >= r.maxOrders ||
      (traysLeft(r.maxTrays ?? caterer.trayCapacity, Number(r.currentTrays)) ?? 1) < 1,
  }));
}
