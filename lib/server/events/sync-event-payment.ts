import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { paymentMayMove, type PaymentStatusValue } from "@/lib/payments/payment-status";
import { db } from "../db";
import { emailEventReceipt, emailPaymentRefund } from "../email/events";
import type { ProviderIntent } from "../payments/provider";
import { refundBookingPayment } from "../payments/refund-booking-payment";
import { targetStatus, type SyncOutcome } from "../payments/sync-booking-payment";
import { log } from "../observability/log";

/**
 * syncBookingPayment for an event's one intent (docs/product-rules.md §15): records the
 * provider's view of the intent on the event and on every booking that carries it, in one
 * transaction under row locks (the event first, then its bookings by id), only forward.
 * The intent must be the event's current one and its amount the sum of those bookings.
 * A receipt goes out once for the event; a line cancelled before the money arrived is
 * recorded paid and then refunded its own share, like a cancelled single booking.
 */
export async function syncEventPayment(
  intent: ProviderIntent,
  webhookEvent?: { id: string; type: string },
): Promise<SyncOutcome> {
  const result = await db.$transaction(async (tx) => {
    if (webhookEvent) {
      const inserted = await tx.$executeRaw`
        INSERT INTO "processed_webhook_events" ("id", "type") VALUES (${webhookEvent.id}, ${webhookEvent.type})
        ON CONFLICT ("id") DO NOTHING`;
      if (inserted === 0)
        return { outcome: "duplicate", paymentStatus: null, refunds: [] } as const;
    }
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "catering_events" WHERE "id" = ${intent.eventId} FOR UPDATE`;
    const event = locked.length
      ? await tx.cateringEvent.findUnique({ where: { id: intent.eventId! } })
      : null;
    if (!event || event.stripePaymentIntentId !== intent.id) {
      if (intent.status === "succeeded") {
        log.error(
          `Payment ${intent.id} succeeded for event ${intent.eventId}, which does not use it; check it in the provider's dashboard`,
        );
      }
      return { outcome: "ignored", paymentStatus: null, refunds: [] } as const;
    }
    await tx.$queryRaw`
      SELECT "id" FROM "bookings" WHERE "stripePaymentIntentId" = ${intent.id} ORDER BY "id" FOR UPDATE`;
    const bookings = await tx.booking.findMany({
      where: { stripePaymentIntentId: intent.id, eventId: event.id },
      orderBy: { id: "asc" },
    });
    const from = event.paymentStatus as PaymentStatusValue;
    const to = targetStatus(intent);
    const sum = bookings.reduce((s, b) => s + b.totalPrice, 0);
    if (
      (to === "paid" || to === "refunded") &&
      (intent.amount !== sum || intent.currency !== event.paymentCurrency)
    ) {
      log.error(
        `Payment ${intent.id} (${intent.amount} ${intent.currency}) does not match event ${event.id} (${sum} ${event.paymentCurrency})`,
      );
      return { outcome: "ignored", paymentStatus: from, refunds: [] } as const;
    }
    if (!to) return { outcome: "unchanged", paymentStatus: from, refunds: [] } as const;

    const now = new Date();
    const refunds: number[] = [];
    let moved = false;
    for (const b of bookings) {
      const bFrom = b.paymentStatus as PaymentStatusValue;
      const paidFirst = to === "refunded" && paymentMayMove(bFrom, "paid");
      if (!paymentMayMove(bFrom, to) && !paidFirst) continue;
      const data: {
        paymentStatus: PaymentStatus;
        paidAt?: Date;
        paymentAmount?: number;
        paymentCurrency?: string;
        refundedAt?: Date;
        refundRequestedAt?: Date;
      } = { paymentStatus: to };
      if (to === "paid" || paidFirst) {
        data.paidAt = now;
        // Each line records its own share of the event's payment: what a refund gives back.
        data.paymentAmount = b.totalPrice;
        data.paymentCurrency = intent.currency;
      }
      if (to === "refunded") data.refundedAt = b.refundedAt ?? now;
      if (to === "paid" && b.status === "cancelled" && !b.refundRequestedAt) {
        data.refundRequestedAt = now;
        refunds.push(b.id);
      }
      await tx.booking.update({ where: { id: b.id }, data });
      if (to === "refunded") await emailPaymentRefund(tx, b.id);
      moved = true;
    }
    const eventPaidFirst = to === "refunded" && paymentMayMove(from, "paid");
    if (paymentMayMove(from, to) || eventPaidFirst) {
      await tx.cateringEvent.update({
        where: { id: event.id },
        data: {
          paymentStatus: to,
          ...(to === "paid" || eventPaidFirst
            ? { paidAt: now, paymentAmount: intent.amount, paymentCurrency: intent.currency }
            : {}),
        },
      });
      if (to === "paid" || eventPaidFirst) await emailEventReceipt(tx, event.id);
      moved = true;
    }
    return {
      outcome: moved ? "updated" : "unchanged",
      paymentStatus: moved ? to : from,
      refunds,
    } as const;
  });

  for (const id of result.refunds) {
    try {
      await refundBookingPayment(id);
    } catch (error) {
      log.error(`Refund of cancelled booking ${id} failed; retry it`, error);
    }
  }
  return { outcome: result.outcome, paymentStatus: result.paymentStatus };
}
