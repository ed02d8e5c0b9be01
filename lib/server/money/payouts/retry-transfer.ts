import "server-only";
import { recordAudit } from "../../audit/record-audit";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { payKitchenForLine, type PayKitchenOutcome } from "./pay-kitchen";

export const TRANSFER_NOT_FOUND = "Transfer not found";

const auditFields = (t: {
  status: string;
  attempts: number;
  lastError: string | null;
  providerRef: string | null;
}) => ({
  transferStatus: t.status,
  transferAttempts: t.attempts,
  transferError: t.lastError,
  transferId: t.providerRef,
});

/**
 * An admin retries a line's failed transfer now, from /admin/payments (docs/product-rules.md
 * §19), instead of waiting for its work item's backoff. Admins only (checked here, not
 * only by the page). Idempotent: it runs the same payKitchenForLine as the runner, with the
 * same idempotency key and amount, so a transfer is never sent twice; a transfer already
 * sent is answered as it is, with no call and no audit row. Each real retry is recorded in
 * the audit trail (the booking's history) with the transfer's state before and after.
 */
export async function retryTransfer(
  actor: Actor | null,
  bookingId: number,
): Promise<{
  outcome: PayKitchenOutcome | "already_sent";
  status: string;
  lastError: string | null;
}> {
  const a = requireRole(actor, "admin");
  const before = await db.kitchenTransfer.findUnique({ where: { bookingId } });
  if (!before) throw new AppError("not_found", TRANSFER_NOT_FOUND);
  if (before.status === "sent") {
    return { outcome: "already_sent", status: before.status, lastError: null };
  }
  const outcome = await payKitchenForLine(bookingId);
  const after = await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId } });
  await recordAudit(db, a, {
    action: "payout.retry-transfer",
    entityType: "booking",
    entityId: bookingId,
    before: auditFields(before),
    after: auditFields(after),
  });
  return { outcome, status: after.status, lastError: after.lastError };
}
