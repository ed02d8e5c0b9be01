/**
 * Which lines the kitchen cooks for on a date (docs/product-rules.md "The kitchen's day"),
 * pure so that the dashboard's date choice and the printed sheets agree.
 */
import type { BookingDto } from "@/lib/lines/types";

type LineState = Pick<BookingDto, "status" | "paymentStatus">;

/**
 * A line is cooked when the kitchen confirmed it (or already completed it: a reprint of a
 * past day still shows it), or when it is paid and waits for the kitchen's answer. An
 * unpaid pending line may still lapse, and a cancelled one (declined too) is not cooked.
 */
export function isOnPrepSheet(line: LineState): boolean {
  if (line.status === "confirmed" || line.status === "completed") return true;
  return line.status === "pending" && line.paymentStatus === "paid";
}

/** The first date after `today` with a line to cook, or null. */
export function nextPrepDay(
  lines: readonly (LineState & Pick<BookingDto, "eventDate">)[],
  today: string,
): string | null {
  let next: string | null = null;
  for (const line of lines) {
    if (line.eventDate > today && isOnPrepSheet(line) && (next === null || line.eventDate < next))
      next = line.eventDate;
  }
  return next;
}
