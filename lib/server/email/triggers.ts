/**
 * The emails each domain change causes. Every function runs inside the transaction of
 * that change (it takes the transaction client) and reads what the email needs from the
 * rows as they are about to commit, so the domain functions add one line each.
 */
import "server-only";
import { todayIso, utcDateToIso } from "@/lib/dates";
import type { Tx } from "../db";
import { reviewBlocker, reviewDeadline } from "@/lib/reviews/rules";
import { lineRefundedCents } from "@/lib/money/amounts";
import type { Booking } from "@/lib/generated/prisma/client";
import { enqueueEmail, type RecipientSettings } from "./enqueue";
import type { BookingEmailData } from "./types";

/**
 * The name an email gives the author of a booking's status comments: the kitchen when its
 * owner wrote them, TrayTable for an admin or the system, otherwise the person's name.
 */
async function commentAuthor(
  tx: Tx,
  userId: number | null,
  caterer: { name: string; userId: number | null },
): Promise<string> {
  if (!userId) return "TrayTable";
  if (userId === caterer.userId) return caterer.name;
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { role: true, firstName: true, lastName: true },
  });
  if (!user || user.role === "admin") return "TrayTable";
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * Where mail about a booking goes (docs/security.md, "No open mail relay"): the address of
 * the account that placed it, never the order's contact email (which anyone may type and
 * which only the caterer sees). An order whose account is gone gets no mail.
 */
async function accountAddress(tx: Tx, userId: number | null) {
  if (!userId) return null;
  return tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
}

type BookingEmailRow = Booking & {
  caterer: { name: string; userId: number | null };
  event: { deliveryAddress: string | null } | null;
};

/** What a booking's emails show of it (statusCommentsBy: who wrote its status comments). */
function bookingEmailData(b: BookingEmailRow, statusCommentsBy: string): BookingEmailData {
  return {
    bookingId: b.id,
    catererId: b.catererId,
    catererName: b.caterer.name,
    dishName: b.dishName,
    traySize: b.traySize,
    quantity: b.quantity,
    eventDate: utcDateToIso(b.eventDate),
    eventTime: b.eventTime,
    totalCents: b.totalPrice,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    specialRequests: b.specialRequests,
    status: b.status,
    statusComments: b.statusComments,
    statusCommentsBy,
    ...(b.event?.deliveryAddress ? { deliveryAddress: b.event.deliveryAddress } : {}),
  };
}

async function bookingData(tx: Tx, bookingId: number) {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: {
      caterer: { select: { id: true, name: true, userId: true } },
      event: { select: { deliveryAddress: true } },
    },
  });
  const data = bookingEmailData(b, await commentAuthor(tx, b.statusUpdatedBy, b.caterer));
  return { row: b, data };
}

/** The kitchen's owner as a new booking's email needs them: where it goes, and whether. */
export type KitchenInbox = { id: number; email: string } & RecipientSettings;

/**
 * A new booking: the caterer who runs the kitchen hears of it, with a link to it. A single
 * order has every row the email needs in hand (`placed`: the new row, its kitchen and the
 * owner's inbox, null when no account runs the kitchen), so nothing is read again.
 */
export async function emailBookingPlaced(
  tx: Tx,
  bookingId: number,
  placed?: {
    booking: Booking;
    caterer: { name: string; userId: number | null };
    inbox: KitchenInbox | null;
  },
) {
  if (placed) {
    const { booking, caterer, inbox } = placed;
    if (!inbox) return false;
    // A new booking has no status comments and no event (cart lines come without `placed`).
    const data = bookingEmailData({ ...booking, caterer, event: null }, "TrayTable");
    return enqueueEmail(tx, {
      template: "booking-placed",
      to: inbox.email,
      recipientUserId: inbox.id,
      recipientSettings: inbox,
      data: { booking: data },
      dedupeKey: `booking-placed:${bookingId}`,
    });
  }
  const { row, data } = await bookingData(tx, bookingId);
  if (!row.caterer.userId) return false; // a kitchen no account runs yet has no inbox
  const owner = await tx.user.findUniqueOrThrow({
    where: { id: row.caterer.userId },
    select: { id: true, email: true },
  });
  return enqueueEmail(tx, {
    template: "booking-placed",
    to: owner.email,
    recipientUserId: owner.id,
    data: { booking: data },
    dedupeKey: `booking-placed:${bookingId}`,
  });
}

