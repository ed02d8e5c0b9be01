import "server-only";
import { MAX_UNPAID_SLOTS, MAX_UNPAID_SLOTS_PER_KITCHEN_DATE } from "@/lib/constants";
import { utcDateToIso } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../db";
import { AppError } from "../errors";

export const TOO_MANY_UNPAID = `Your unpaid orders already hold ${MAX_UNPAID_SLOTS} dishes. Pay for or cancel some of them before ordering more.`;

/** The per-kitchen refusal: paying frees the allowance, so checking out in parts works. */
export const tooManyUnpaidAtKitchen = (catererName: string, eventDate: Date) =>
  `You can hold at most ${MAX_UNPAID_SLOTS_PER_KITCHEN_DATE} unpaid dishes from ${catererName} for ${formatEventDate(utcDateToIso(eventDate))}. Pay for your unpaid orders first, or order fewer dishes from this caterer.`;

/** A line about to take a slot: its kitchen and date. */
export type NewLine = { catererId: number; catererName: string; eventDate: Date };

/**
 * The unpaid allowance (docs/product-rules.md §16, docs/security.md "Unpaid holds"): unpaid
 * open lines whose hold has not ended may hold at most MAX_UNPAID_SLOTS order slots per
 * customer, and at most MAX_UNPAID_SLOTS_PER_KITCHEN_DATE of one kitchen's slots on one
 * date. It counts lines (slots), not orders: every line of an event takes a slot of its
 * own. Takes the per-customer lock first, so parallel orders and checkouts of one customer
 * are counted one after the other and cannot slip past it. A cart's refusal names the first
 * line that goes over (errors[].path "lines.{index}").
 */
export async function assertUnpaidAllowance(
  tx: Tx,
  userId: number,
  lines: NewLine[],
  { cart = false }: { cart?: boolean } = {},
) {
  await lockUnpaidAllowance(tx, userId);
  const held = await tx.$queryRaw<{ catererId: number; eventDate: Date; n: bigint }[]>(
    heldLinesSql(userId),
  );
  checkUnpaidAllowance(
    held.map((h) => ({ ...h, n: Number(h.n) })),
    lines,
    { cart },
  );
}

/**
 * The per-customer lock: orders and checkouts of one customer take it first, so each counts
 * the lines the one before it placed (the count must be a later statement than this).
 */
export async function lockUnpaidAllowance(tx: Tx, userId: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('unpaid-bookings'), ${userId})`;
}

/** The customer's unpaid open lines whose hold has not ended, per kitchen and date. */
export function heldLinesSql(userId: number, now: Date = new Date()): Prisma.Sql {
  return Prisma.sql`
    SELECT "catererId", "eventDate", count(*) AS n
    FROM "bookings"
    WHERE "userId" = ${userId}
      AND "status" IN ('pending', 'confirmed')
      AND "paymentStatus" IN ('pending', 'failed')
      AND "holdExpiresAt" > ${now}
    GROUP BY "catererId", "eventDate"`;
}

export type HeldLines = { catererId: number; eventDate: Date; n: number }[];

/** Refuses `lines` when, with the lines the customer already holds, they go over the allowance. */
export function checkUnpaidAllowance(
  held: HeldLines,
  lines: NewLine[],
  { cart = false }: { cart?: boolean } = {},
) {
  const perKitchenDate = new Map<string, number>();
  let total = 0;
  for (const h of held) {
    perKitchenDate.set(`${h.catererId}:${h.eventDate.getTime()}`, h.n);
    total += h.n;
  }
  if (total + lines.length > MAX_UNPAID_SLOTS) {
    refuse(TOO_MANY_UNPAID, null);
  }
  for (const [index, line] of lines.entries()) {
    const key = `${line.catererId}:${line.eventDate.getTime()}`;
    const n = (perKitchenDate.get(key) ?? 0) + 1;
    perKitchenDate.set(key, n);
    if (n > MAX_UNPAID_SLOTS_PER_KITCHEN_DATE) {
      refuse(tooManyUnpaidAtKitchen(line.catererName, line.eventDate), cart ? index : null);
    }
  }
}

function refuse(message: string, lineIndex: number | null): never {
  throw new AppError("conflict", message, {
    ...(lineIndex !== null ? { errors: [{ path: `lines.${lineIndex}`, message }] } : {}),
  });
}
