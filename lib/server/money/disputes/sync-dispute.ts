import "server-only";
import { CHARGED_KINDS } from "@/lib/money/ledger-totals";
import { isDisputeOpen, mayMoveDispute, splitDisputedCents } from "@/lib/money/disputes/rules";
import { db, type Tx } from "../../db";
import { recordDispute, recordDisputeFee, recordDisputeWon } from "../payments/ledger";
import type { ProviderDispute } from "../payments/provider";
import { enqueueWork } from "../../work/enqueue-work";

export type SyncDisputeResult = {
  outcome: "recorded" | "duplicate" | "unmatched";
  disputeId: number | null;
  /** The settle_dispute work item enqueued with it (none when unmatched). */
  work: number[];
};

/**
 * Records a dispute as the provider sees it now (docs/product-rules.md §22): the one
 * function that writes disputes, called by the charge.dispute.* webhooks with the dispute
 * read again from the provider, and by the admin's test-mode controls. In one transaction,
 * with the event id that caused it (a redelivery changes nothing):
 *
 * - a new dispute gets its lines (the disputed amount split over the lines its charge
 *   paid) and the ledger's `dispute` rows (per line) and `dispute_fee` row;
 * - an open one moves to the provider's status (won and lost are final); won writes each
 *   line's `dispute_won` row.
 *
 * Its effect on the kitchens' money (release, reversal) is a settle_dispute work item
 * (settleDispute) enqueued in that transaction; a redelivery enqueues it again, so a
 * reversal that keeps failing gets another try on each delivery as well as its backoff.
 */
export async function syncDispute(
  d: ProviderDispute,
  event: { id: string; type: string },
): Promise<SyncDisputeResult> {
  if (!d.intentId) return { outcome: "unmatched", disputeId: null, work: [] };
  const intentId = d.intentId;
  return db.$transaction(async (tx) => {
    const { count } = await tx.processedWebhookEvent.createMany({
      data: [{ id: event.id, type: event.type }],
      skipDuplicates: true,
    });
    const existing = await tx.dispute.findUnique({ where: { providerDisputeId: d.id } });
    if (count === 0) {
      const work = existing
        ? [await enqueueWork(tx, { kind: "settle_dispute", subjectId: existing.id })]
        : [];
      return { outcome: "duplicate", disputeId: existing?.id ?? null, work };
    }
    const lines = await chargedLines(tx, intentId);
    if (!existing && lines.length === 0) return { outcome: "unmatched", disputeId: null, work: [] };

    await tx.dispute.createMany({
      data: [
        {
          providerDisputeId: d.id,
          intentId,
          chargeId: d.chargeId,
          amount: d.amount,
          currency: d.currency,
          reason: d.reason,
          status: "needs_response",
          feeCents: d.feeCents,
          evidenceDueBy: d.evidenceDueBy,
        },
      ],
      skipDuplicates: true,
    });
    // Concurrent deliveries of one dispute's events take turns here.
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "disputes" WHERE "providerDisputeId" = ${d.id} FOR UPDATE`;
    const id = locked[0]!.id;
    const dispute = await tx.dispute.findUniqueOrThrow({
      where: { id },
      include: { lines: { orderBy: { bookingId: "asc" } } },
    });
    let disputeLines = dispute.lines;
    if (disputeLines.length === 0 && lines.length > 0) {
      const shares = splitDisputedCents(
        d.amount,
        lines.map((l) => l.charged),
      );
      await tx.disputeLine.createMany({
        data: lines.map((l, i) => ({
          disputeId: id,
          bookingId: l.bookingId,
          catererId: l.catererId,
          amount: shares[i] ?? 0,
        })),
      });
      disputeLines = await tx.disputeLine.findMany({
        where: { disputeId: id },
        orderBy: { bookingId: "asc" },
      });
    }
    const eventOf = new Map(lines.map((l) => [l.bookingId, l.eventId]));
    for (const l of disputeLines) {
      if (l.amount <= 0) continue;
      await recordDispute(tx, d.id, {
        intentId,
        amount: l.amount,
        currency: d.currency,
        bookingId: l.bookingId,
        eventId: eventOf.get(l.bookingId) ?? null,
      });
    }
    const feeCents = Math.max(dispute.feeCents, d.feeCents);
    if (feeCents > 0) {
      await recordDisputeFee(tx, d.id, {
        intentId,
        amount: feeCents,
        currency: d.currency,
        bookingId: null,
        eventId: lines[0]?.eventId ?? null,
      });
    }
    const moves = mayMoveDispute(dispute.status, d.status);
    const dueBy = d.evidenceDueBy ?? dispute.evidenceDueBy;
    // Only a real change is written: an event that says nothing new leaves the row as it was.
    if (
      moves ||
      feeCents !== dispute.feeCents ||
      dueBy?.getTime() !== dispute.evidenceDueBy?.getTime()
    ) {
      await tx.dispute.update({
        where: { id },
        data: {
          feeCents,
          evidenceDueBy: dueBy,
          ...(moves
            ? { status: d.status, ...(isDisputeOpen(d.status) ? {} : { closedAt: new Date() }) }
            : {}),
        },
      });
    }
    if (moves && d.status === "won") {
      for (const l of disputeLines) {
        if (l.amount <= 0) continue;
        await recordDisputeWon(tx, d.id, {
          intentId,
          amount: l.amount,
          currency: d.currency,
          bookingId: l.bookingId,
          eventId: eventOf.get(l.bookingId) ?? null,
        });
      }
    }
    const work = [await enqueueWork(tx, { kind: "settle_dispute", subjectId: id })];
    return { outcome: "recorded", disputeId: id, work };
  });
}

/** The lines an intent's charge paid, with what each was charged on it (CHARGED_KINDS). */
async function chargedLines(tx: Tx, intentId: string) {
  const rows = await tx.moneyMovement.groupBy({
    by: ["bookingId"],
    where: { intentId, kind: { in: [...CHARGED_KINDS] }, bookingId: { not: null } },
    _sum: { amount: true },
    orderBy: { bookingId: "asc" },
  });
  const bookings = await tx.booking.findMany({
    where: { id: { in: rows.map((r) => r.bookingId!) } },
    select: { id: true, catererId: true, eventId: true },
  });
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return rows.map((r) => ({
    bookingId: r.bookingId!,
    catererId: byId.get(r.bookingId!)!.catererId,
    eventId: byId.get(r.bookingId!)!.eventId,
    charged: r._sum.amount ?? 0,
  }));
}
