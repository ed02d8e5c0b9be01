import "server-only";
import {
  MAX_UNPAID_ORDERS,
  MAX_UNPAID_ORDERS_PER_KITCHEN_DATE,
  MAX_UNPAID_TRAY_UNITS,
} from "@/lib/constants";
import { utcDateToIso } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../db";
import { AppError } from "../errors";

export const TOO_MANY_UNPAID = `You already have ${MAX_UNPAID_ORDERS} unpaid orders. Pay for or cancel some of them before ordering more.`;

export const TOO_MANY_UNPAID_TRAYS = `Your unpaid orders would hold more than ${MAX_UNPAID_TRAY_UNITS} trays. Pay for or cancel some of them before ordering more.`;

/** The per-kitchen refusal: paying frees the allowance, so checking out in parts works. */
export const tooManyUnpaidAtKitchen = (catererName: string, eventDate: Date) =>
  `You can hold at most ${MAX_UNPAID_ORDERS_PER_KITCHEN_DATE} unpaid orders from ${catererName} for ${formatEventDate(utcDateToIso(eventDate))}. Pay for your unpaid orders first.`;

/** An order about to take a slot: its kitchen, date and tray units. */
export type NewOrder = { catererId: number; catererName: string; eventDate: Date; units: number };

/**
 * The unpaid allowance (docs/product-rules.md §16, §20, docs/security.md "Unpaid holds"):
 * the customer's unpaid open orders whose hold has not ended may number at most
 * MAX_UNPAID_ORDERS, at most MAX_UNPAID_ORDERS_PER_KITCHEN_DATE of one kitchen's slots on
 * one date, and hold at most MAX_UNPAID_TRAY_UNITS tray units. It counts orders and trays,
 * not lines: an order takes one slot however many dishes it has. Takes the per-customer
 * lock first, so parallel orders and checkouts of one customer are counted one after the
 * other and cannot slip past it. A cart's refusal names the kitchen's first line
 * (errors[].path "lines.{index}").
 */
export async function assertUnpaidAllowance(
  tx: Tx,
  userId: number,
  orders: (NewOrder & { lineIndex?: number })[],
) {
  await lockUnpaidAllowance(tx, userId);
  const held = await tx.$queryRaw<
    { catererId: number; eventDate: Date; n: bigint; units: Prisma.Decimal }[]
  >(heldOrdersSql(userId));
  checkUnpaidAllowance(
    held.map((h) => ({ ...h, n: Number(h.n), units: Number(h.units) })),
    orders,
  );
}

/**
 * The per-customer lock: orders and checkouts of one customer take it first, so each counts
 * the orders the one before it placed (the count must be a later statement than this).
 */
export async function lockUnpaidAllowance(tx: Tx, userId: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('unpaid-bookings'), ${userId})`;
}

/** The customer's unpaid open orders whose hold has not ended, per kitchen and date. */
export function heldOrdersSql(userId: number, now: Date = new Date()): Prisma.Sql {
  return Prisma.sql`
    SELECT "catererId", "eventDate", count(DISTINCT "orderId") AS n, sum("trayUnits") AS units
    FROM "bookings"
    WHERE "userId" = ${userId}
      AND "status" IN ('pending', 'confirmed')
      AND "paymentStatus" IN ('pending', 'failed')
      AND "holdExpiresAt" > ${now}
    GROUP BY "catererId", "eventDate"`;
}

export type HeldOrders = { catererId: number; eventDate: Date; n: number; units: number }[];

/** Refuses `orders` when, with what the customer already holds, they go over the allowance. */
export function checkUnpaidAllowance(
  held: HeldOrders,
  orders: (NewOrder & { lineIndex?: number })[],
) {
  const perKitchenDate = new Map<string, number>();
  let total = 0;
  let units = 0;
  for (const h of held) {
    perKitchenDate.set(`${h.catererId}:${h.eventDate.getTime()}`, h.n);
    total += h.n;
    units += h.units;
  }
  if (total + orders.length > MAX_UNPAID_ORDERS) refuse(TOO_MANY_UNPAID, null);
  for (const order of orders) {
    const key = `${order.catererId}:${order.eventDate.getTime()}`;
    const n = (perKitchenDate.get(key) ?? 0) + 1;
    perKitchenDate.set(key, n);
    if (n > MAX_UNPAID_ORDERS_PER_KITCHEN_DATE) {
      refuse(tooManyUnpaidAtKitchen(order.catererName, order.eventDate), order.lineIndex ?? null);
    }
    units += order.units;
    if (units > MAX_UNPAID_TRAY_UNITS) refuse(TOO_MANY_UNPAID_TRAYS, order.lineIndex ?? null);
  }
}

function refuse(message: string, lineIndex: number | null): never {
  throw new AppError("conflict", message, {
    ...(lineIndex !== null ? { errors: [{ path: `lines.${lineIndex}`, message }] } : {}),
  });
}
