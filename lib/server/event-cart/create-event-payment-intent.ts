import "server-only";
import type { z } from "zod";
import { eventAmountDueCents, lineAmountDueCents, splitCentsByAmount } from "@/lib/money/amounts";
import { LINE_EXTRA_COLUMNS } from "@/lib/money/line-extras";
import { eventPaymentIntentSchema } from "@/lib/money/schemas";
import { eventPaymentBlocker } from "@/lib/event-cart/event-payment";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { currentIntent } from "../money/payments/current-intent";
import { getPaymentProvider } from "../money/payments/get-provider";
import type { ProviderIntent } from "../money/payments/provider";
import { syncPayment } from "../payment-sync/sync-payment";
import { EVENT_NOT_FOUND } from "./my-events";
import { checkedTip } from "../money/payments/tip";
import { parseInput } from "../validation";

const paymentColumns = {
  id: true,
  status: true,
  paymentStatus: true,
  totalPrice: true,
  ...LINE_EXTRA_COLUMNS,
  paymentAmount: true,
  refundAmount: true,
} as const;

/**
 * POST /api/events/{id}/payment-intent -> { clientSecret, amount }: the event's one
 * PaymentIntent (docs/product-rules.md §15, §16) for what the event owes
 * (eventAmountDueCents: its open, unpaid lines), in cents from the bookings, never a
 * client's number. Only the customer who checked out; anyone else 404. Like
 * createPaymentIntent, an event has at most one intent that can take money: it is reused
 * while it can take this amount, and cancelled before a new one is made otherwise. The
 * intent's id is recorded on the event and on exactly the lines it pays for.
 *
 * An optional tip (docs/product-rules.md §19, at most the amount due) is added to the one
 * charge and split across the lines it pays by line amount (splitCentsByAmount), each line
 * storing its share with the intent; a changed tip is a new amount and a new intent.
 */
export async function createEventPaymentIntent(
  actor: Actor | null,
  eventId: number,
  input: z.input<typeof eventPaymentIntentSchema> = {},
) {
  const a = requireActor(actor);
  const { tipCents } = parseInput(eventPaymentIntentSchema, input);
  const load = () =>
    db.cateringEvent.findFirst({
      where: { id: eventId, userId: a.userId },
      include: { bookings: { select: paymentColumns, orderBy: { id: "asc" } } },
    });
  const event = await load();
  if (!event) throw new AppError("not_found", EVENT_NOT_FOUND);
  const blocker = eventPaymentBlocker(event);
  if (blocker) throw new AppError("conflict", blocker);
  const due = eventAmountDueCents(event);
  const tip = checkedTip(tipCents, due);
  const amount = due + tip;
  const payable = event.bookings.filter((b) => lineAmountDueCents(b) > 0);
  const shares = splitCentsByAmount(
    tip,
    payable.map((b) => lineAmountDueCents(b)),
  );

  const previousId = event.stripePaymentIntentId;
  const current = await currentIntent(previousId, amount, event.paymentCurrency);
  if (current.kind === "reuse") return { clientSecret: current.intent.clientSecret!, amount };
  if (current.kind === "settled") {
    const { outcome } = await syncPayment(current.intent);
    if (outcome !== "unmatched") {
      const now = (await load())!;
      throw new AppError(
        "conflict",
        eventPaymentBlocker({
          ...now,
          paymentStatus:
            now.paymentStatus === "pending" || now.paymentStatus === "failed"
              ? current.intent.status === "processing"
                ? "processing"
                : "paid"
              : now.paymentStatus,
        })!,
      );
    }
  }

  const intent: ProviderIntent = await getPaymentProvider().createIntent({
    amount,
    currency: event.paymentCurrency,
    eventId: event.id,
    idempotencyKey: `event-${event.id}-${event.createdAt.getTime()}-${amount}-${previousId ?? "first"}`,
  });
  if (intent.status !== "open" || intent.eventId !== event.id) {
    throw new Error(`New intent ${intent.id} for event ${event.id} is ${intent.status}`);
  }
  const stored = await db.$transaction(async (tx) => {
    const { count } = await tx.cateringEvent.updateMany({
      where: { id: event.id, stripePaymentIntentId: previousId },
      data: { stripePaymentIntentId: intent.id, tipCents: tip },
    });
    if (count === 0) return false;
    // The intent pays exactly these lines: the ones its amount was summed from, each with
    // its share of the tip.
    for (const [i, b] of payable.entries()) {
      await tx.booking.updateMany({
        where: { id: b.id, eventId: event.id },
        data: { stripePaymentIntentId: intent.id, tipCents: shares[i] },
      });
    }
    return true;
  });
  if (!stored) {
    const now = await db.cateringEvent.findUniqueOrThrow({ where: { id: event.id } });
    if (now.stripePaymentIntentId !== intent.id) {
      throw new AppError("conflict", "The payment changed meanwhile. Please try again.");
    }
  }
  if (!intent.clientSecret) throw new Error(`Intent ${intent.id} has no client secret`);
  return { clientSecret: intent.clientSecret, amount };
}
