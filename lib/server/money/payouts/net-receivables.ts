import "server-only";
import type { KitchenTransfer } from "@/lib/generated/prisma/client";
import { db } from "../../db";
import { recordReceivableRecovery } from "../payments/ledger";

/**
 * Fixes, once and before the provider is called, how much of a transfer pays what its
 * kitchen owes (docs/product-rules.md §19): the kitchen's open receivables, oldest first,
 * up to the transfer's amount. In one transaction with the transfer row: its
 * recoveredAmount and nettedAt, the recovery rows, the receivables reduced (settled when
 * paid in full) and the ledger's receivable_recovery rows. The provider is then sent
 * amount - recoveredAmount, the same on every retry (same key, same amount). A transfer
 * netted to 0 is never sent to the provider: it is marked sent here, with no provider id.
 *
 * Only a transfer never attempted is netted (a transfer tried before may already exist at
 * the provider with its whole amount). Concurrent transfers of one kitchen lock its open
 * receivables in id order, so a debt is never recovered twice.
 */
export async function netReceivables(transferId: number): Promise<KitchenTransfer> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.kitchenTransfer.updateMany({
      where: { id: transferId, nettedAt: null, attempts: 0, status: { not: "sent" } },
      data: { nettedAt: new Date() },
    });
    const t = await tx.kitchenTransfer.findUniqueOrThrow({
      where: { id: transferId },
      include: { booking: { select: { eventId: true } } },
    });
    if (!count) return t;
    const open = await tx.$queryRaw<
      { id: number; bookingId: number; amount: number; recoveredAmount: number }[]
    >`
      SELECT "id", "bookingId", "amount", "recoveredAmount" FROM "kitchen_receivables"
      WHERE "catererId" = ${t.catererId} AND "status" = 'open' AND "currency" = ${t.currency}
      ORDER BY "id" FOR UPDATE`;
    let recovered = 0;
    for (const r of open) {
      const take = Math.min(t.amount - recovered, r.amount - r.recoveredAmount);
      if (take <= 0) continue;
      const settled = r.recoveredAmount + take === r.amount;
      await tx.kitchenReceivable.update({
        where: { id: r.id },
        data: {
          recoveredAmount: { increment: take },
          ...(settled ? { status: "settled", settledAt: new Date() } : {}),
        },
      });
      await tx.kitchenReceivableRecovery.create({
        data: { receivableId: r.id, transferId: t.id, round: t.round, amount: take },
      });
      await recordReceivableRecovery(
        tx,
        { receivableId: r.id, transferId: t.id, round: t.round },
        {
          intentId: t.intentId,
          amount: take,
          currency: t.currency,
          bookingId: t.bookingId,
          eventId: t.booking.eventId,
          note: `receivable ${r.id} (booking ${r.bookingId})`,
        },
      );
      recovered += take;
    }
    if (!recovered) return t;
    const whole = recovered === t.amount;
    return tx.kitchenTransfer.update({
      where: { id: t.id },
      data: {
        recoveredAmount: recovered,
        // Nothing left to send: the transfer is made by paying the debt.
        ...(whole
          ? { status: "sent", sentAt: new Date(), providerRef: null, lastError: null }
          : {}),
      },
    });
  });
}
