import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { diffFields, recordAudit } from "../../audit/record-audit";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { enqueueWork } from "../../work/enqueue-work";
import { runOwnWork } from "../../work/run-work";
import type { PayKitchenOutcome } from "./pay-kitchen";

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
 * only by the page). The retry is work like any other provider call: its pay_kitchen item
 * is enqueued (re-armed, due now) in one transaction with the audit row that records the
 * request, then run by the job runner right after the commit (runOwnWork), so the answer
 * shows the transfer; a failure leaves the item pending with its backoff for the worker.
 * Idempotent: payKitchenForLine keeps one idempotency key and amount, so a transfer is
 * never sent twice; a transfer already sent is answered as it is, with no item and no audit
 * row. The audit row (the booking's history) is completed after the run with the
 * transfer's state before and after.
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
  const { workId, auditId } = await db.$transaction(async (tx) => ({
    workId: await enqueueWork(tx, { kind: "pay_kitchen", subjectId: bookingId }),
    auditId: await recordAudit(tx, a, {
      action: "payout.retry-transfer",
      entityType: "booking",
      entityId: bookingId,
      before: { ...auditFields(before), retry: null },
      after: { ...auditFields(before), retry: "requested" },
    }),
  }));
  const run = await runOwnWork([workId]);
  const after = await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId } });
  // The handler answers its outcome; one that threw failed (the transfer keeps the error).
  const outcome =
    (Object.keys(run.outcomes)[0] as PayKitchenOutcome | undefined) ??
    (run.retrying || run.failed || after.status === "failed" ? "failed" : "nothing");
  if (auditId !== null) {
    const changes = {
      ...diffFields(auditFields(before), auditFields(after)),
      retry: { from: null, to: outcome },
    };
    await db.auditLog.update({
      where: { id: auditId },
      data: { changes: changes as Prisma.InputJsonValue },
    });
  }
  return { outcome, status: after.status, lastError: after.lastError };
}
