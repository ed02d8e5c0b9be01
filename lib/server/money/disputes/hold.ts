import "server-only";
import { db } from "../../db";

/** The statuses whose lines' money is kept from their kitchens (disputeHoldsPayout). */
export const HOLDING_STATUSES = ["needs_response", "under_review", "lost"] as const;

/**
 * Whether a dispute holds a line's money (docs/product-rules.md §22): one that is open or
 * was lost. payKitchenForLine transfers nothing for such a line.
 */
export async function disputeHoldsLine(bookingId: number): Promise<boolean> {
  const held = await db.disputeLine.count({
    where: { bookingId, dispute: { status: { in: [...HOLDING_STATUSES] } } },
  });
  return held > 0;
}