/** A status change: the customer, at their account's address, with the comments quoted. */
export async function emailBookingStatusChanged(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
  const account = await accountAddress(tx, row.userId);
  if (!account) return false;
  return enqueueEmail(tx, {
    template: "booking-status",
    to: account.email,
    recipientUserId: account.id,
    data: { booking: data },
  });
}

/**
 * A booking completed: its customer is invited to review it (docs/product-rules.md §12).
 * Non-essential (Settings can turn it off), and once per booking even when an admin
 * completes it again.
 */
export async function emailReviewInvite(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
  const account = await accountAddress(tx, row.userId);
  // Only an invitation the customer can act on: paid, and the event day has come (an
  // admin may complete early; docs/product-rules.md §12).
  const blocker = reviewBlocker(
    {
      status: row.status,
      paymentStatus: row.paymentStatus,
      eventDate: data.eventDate,
      hasReview: false,
    },
    todayIso(),
  );
  if (blocker || !account) return false;
  return enqueueEmail(tx, {
    template: "review-invite",
    to: account.email,
    recipientUserId: account.id,
    data: { booking: data, reviewDeadline: reviewDeadline(data.eventDate) },
    dedupeKey: `review-invite:${bookingId}`,
  });
}

/** A payment recorded as received: a receipt (always sent; it is essential). */
export async function emailPaymentReceipt(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
  const account = await accountAddress(tx, row.userId);
  if (!account) return false;
  return enqueueEmail(tx, {
    template: "payment-receipt",
    to: account.email,
    recipientUserId: account.id,
    data: {
      booking: data,
      amountCents: row.paymentAmount ?? row.totalPrice,
      tipCents: row.tipCents,
      currency: row.paymentCurrency,
      paidAt: (row.paidAt ?? new Date()).toISOString(),
    },
    dedupeKey: `payment-receipt:${bookingId}:${row.stripePaymentIntentId ?? ""}`,
  });
}

/** An event's one payment recorded: one receipt listing its lines (always sent). */
export async function emailEventReceipt(tx: Tx, eventId: number) {
  const event = await tx.cateringEvent.findUniqueOrThrow({
    where: { id: eventId },
    include: {
      bookings: { select: { id: true, deliveryFeeCents: true }, orderBy: { id: "asc" } },
    },
  });
  const lines = [];
  for (const b of event.bookings) lines.push((await bookingData(tx, b.id)).data);
  const account = await accountAddress(tx, event.userId);
  if (!account) return false;
  return enqueueEmail(tx, {
    template: "event-receipt",
    to: account.email,
    recipientUserId: account.id,
    data: {
      eventId: event.id,
      customerName: event.customerName,
      eventDate: utcDateToIso(event.eventDate),
      eventTime: event.eventTime,
      deliveryAddress: event.deliveryAddress,
      guestCount: event.guestCount,
      amountCents: event.paymentAmount ?? event.totalPrice,
      tipCents: event.tipCents,
      deliveryFeeCents: event.bookings.reduce((s, b) => s + b.deliveryFeeCents, 0),
      currency: event.paymentCurrency,
      paidAt: (event.paidAt ?? new Date()).toISOString(),
      lines,
    },
    dedupeKey: `event-receipt:${eventId}:${event.stripePaymentIntentId ?? ""}`,
  });
}

/** A refund recorded: the customer is told (always sent; it is essential). */
export async function emailPaymentRefund(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
  const account = await accountAddress(tx, row.userId);
  if (!account) return false;
  return enqueueEmail(tx, {
    template: "payment-refund",
    to: account.email,
    recipientUserId: account.id,
    data: {
      booking: data,
      // What went back: the policy's share, or all that was charged (product-rules §16).
      amountCents: lineRefundedCents(row),
      currency: row.paymentCurrency,
    },
    dedupeKey: `payment-refund:${bookingId}:${row.stripePaymentIntentId ?? ""}`,
  });
}

/**
 * A payment we could not apply was refunded in full (product-rules §16): its customer, at
 * their account's address, is told why. Always sent.
 */
