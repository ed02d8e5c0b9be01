import { MAX_UNPAID_OPEN_BOOKINGS } from "@/lib/constants";
import type { Tx } from "../db";
import { AppError } from "../errors";

export const TOO_MANY_UNPAID = `You already have ${MAX_UNPAID_OPEN_BOOKINGS} unpaid orders. Pay for or cancel one of them before placing another.`;

/**
 * The unpaid-hold cap (docs/security.md "Unpaid holds", product-rules §15): a customer may
 * have at most MAX_UNPAID_OPEN_BOOKINGS unpaid open orders whose hold has not ended. An
 * event from the cart is one order, whatever its number of lines: it is one payment, and
 * its lines' holds end together. Takes the per-customer lock first, so parallel orders and
 * checkouts of one customer are counted one after the other and cannot slip past the cap.
 */
export async function assertUnpaidOrdersBelowCap(tx: Tx, userId: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('unpaid-bookings'), ${userId})`;
  const rows = await tx.$queryRaw<{ n: bigint }[]>`
    SELECT count(DISTINCT COALESCE('e' || "eventId"::text, 'b' || "id"::text)) AS n
    FROM "bookings"
    WHERE "userId" = ${userId}
      AND "status" IN ('pending', 'confirmed')
      AND "paymentStatus" IN ('pending', 'failed')
      AND "holdExpiresAt" > ${new Date()}`;
  if (Number(rows[0]?.n ?? 0) >= MAX_UNPAID_OPEN_BOOKINGS) {
    throw new AppError("conflict", TOO_MANY_UNPAID);
  }
}
