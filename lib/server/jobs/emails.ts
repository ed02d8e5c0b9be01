/**
 * Every email TrayTable sends, by template name: the one table the worker renders the
 * outbox from. It stands above the domains (each email is a module beside the verb that
 * sends it, lib/server/<feature>/emails/) so the email floor imports none of them. A new
 * email is one more entry here; tests/unit/email-table.test.ts fails for one left out.
 */
import "server-only";
import type { z } from "zod";
import { applicationDecidedEmail } from "../applications/emails/application-decided";
import { applicationSubmittedEmail } from "../applications/emails/application-submitted";
import { passwordResetEmail } from "../auth/emails/password-reset";
import { signInLinkEmail } from "../auth/emails/sign-in-link";
import { signupAttemptEmail } from "../auth/emails/signup-attempt";
import { verifyEmailEmail } from "../auth/emails/verify-email";
import { welcomeEmail } from "../auth/emails/welcome";
import { bookingPlacedEmail } from "../lines/emails/booking-placed";
import { bookingStatusEmail } from "../lines/emails/booking-status";
import { reviewInviteEmail } from "../lines/emails/review-invite";
import type { Db } from "../db";
import type { OutboxEmail, RenderedEmail } from "../email/definition";
import { sendOutbox, type SendOutcome } from "../email/send-outbox";
import { newMessagesEmail } from "../messages/emails/new-messages";
import { eventReceiptEmail } from "../money/payments/emails/event-receipt";
import { paymentReceiptEmail } from "../money/payments/emails/payment-receipt";
import { paymentRefundEmail } from "../money/payments/emails/payment-refund";
import { paymentReturnedEmail } from "../money/payments/emails/payment-returned";
import { orderNotReconfirmedEmail } from "../orders/emails/order-not-reconfirmed";
import { orderReceiptEmail } from "../orders/emails/order-receipt";
import { orderUpdateEmail } from "../lines/emails/order-update";
import { permitExpiringEmail } from "../permits/emails/permit-expiring";

/** Each key must be its definition's own template name (a typo does not compile). */
function emailTable<T extends { [K in keyof T]: OutboxEmail & { readonly template: K } }>(
  table: T,
) {
  return table;
}

export const EMAILS = emailTable({
  welcome: welcomeEmail,
  "password-reset": passwordResetEmail,
  "sign-in-link": signInLinkEmail,
  "signup-attempt": signupAttemptEmail,
  "verify-email": verifyEmailEmail,
  "booking-placed": bookingPlacedEmail,
  "booking-status": bookingStatusEmail,
  "review-invite": reviewInviteEmail,
  "payment-receipt": paymentReceiptEmail,
  "payment-refund": paymentRefundEmail,
  "payment-returned": paymentReturnedEmail,
  "event-receipt": eventReceiptEmail,
  "application-submitted": applicationSubmittedEmail,
  "application-decided": applicationDecidedEmail,
  "permit-expiring": permitExpiringEmail,
  "new-messages": newMessagesEmail,
  "order-update": orderUpdateEmail,
  "order-receipt": orderReceiptEmail,
  "order-not-reconfirmed": orderNotReconfirmedEmail,
});

export type EmailTemplate = keyof typeof EMAILS;

/** The data each template's outbox rows carry, as its schema reads it. */
export type EmailData = { [T in EmailTemplate]: z.infer<(typeof EMAILS)[T]["schema"]> };

/** Renders one email from its data (the worker renders stored rows the same way). */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  data: EmailData[T],
): Promise<RenderedEmail> {
  return EMAILS[template].render(data);
}

/** Claims due outbox rows and sends them, rendered from this table (../email/send-outbox.ts). */
export function sendPendingEmails(
  options: { workerId: string; limit?: number; leaseMs?: number; client?: Db } = {
    workerId: "manual",
  },
): Promise<SendOutcome> {
  return sendOutbox(EMAILS, options);
}
