/**
 * Capacity per caterer and date (decisions section 4). Every non-cancelled booking holds one
 * slot. A date without an availability row is available with the default 5 slots; the row is
 * created on first use so the count has somewhere to live. Taking a slot is one conditional
 * UPDATE: PostgreSQL locks the row and re-checks `currentOrders < maxOrders` after any
 * concurrent update commits, so racing orders can never overbook.
 */
import { DEFAULT_MAX_ORDERS_PER_DAY } from "@/lib/constants";
import type { Tx } from "../db";
import { AppError } from "../errors";

export const NOT_AVAILABLE = "The caterer is not available on this date";
export const FULLY_BOOKED = "This date is fully booked";

export async function takeSlot(tx: Tx, catererId: number, date: Date) {
  await tx.$executeRaw`
    INSERT INTO "availability" ("catererId", "date", "isAvailable", "maxOrders", "currentOrders", "updatedAt")
    VALUES (${catererId}, ${date}::date, true, ${DEFAULT_MAX_ORDERS_PER_DAY}, 0, now())
    ON CONFLICT ("catererId", "date") DO NOTHING`;
  const taken = await tx.$executeRaw`
    UPDATE "availability" SET "currentOrders" = "currentOrders" + 1, "updatedAt" = now()
    WHERE "catererId" = ${catererId} AND "date" = ${date}::date
      AND "isAvailable" AND "currentOrders" < "maxOrders"`;
  if (taken === 1) return;
  const row = await tx.availability.findUnique({
    where: { catererId_date: { catererId, date } },
    select: { isAvailable: true },
  });
  throw new AppError("conflict", row && !row.isAvailable ? NOT_AVAILABLE : FULLY_BOOKED);
}

export async function releaseSlot(tx: Tx, catererId: number, date: Date) {
  await tx.$executeRaw`
    UPDATE "availability" SET "currentOrders" = GREATEST("currentOrders" - 1, 0), "updatedAt" = now()
    WHERE "catererId" = ${catererId} AND "date" = ${date}::date`;
}
