import "server-only";
import { CHARGED_KINDS } from "@/lib/money/ledger-totals";
import { feeTakeBackCents, lostTakeBackCents } from "@/lib/money/disputes/rules";
import { db } from "../../db";
import { enqueueWorkFor } from "../../work/enqueue-work";
import { takeBackFromKitchen } from "./take-back";

/**
 * What a dispute's status asks of its kitchens' money (docs/product-rules.md §22): the
 * handler of a settle_dispute work item, enqueued by the change that set the status. Safe
 * to run any number of times:
 *
 * - won: the hold is released, so each line gets a pay_kitchen item (returned, to run next);
 * - lost: each line's transfer gives back the kitchen's share of the disputed part;
 * - fee charged to the kitchen: each line's fee share comes out of what is left of its
 *   transfer; what cannot be taken stays owed (feeCents - feeTakenCents).
 */
export async function settleDispute(disputeId: number): Promise<number[]> {
  const dispute = await db.dispute.findUniqueOrThrow({
    where: { id: disputeId },
    include: { lines: { orderBy: { bookingId: "asc" } } },
  });
  const pid = dispute.providerDisputeId;
  const followUps =
    dispute.status === "won"
      ? await enqueueWorkFor(
          db,
          "pay_kitchen",
          dispute.lines.map((l) => l.bookingId),
        )
      : [];
  for (const line of dispute.lines) {
    if (dispute.status === "lost") {
      const [transfer, charged] = await Promise.all([
        db.kitchenTransfer.findUnique({ where: { bookingId: line.bookingId } }),
        chargedCents(dispute.intentId, line.bookingId),
      ]);
      const amount = transfer
        ? lostTakeBackCents({
            disputedCents: line.amount,
            chargedCents: charged,
            transferCents: transfer.amount,
            transferLeftCents:
              transfer.status === "sent" ? transfer.amount - transfer.reversedAmount : 0,
            takenBackCents: line.takenBackCents,
          })
        : 0;
      if (amount > 0) {
        await takeBackFromKitchen({
          bookingId: line.bookingId,
          amount,
          key: `reverse-dispute-${pid}-${line.bookingId}-${line.takenBackCents}`,
          note: `dispute ${pid} lost`,
          onRecorded: async (tx, cents) => {
            await tx.disputeLine.update({
              where: { disputeId_bookingId: { disputeId, bookingId: line.bookingId } },
              data: { takenBackCents: { increment: cents } },
            });
          },
        });
      }
    }
    if (line.feeCents > line.feeTakenCents) {
      const transfer = await db.kitchenTransfer.findUnique({
        where: { bookingId: line.bookingId },
      });
      const fresh = await db.disputeLine.findUniqueOrThrow({
        where: { disputeId_bookingId: { disputeId, bookingId: line.bookingId } },
      });
      const amount = feeTakeBackCents({
        feeCents: fresh.feeCents,
        feeTakenCents: fresh.feeTakenCents,
        transferLeftCents:
          transfer?.status === "sent" ? transfer.amount - transfer.reversedAmount : 0,
      });
      if (amount > 0) {
        await takeBackFromKitchen({
          bookingId: line.bookingId,
          amount,
          key: `reverse-dispute-fee-${pid}-${line.bookingId}-${fresh.feeTakenCents}`,
          note: `dispute ${pid} fee charged to the kitchen`,
          onRecorded: async (tx, cents) => {
            await tx.disputeLine.update({
              where: { disputeId_bookingId: { disputeId, bookingId: line.bookingId } },
              data: { feeTakenCents: { increment: cents } },
            });
          },
        });
      }
    }
  }
  return followUps;
}

/** What the line was charged on the disputed intent (its CHARGED_KINDS rows). */
async function chargedCents(intentId: string, bookingId: number): Promise<number> {
  const { _sum } = await db.moneyMovement.aggregate({
    where: { intentId, bookingId, kind: { in: [...CHARGED_KINDS] } },
    _sum: { amount: true },
  });
  return _sum.amount ?? 0;
}