export async function emailPaymentReturned(
  tx: Tx,
  payment: {
    intentId: string;
    userId: number | null;
    amount: number;
    currency: string;
    bookingId: number | null;
    eventId: number | null;
    reason: string;
    stillUnpaid: boolean;
  },
) {
  if (!payment.userId) return false;
  const user = await tx.user.findUnique({
    where: { id: payment.userId },
    select: { id: true, email: true, firstName: true },
  });
  if (!user) return false;
  return enqueueEmail(tx, {
    template: "payment-returned",
    to: user.email,
    recipientUserId: user.id,
    data: {
      firstName: user.firstName,
      amountCents: payment.amount,
      currency: payment.currency,
      paidFor: payment.eventId ? `event #${payment.eventId}` : `order #${payment.bookingId}`,
      reason: payment.reason,
      stillUnpaid: payment.stillUnpaid,
    },
    dedupeKey: `payment-returned:${payment.intentId}`,
  });
}

/** A new account; `verifyToken` puts its first "Verify your email" link in the welcome. */
export async function emailWelcome(tx: Tx, userId: number, verifyToken?: string) {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
  return enqueueEmail(tx, {
    template: "welcome",
    to: user.email,
    recipientUserId: user.id,
    data: { firstName: user.firstName, ...(verifyToken ? { verifyToken } : {}) },
    dedupeKey: `welcome:${userId}`,
  });
}

/** An application submitted for review: every active admin hears of it. */
export async function emailApplicationSubmitted(tx: Tx, applicationId: number) {
  const application = await tx.catererApplication.findUniqueOrThrow({
    where: { id: applicationId },
    include: { user: { select: { firstName: true, lastName: true, email: true } } },
  });
  const admins = await tx.user.findMany({
    where: { role: "admin", isActive: true },
    select: { id: true, email: true },
    orderBy: { id: "asc" },
  });
  let written = 0;
  for (const admin of admins) {
    const ok = await enqueueEmail(tx, {
      template: "application-submitted",
      to: admin.email,
      recipientUserId: admin.id,
      data: {
        applicationId,
        businessName: application.businessName,
        applicantName: `${application.user.firstName} ${application.user.lastName}`,
        applicantEmail: application.user.email,
        serviceArea: application.serviceArea,
        cuisineTags: application.cuisineTags,
      },
    });
    if (ok) written++;
  }
  return written;
}

/**
 * An admin's decision (approved, rejected or changes requested): the applicant hears of
 * it with the admin's notes. Call it inside the transaction that records the decision,
 * after the application row carries its new status and notes.
 */
export async function emailApplicationDecided(tx: Tx, applicationId: number) {
  const application = await tx.catererApplication.findUniqueOrThrow({
    where: { id: applicationId },
    include: { user: { select: { id: true, firstName: true, email: true } } },
  });
  const decision = application.status;
  if (decision !== "approved" && decision !== "rejected" && decision !== "changes_requested") {
    throw new Error(`Application ${applicationId} is ${decision}, not decided`);
  }
  return enqueueEmail(tx, {
    template: "application-decided",
    to: application.user.email,
    recipientUserId: application.user.id,
    data: {
      applicationId,
      businessName: application.businessName,
      firstName: application.user.firstName,
      decision,
      adminNotes: application.adminNotes,
    },
  });
}

/**
 * A permit expires in 30 (or 7) days: its holder and every active admin are reminded
 * (docs/product-rules.md §14). Called by the reminder job in the transaction that claims
 * the reminder; the dedupe key makes a replay write nothing.
 */
export async function emailPermitExpiring(
  tx: Tx,
  permitId: number,
  daysBefore: 30 | 7,
  expiresOn: string,
) {
  const permit = await tx.kitchenPermit.findUniqueOrThrow({
    where: { id: permitId },
    include: {
      user: {
        select: { id: true, email: true, firstName: true, lastName: true, caterer: true },
      },
    },
  });
  const admins = await tx.user.findMany({
    where: { role: "admin", isActive: true },
    select: { id: true, email: true, firstName: true },
    orderBy: { id: "asc" },
  });
  const holder = permit.user;
  const base = {
    holderName: `${holder.firstName} ${holder.lastName}`,
    holderEmail: holder.email,
    businessName: holder.caterer?.name ?? null,
    permitNumber: permit.permitNumber,
    expiresOn,
    daysBefore,
  };
  let written = 0;
  for (const to of [
    { ...holder, forAdmin: false },
    ...admins.map((x) => ({ ...x, forAdmin: true })),
  ]) {
    const ok = await enqueueEmail(tx, {
      template: "permit-expiring",
      to: to.email,
      recipientUserId: to.id,
      data: { ...base, firstName: to.firstName, forAdmin: to.forAdmin },
      dedupeKey: `permit-expiring:${permitId}:${expiresOn}:${daysBefore}:${to.id}`,
    });
    if (ok) written++;
  }
  return written;
}
