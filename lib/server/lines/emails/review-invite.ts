import "server-only";
import { z } from "zod";
import { todayIso } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { reviewBlocker, reviewDeadline } from "@/lib/reviews/rules";
import type { Tx } from "../../db";
import { bookingData, bookingEmailSchema } from "../../email/booking-parts";
import { defineEmail } from "../../email/definition";
import { enqueueToAccount } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import { button, link, paragraph } from "../../email/parts";

/** A completed line's customer is asked for a review (docs/product-rules.md §12). */
export const reviewInviteEmail = defineEmail({
  template: "review-invite",
  schema: z.object({
    booking: bookingEmailSchema,
    /** YYYY-MM-DD: the last day the review is accepted. */
    reviewDeadline: z.string(),
  }),
  preference: "emailNotifications",
  verifiedOnly: true,
  content: (d) => {
    const b = d.booking;
    const href = link(`/my-orders?review=${b.bookingId}`);
    const line = `Hi ${b.customerName}, how was ${b.dishName} from ${b.catererName}? Your review helps other hosts choose, and only customers who ordered can write one.`;
    const until = `You can review order #${b.bookingId} until ${formatEventDate(d.reviewDeadline)}.`;
    return {
      subject: `How was ${b.catererName}? Review your order #${b.bookingId}`,
      preview: `Rate ${b.catererName} from 1 to 5 stars`,
      body: mjml`${paragraph(line)}${paragraph(until)}${button("Write a review", href)}`,
      text: [line, "", until, "", `Write a review: ${href}`],
    };
  },
});

/**
 * A booking completed: its customer is invited to review it (docs/product-rules.md §12).
 * Non-essential (Settings can turn it off), and once per booking even when an admin
 * completes it again.
 */
export async function emailReviewInvite(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
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
  if (blocker) return false;
  return enqueueToAccount(tx, reviewInviteEmail, row.userId, {
    data: { booking: data, reviewDeadline: reviewDeadline(data.eventDate) },
    dedupeKey: `review-invite:${bookingId}`,
  });
}
