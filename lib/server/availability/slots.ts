/**
 * Capacity per caterer and date (docs/product-rules.md §4, §11). Every non-cancelled booking
 * holds one slot and its tray units. A date without an availability row is available with
 * the default 5 slots; the row is created on first use so the counts have somewhere to
 * live. Taking a slot is one conditional upsert that checks both limits (orders, and trays
 * when the date or the caterer has a tray capacity): PostgreSQL locks the row and re-checks
 * the condition after any concurrent update commits, so racing orders can never overbook
 * either. The row is created by the first order of its date, in the same statement.
 */
import "server-only";
import { DEFAULT_MAX_ORDERS_PER_DAY } from "@/lib/constants";
import { FULLY_BOOKED, openSlot, slotRefusal } from "@/lib/bookings/capacity";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../db";
import { AppError } from "../errors";

/** What a booking adds to its date besides the slot: its tray units (0 for none). */
export type TrayLoad = { units: number; largeTrayWeight: number };
const NO_TRAYS: TrayLoad = { units: 0, largeTrayWeight: 1.5 };

/**
 * The statement that takes a slot and its tray units, RETURNING the availability row's id
 * when it did and nothing when the date refused: one upsert that creates the date's row on
 * first use (with this order in it) or updates it under its row lock, checking both limits
 * either way. placeLine puts it in a WITH clause beside the booking's insert.
 */
export function takeSlotSql(catererId: number, date: Date, units: number): Prisma.Sql {
  const u = String(units);
  return Prisma.sql`
    INSERT INTO "availability" AS a
      ("catererId", "date", "isAvailable", "maxOrders", "currentOrders", "currentTrays", "updatedAt")
    SELECT c."id", ${date}::date, true, ${DEFAULT_MAX_ORDERS_PER_DAY}, 1, ${u}::numeric, now()
    FROM "caterers" c
    WHERE c."id" = ${catererId}
      -- A new row only when the empty date can take the order; a date that has a row goes
      -- on to the conflict below, where the row's own limits decide.
      AND (EXISTS (SELECT 1 FROM "availability" x WHERE x."catererId" = c."id" AND x."date" = ${date}::date)
           OR (${DEFAULT_MAX_ORDERS_PER_DAY} > 0
               AND (c."trayCapacity" IS NULL OR ${u}::numeric <= c."trayCapacity")))
    ON CONFLICT ("catererId", "date") DO UPDATE
    SET "currentOrders" = a."currentOrders" + 1,
        "currentTrays" = a."currentTrays" + ${u}::numeric,
        "updatedAt" = now()
    WHERE a."isAvailable" AND a."currentOrders" < a."maxOrders"
      AND (COALESCE(a."maxTrays", (SELECT "trayCapacity" FROM "caterers" WHERE "id" = a."catererId")) IS NULL
           OR a."currentTrays" + ${u}::numeric
              <= COALESCE(a."maxTrays", (SELECT "trayCapacity" FROM "caterers" WHERE "id" = a."catererId")))
    RETURNING a."id"`;
}

export async function takeSlot(tx: Tx, catererId: number, date: Date, load: TrayLoad = NO_TRAYS) {
  const taken = await tx.$executeRaw(takeSlotSql(catererId, date, load.units));
  if (taken !== 1) await refuseSlot(tx, catererId, date, load);
}

/** Throws the conflict that says why the date refused the slot (lib/bookings/capacity.ts). */
export async function refuseSlot(
  tx: Tx,
  catererId: number,
  date: Date,
  load: TrayLoad,
): Promise<never> {
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
  // A date with no row refused a new one: the order alone is more than the kitchen's trays.
  const refusal = slotRefusal(
    row
      ? {
          ...row,
          capacity: row.capacity === null ? null : Number(row.capacity),
          currentTrays: Number(row.currentTrays),
        }
      : openSlot(
          (
            await tx.caterer.findUnique({
              where: { id: catererId },
              select: { trayCapacity: true },
            })
          )?.trayCapacity ?? null,
        ),
    load.units,
    load.largeTrayWeight,
  );
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
