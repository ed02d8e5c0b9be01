import { customerMayCancel, catererMay, holdsSlot } from "@/lib/booking-rules";
import { utcDateToIso } from "@/lib/dates";
import { statusChangeSchema } from "@/lib/validation/booking";
import { requireActor, type Actor } from "../auth/actor";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { releaseSlot, takeSlot } from "../availability/slots";
import { refundBookingPayment } from "../payments/refund-booking-payment";
import { visibleBookings } from "./scope";
import { bookingInclude, toBookingDto } from "./serialize";

export const CANCEL_REASON_REQUIRED = "Please provide a reason for cancellation";
export const DEFAULT_CUSTOMER_CANCEL_COMMENT = "Cancelled by customer";

/**
 * PATCH /api/bookings/{id}/status (decisions section 4): caterers move their own bookings
 * pending -> confirmed | cancelled and confirmed -> completed | cancelled (cancelling needs a
 * reason); customers cancel their own pending or confirmed bookings more than 24 hours
 * ahead; admins set any status. The booking row is locked for the change, and the date's
 * slot is released or taken again in the same transaction.
 *
 * Cancelling a paid booking refunds it (decisions section 4). The transaction only marks
 * the refund as requested (refundRequestedAt); the provider is called after the commit,
 * never while the row is locked, with an idempotency key per booking, and then the
 * booking moves paid -> refunded once (refundBookingPayment). If the provider fails, the
 * cancellation stands, the booking stays paid with the refund requested, and
 * `npm run payments:retry-refunds` (or Stripe's charge.refunded webhook) finishes it.
 */
export async function changeBookingStatus(actor: Actor | null, id: number, input: unknown) {
  const a = requireActor(actor);
  const { status: to, comments } = parseInput(statusChangeSchema, input);

  const booking = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
    const current = locked.length
      ? await tx.booking.findFirst({ where: { AND: [{ id }, visibleBookings(a)] } })
      : null;
    if (!current) throw new AppError("not_found", "Booking not found");
    const from = current.status;
    if (from === to) throw new AppError("conflict", `The booking is already ${to}`);

    let statusComments = comments;
    const isCaterer = a.catererId !== null && current.catererId === a.catererId;
    const isCustomer = current.userId === a.userId;
    if (a.role === "admin") {
      // Admins may set any status.
    } else if (isCaterer && catererMay(from, to)) {
      if (to === "cancelled" && !comments) {
        throw new AppError("invalid_input", CANCEL_REASON_REQUIRED, {
          errors: [{ path: "comments", message: CANCEL_REASON_REQUIRED }],
        });
      }
    } else if (isCustomer && to === "cancelled") {
      const rule = customerMayCancel({
        status: from,
        eventDate: utcDateToIso(current.eventDate),
        eventTime: current.eventTime,
      });
      if (!rule.allowed) throw new AppError("conflict", rule.reason);
      statusComments = comments ?? DEFAULT_CUSTOMER_CANCEL_COMMENT;
    } else {
      throw new AppError("conflict", `Cannot change booking status from ${from} to ${to}`);
    }

    if (holdsSlot(from) && !holdsSlot(to))
      await releaseSlot(tx, current.catererId, current.eventDate);
    if (!holdsSlot(from) && holdsSlot(to)) await takeSlot(tx, current.catererId, current.eventDate);

    const now = new Date();
    const requestRefund =
      to === "cancelled" && current.paymentStatus === "paid" && !current.refundRequestedAt;
    return tx.booking.update({
      where: { id },
      data: {
        status: to,
        statusComments,
        lastStatusUpdate: now,
        statusUpdatedBy: a.userId,
        ...(requestRefund ? { refundRequestedAt: now } : {}),
      },
      include: bookingInclude,
    });
  });

  if (
    booking.status === "cancelled" &&
    booking.paymentStatus === "paid" &&
    booking.refundRequestedAt
  ) {
    try {
      if (await refundBookingPayment(id)) {
        return toBookingDto(
          await db.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude }),
        );
      }
    } catch (error) {
      console.error(`Booking ${id} was cancelled but its refund failed; retry it`, error);
    }
  }
  return toBookingDto(booking);
}
