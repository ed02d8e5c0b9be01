import { addDaysIso } from "@/lib/dates";

/**
 * The first `count` dates from `start` to `end` (ISO dates, both included) that are not
 * `blocked` (closed or fully booked): the order dialog offers them as one-tap choices and
 * opens its calendar on the first one's month, not on a month with nothing left in it.
 */
export function nextFreeDates(
  start: string,
  end: string,
  blocked: ReadonlySet<string>,
  count: number,
): string[] {
  const free: string[] = [];
  for (let day = start; day <= end && free.length < count; day = addDaysIso(day, 1)) {
    if (!blocked.has(day)) free.push(day);
  }
  return free;
}
