/**
 * The dashboard's kitchen-day card links to today's prep sheet and tray labels of the kitchen
 * shown, and offers the next day with cooked lines.
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import { KitchenDayCard } from "@/app/(caterer)/dashboard/caterer/_components/kitchen-day-card";
import type { BookingDto } from "@/lib/lines/types";
import { addDaysIso, todayIso } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";

const line = (eventDate: string, status: BookingDto["status"], paymentStatus = "paid") =>
  ({ eventDate, status, paymentStatus }) as BookingDto;

it("links to today's PDFs of the kitchen, with 44 px targets", () => {
  const html = renderToStaticMarkup(<KitchenDayCard catererId={7} bookings={[]} />);
  const query = `date=${todayIso()}&amp;catererId=7`;
  expect(html).toContain(`href="/api/caterer/prep-sheet?${query}"`);
  expect(html).toContain(`href="/api/caterer/tray-labels?${query}"`);
  expect(html.match(/<a [^>]*class="[^"]*\bh-11\b/g)).toHaveLength(2);
  expect(html).not.toContain("Next orders");
});

it("offers the next day with cooked lines, not one with only unpaid or cancelled lines", () => {
  const html = renderToStaticMarkup(
    <KitchenDayCard
      catererId={7}
      bookings={[
        line(addDaysIso(todayIso(), 1), "pending", "pending"),
        line(addDaysIso(todayIso(), 2), "cancelled"),
        line(addDaysIso(todayIso(), 3), "confirmed"),
      ]}
    />,
  );
  expect(html).toContain(`Next orders: ${formatEventDate(addDaysIso(todayIso(), 3))}`);
});
