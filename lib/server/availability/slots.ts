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
import { FULLY_BOOKED, openSlot, slotRefusal } from "@/lib/lines/capacity";
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
 * either way. placeLine puts it in a WITH clause beside the booking's insert. `orders` is 1
 * for a new order's first line (an order takes one slot, docs/product-rules.md §20) and 0
 * for a line joining an order that holds its slot already: then only its trays are taken.
 */
export function takeSlotSql(
  catererId: number,
  date: Date,
  units: number,
  orders: 0 | 1 = 1,
): Prisma.Sql {
  const u = String(units);
  return Prisma.sql`
    INSERT INTO "availability" AS a
      ("catererId", "date", "isAvailable", "maxOrders", "currentOrders", "currentTrays", "updatedAt")
    SELECT c."id", ${date}::date, true, ${DEFAULT_MAX_ORDERS_PER_DAY}, ${orders}::int, ${u}::numeric, now()
    FROM "caterers" c
    WHERE c."id" = ${catererId}
      -- A new row only when the empty date can take the order; a date that has a row goes
      -- on to the conflict below, where the row's own limits decide.
      AND (EXISTS (SELECT 1 FROM "availability" x WHERE x."catererId" = c."id" AND x."date" = ${date}::date)
           OR (${DEFAULT_MAX_ORDERS_PER_DAY} > 0
               AND (c."trayCapacity" IS NULL OR ${u}::numeric <= c."trayCapacity")))
    ON CONFLICT ("catererId", "date") DO UPDATE
    SET "currentOrders" = a."currentOrders" + ${orders}::int,
        "currentTrays" = a."currentTrays" + ${u}::numeric,
        "updatedAt" = now()
    WHERE a."isAvailable" AND a."currentOrders" + ${orders}::int <= a."maxOrders"
      AND (COALESCE(a."maxTrays", (SELECT "trayCapacity" FROM "caterers" WHERE "id" = a."catererId")) IS NULL
           OR a."currentTrays" + ${u}::numeric
              <= COALESCE(a."maxTrays", (SELECT "trayCapacity" FROM "caterers" WHERE "id" = a."catererId")))
    RETURNING a."id",
      COALESCE(a."maxTrays", (SELECT "trayCapacity" FROM "caterers" WHERE "id" = a."catererId"))::text AS "capacity"`;
}

/** Takes tray units on a date (and an order slot when `orders` is 1), or throws why not. */
export async function takeSlot(
  tx: Tx,
  catererId: number,
  date: Date,
  load: TrayLoad = NO_TRAYS,
  orders: 0 | 1 = 1,
) {
  const taken = await tx.$executeRaw(takeSlotSql(catererId, date, load.units, orders));
  if (taken !== 1) await refuseSlot(tx, catererId, date, load, orders);
}

/** An order reopened (an admin reopened a line of a cancelled order): its slot again. */
export const takeOrderSlot = (tx: Tx, catererId: number, date: Date, largeTrayWeight: number) =>
  takeSlot(tx, catererId, date, { units: 0, largeTrayWeight }, 1);

/** Throws the conflict that says why the date refused the slot (lib/lines/capacity.ts). */
export async function refuseSlot(
  tx: Tx,
  catererId: number,
  date: Date,
  load: TrayLoad,
  orders: 0 | 1 = 1,
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
          // A line joining its order needs no slot of its own: only its trays can refuse.
          maxOrders: orders ? row.maxOrders : row.currentOrders + 1,
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

/** Gives back tray units (and the order's slot when `orders` is 1) on a date. */
export async function releaseSlot(
  tx: Tx,
  catererId: number,
  date: Date,
  units: number = 0,
  orders: 0 | 1 = 1,
) {
  await tx.$executeRaw`
    UPDATE "availability" SET "currentOrders" = GREATEST("currentOrders" - ${orders}::int, 0),
      "currentTrays" = GREATEST("currentTrays" - ${String(units)}::numeric, 0), "updatedAt" = now()
    WHERE "catererId" = ${catererId} AND "date" = ${date}::date`;
}
