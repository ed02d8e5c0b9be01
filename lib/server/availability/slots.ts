/**
 * Capacity per caterer and date (docs/product-rules.md §4, §11). Every non-cancelled booking
 * holds one slot and its tray units. A date without an availability row is available with
 * the default 5 slots; the row is created on first use so the counts have somewhere to
 * live. Taking a slot is one conditional UPDATE that checks both limits (orders, and trays
 * when the date or the caterer has a tray capacity): PostgreSQL locks the row and re-checks
 * the condition after any concurrent update commits, so racing orders can never overbook
 * either.
 */
import "server-only";
import { DEFAULT_MAX_ORDERS_PER_DAY } from "@/lib/constants";
import { FULLY_BOOKED, slotRefusal } from "@/lib/bookings/capacity";
import type { Tx } from "../db";
import { AppError } from "../errors";

/** What a booking adds to its date besides the slot: its tray units (0 for none). */
export type TrayLoad = { units: number; largeTrayWeight: number };
const NO_TRAYS: TrayLoad = { units: 0, largeTrayWeight: 1.5 };

export async function takeSlot(tx: Tx, catererId: number, date: Date, load: TrayLoad = NO_TRAYS) {
  const units = String(load.units);
  await tx.$executeRaw`
    INSERT INTO "availability" ("catererId", "date", "isAvailable", "maxOrders", "currentOrders", "updatedAt")
    VALUES (${catererId}, ${date}::date, true, ${DEFAULT_MAX_ORDERS_PER_DAY}, 0, now())
    ON CONFLICT ("catererId", "date") DO NOTHING`;
  const taken = await tx.$executeRaw`
    UPDATE "availability" AS a
    SET "currentOrders" = a."currentOrders" + 1,
        "currentTrays" = a."currentTrays" + ${units}::numeric,
        "updatedAt" = now()
    FROM "caterers" AS c
    WHERE c."id" = a."catererId" AND a."catererId" = ${catererId} AND a."date" = ${date}::date
      AND a."isAvailable" AND a."currentOrders" < a."maxOrders"
      AND (COALESCE(a."maxTrays", c."trayCapacity") IS NULL
           OR a."currentTrays" + ${units}::numeric <= COALESCE(a."maxTrays", c."trayCapacity"))`;
  if (taken === 1) return;
  const rows = await tx.$queryRaw<
    {
      isAvailable: boolean;
      currentOrders: number;
      maxOrders: number;
      capacity: number | null;
      currentTrays: string;
    }[]
  >`
    SELECT a."isAvailable", a."currentOrders", a."maxOrders",
           COALESCE(a."maxTrays", c."trayCapacity") AS "capacity", a."currentTrays"::text AS "currentTrays"
    FROM "availability" a JOIN "caterers" c ON c."id" = a."catererId"
    WHERE a."catererId" = ${catererId} AND a."date" = ${date}::date`;
  const row = rows[0];
  // The UPDATE refused: say why, by the rule it enforces (lib/bookings/capacity.ts).
  const refusal = row
    ? slotRefusal(
        {
          ...row,
          capacity: row.capacity === null ? null : Number(row.capacity),
          currentTrays: Number(row.currentTrays),
        },
        load.units,
        load.largeTrayWeight,
      )
    : null;
  const message = refusal?.message ?? FULLY_BOOKED;
  throw new AppError(
    "conflict",
    message,
    refusal?.path ? { errors: [{ path: refusal.path, message }] } : undefined,
  );
}

export async function releaseSlot(tx: Tx, catererId: number, date: Date, units: number = 0) {
  await tx.$executeRaw`
    UPDATE "availability" SET "currentOrders" = GREATEST("currentOrders" - 1, 0),
      "currentTrays" = GREATEST("currentTrays" - ${String(units)}::numeric, 0), "updatedAt" = now()
    WHERE "catererId" = ${catererId} AND "date" = ${date}::date`;
}
