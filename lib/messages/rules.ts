/**
 * The rules of order threads (docs/product-rules.md §18), shared by the pages (which say
 * why a thread is closed, whether links are shown as links) and the domain functions.
 */

/** A cancelled or completed order's thread stays open this long after that change. */
export const THREAD_OPEN_AFTER_CLOSE_DAYS = 30;
/** At most one email per thread and person in this window. */
export const MESSAGE_EMAIL_WINDOW_MS = 10 * 60_000;
/** An author may correct a message this long after sending it (the original is kept). */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60_000;

/**
 * How many times one message may be changed: a correction, not a second channel (each
 * edit also counts against the per-account message limit, docs/security.md).
 */
export const MAX_MESSAGE_EDITS = 10;

/** What the thread rules need of each order line it covers. */
export type ThreadLine = {
  status: "pending" | "confirmed" | "cancelled" | "completed";
  paymentStatus: "pending" | "processing" | "paid" | "failed" | "refunded";
  /** When the line last changed status (cancelled or completed at), if it did. */
  closedAt: Date | string | null;
};

const DAY_MS = 86_400_000;

/**
 * Until when people may write: open while any line is pending or confirmed; otherwise for
 * 30 days after the last line was cancelled or completed. Null: open.
 */
export function threadClosesAt(lines: ThreadLine[]): Date | null {
  if (lines.length === 0) return new Date(0);
  if (lines.some((l) => l.status === "pending" || l.status === "confirmed")) return null;
  const last = Math.max(...lines.map((l) => (l.closedAt ? new Date(l.closedAt).getTime() : 0)));
  return new Date(last + THREAD_OPEN_AFTER_CLOSE_DAYS * DAY_MS);
}

export function threadWritable(lines: ThreadLine[], now: Date = new Date()): boolean {
  const closes = threadClosesAt(lines);
  return closes === null || now.getTime() < closes.getTime();
}

/**
 * Links become links only once the order is paid: an unpaid order costs nothing to place,
 * so it must not be a free way to send someone a link that looks vouched for.
 */
export function linksClickable(lines: ThreadLine[]): boolean {
  return lines.some((l) => l.paymentStatus === "paid" || l.paymentStatus === "refunded");
}

export function mayEditMessage(
  message: { createdAt: Date | string; mine: boolean },
  now: Date = new Date(),
): boolean {
  return (
    message.mine && now.getTime() - new Date(message.createdAt).getTime() < MESSAGE_EDIT_WINDOW_MS
  );
}

/** Whether a new message may be emailed now, or waits for the window since the last email. */
export function mayEmailNow(lastEmailedAt: Date | null, now: Date = new Date()): boolean {
  return !lastEmailedAt || now.getTime() - lastEmailedAt.getTime() >= MESSAGE_EMAIL_WINDOW_MS;
}

/** "Order #12 · Classic Lasagna" or "Event #3 · Mama's Kitchen". */
export function threadTitle(t: {
  eventId: number | null;
  bookingId: number | null;
  catererName: string;
  dishName: string | null;
}) {
  return t.eventId
    ? `Event #${t.eventId} · ${t.catererName}`
    : `Order #${t.bookingId} · ${t.dishName ?? "Order"}`;
}
