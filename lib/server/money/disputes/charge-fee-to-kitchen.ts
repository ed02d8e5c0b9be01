import "server-only";
import { kitchenFeeShares } from "@/lib/money/disputes/rules";
import type { DisputeDto } from "@/lib/money/disputes/types";
import { recordAudit } from "../../audit/record-audit";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { DISPUTE_NOT_FOUND, getDispute } from "./get-dispute";
import { runOwnWork } from "../../work/run-work";
import { enqueueWork } from "../../work/enqueue-work";

/**
 * An admin charges a dispute's fee to its kitchen(s) instead of the platform
 * (docs/product-rules.md §22): each line's share (split by disputed amount) is reversed
 * from what is left of its transfer, now or once it is sent; what cannot be taken stays
 * owed by the kitchen. Doing it again changes nothing. Recorded in each line's history.
 */
export async function chargeDisputeFeeToKitchen(
  actor: Actor | null,
  id: number,
): Promise<DisputeDto> {
  const a = requireRole(actor, "admin");
  const work = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "disputes" WHERE "id" = ${id} FOR UPDATE`;
    if (!locked.length) throw new AppError("not_found", DISPUTE_NOT_FOUND);
    const dispute = await tx.dispute.findUniqueOrThrow({
      where: { id },
      include: { lines: { orderBy: { bookingId: "asc" } } },
    });
    if (dispute.feeBearer === "kitchen") return [];
    if (dispute.feeCents <= 0) throw new AppError("conflict", "This dispute has no fee");
    const shares = kitchenFeeShares(
      dispute.feeCents,
      "kitchen",
      dispute.lines.map((l) => l.amount),
    );
    await tx.dispute.update({ where: { id }, data: { feeBearer: "kitchen" } });
    for (const [i, line] of dispute.lines.entries()) {
      await tx.disputeLine.update({
        where: { disputeId_bookingId: { disputeId: id, bookingId: line.bookingId } },
        data: { feeCents: shares[i] ?? 0 },
      });
      await recordAudit(tx, a, {
        action: "dispute.fee-to-kitchen",
        entityType: "booking",
        entityId: line.bookingId,
        before: { disputeFeeCents: line.feeCents },
        after: { disputeFeeCents: shares[i] ?? 0 },
      });
    }
    // The take-back is made by the job runner (settleDispute), right after the commit.
    return [await enqueueWork(tx, { kind: "settle_dispute", subjectId: id })];
  });
  await runOwnWork(work);
  return getDispute(actor, id);
}
