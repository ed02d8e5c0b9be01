/**
 * Paid demo bookings get a succeeded intent in the built-in test provider, so that
 * cancelling one refunds it like any other payment (Stripe mode knows nothing of them), and
 * their money in the ledger (docs/product-rules.md §16), as a real payment would have it.
 * Idempotent: the seed runs on every start.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recordCharge, recordRefund } from "@/lib/server/money/payments/ledger";

type Tx = Parameters<typeof recordCharge>[0];

export async function recordDemoPayment(
  db: PrismaClient,
  bookingId: number,
  amount: number,
  refunded: boolean,
) {
  const id = `tpi_demo_${bookingId}`;
  const data = {
    amount,
    currency: "usd",
    bookingId,
    status: "succeeded" as const,
    cardLast4: "4242",
    amountRefunded: refunded ? amount : 0,
    refundedAt: refunded ? new Date() : null,
    refundId: refunded ? `tre_demo_${bookingId}` : null,
    refundAmount: refunded ? amount : null,
  };
  await db.testPaymentIntent.upsert({
    where: { id },
    create: { id, clientSecret: `${id}_secret_demo`, idempotencyKey: `demo-${bookingId}`, ...data },
    update: { ...data, refundedAt: refunded ? undefined : null },
  });
  await db.booking.update({ where: { id: bookingId }, data: { stripePaymentIntentId: id } });
  const ledger = db as unknown as Tx;
  const movement = { intentId: id, amount, currency: "usd", bookingId, eventId: null };
  await recordCharge(ledger, movement);
  if (refunded) {
    await recordRefund(ledger, `refund-booking-${bookingId}-${id}`, {
      ...movement,
      providerRef: `tre_demo_${bookingId}`,
    });
  }
}
