"use client";

import { useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { classicTheme, localIso } from "@/components/kitchens/calendar-theme";
import { getJson } from "@/lib/client/write";
import {
  availabilityEvent,
  bookingEvent,
  CALENDAR_LEGEND,
  monthFetchRange,
} from "@/lib/kitchens/calendar";
import { CALENDAR_TITLE_CLASS, PHONE_TAP_TARGET } from "@/components/kitchens/calendar-classes";
import { phoneMonthOptions } from "./phone-month";
import type { AvailabilityDto } from "@/lib/availability/types";
import type { BookingDto } from "@/lib/lines/types";

const PHONE_QUERY = "(max-width: 639px)";
const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};
const HH_MM = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
// A week across two years ("December 27, 2026 - January 2, 2027") is wider than a phone.
const PHONE_TITLE = { year: "numeric", month: "short", day: "numeric" } as const;

/**
 * The dashboard's booking calendar: Month, Week, Day and Agenda views, 600px high, one-hour
 * slots, 24-hour times. Bookings last 2 hours; availability shows 09:00-21:00. Phones open
 * on the Agenda (list) view, which reads well at 375px.
 */
export function BookingCalendar({
  catererId,
  trayCapacity = null,
  bookings,
  onBooking,
  onAvailability,
}: {
  catererId: number;
  /** The kitchen's daily tray capacity: each day then shows its load in trays. */
  trayCapacity?: number | null;
  bookings: BookingDto[];
  onBooking: (booking: BookingDto) => void;
  onAvailability: (entry: AvailabilityDto) => void;
}) {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => null,
  );
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const [viewType, setViewType] = useState<string>();
  const key = range
    ? `/api/caterers/${catererId}/availability?startDate=${range.startDate}&endDate=${range.endDate}`
    : null;
  const { data: availability = [] } = useSWR<AvailabilityDto[]>(key, getJson);
  const events = [
    ...availability.map((a) => availabilityEvent(a, trayCapacity)),
    ...bookings.map(bookingEvent),
  ];

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {CALENDAR_LEGEND.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block h-3 w-3 rounded-sm"
              style={{ backgroundColor: item.color }}
            />
            {item.label}
          </li>
        ))}
      </ul>
      <div className="kitchen-calendar rounded-lg border bg-background p-2 sm:p-4">
        {phone === null ? (
          <div style={{ height: 600 }} aria-busy="true" />
        ) : (
          <FullCalendar
            key={phone ? "phone" : "wide"}
            plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            initialView={phone ? "listWeek" : "dayGridMonth"}
            headerToolbar={
              phone
                ? { start: "title", end: "prev,next" }
                : {
                    start: "prev,next today",
                    center: "title",
                    end: "dayGridMonth,timeGridWeek,timeGridDay,listWeek",
                  }
            }
            footerToolbar={
              phone
                ? { start: "today", end: "dayGridMonth,timeGridWeek,timeGridDay,listWeek" }
                : false
            }
            buttons={{
              dayGridMonth: { text: "Month" },
              timeGridWeek: { text: "Week" },
              timeGridDay: { text: "Day" },
              listWeek: { text: "Agenda" },
              today: { text: "Today" },
            }}
            titleFormat={phone ? PHONE_TITLE : undefined}
            // The title wraps between words on a phone instead of pushing the page wider.
            toolbarTitleClass={phone ? "text-lg! leading-snug whitespace-normal" : undefined}
            toolbarSectionClass="min-w-0"
            buttonClass={PHONE_TAP_TARGET}
            height={600}
            slotDuration="01:00"
            slotHeaderFormat={HH_MM}
            eventTimeFormat={HH_MM}
            displayEventEnd
            // A month's day cells are narrow: the start time alone, so the time is not cut
            // ("09:00 - 21:0") and the words get the room; on a phone, dots (phone-month).
            views={{
              dayGridMonth: { displayEventEnd: false, ...(phone ? phoneMonthOptions(events) : {}) },
            }}
            // The theme cuts list titles to one line ("Classic Beef Lasa" at 375 px): wrap.
            listItemEventTitleClass="whitespace-normal! overflow-visible! [overflow-wrap:anywhere]"
            // Month and week entries wrap between words: the page's overflow-wrap:anywhere let
            // them shrink to a few letters a line ("Capr ese Sala d", issue 46).
            eventTitleClass={CALENDAR_TITLE_CLASS}
            // A phone's month draws dots from the day cells (phone-month), not the entries.
            events={phone && viewType === "dayGridMonth" ? [] : events}
            datesSet={(info) => {
              setViewType(info.view.type);
              // Month boundaries of the view, then a week either side.
              const start = localIso(info.view.currentStart);
              const end = localIso(new Date(info.view.currentEnd.getTime() - 86_400_000));
              const month = monthFetchRange(`${start.slice(0, 7)}-01`, end);
              setRange((prev) =>
                prev && prev.startDate === month.startDate && prev.endDate === month.endDate
                  ? prev
                  : month,
              );
            }}
            eventClick={(info) => {
              const props = info.event.extendedProps as
                | { kind: "booking"; bookingId: number }
                | { kind: "availability"; availabilityId: number };
              if (props.kind === "booking") {
                const booking = bookings.find((b) => b.id === props.bookingId);
                if (booking) onBooking(booking);
              } else {
                const entry = availability.find((a) => a.id === props.availabilityId);
                if (entry) onAvailability(entry);
              }
            }}
          />
        )}
      </div>
    </div>
  );
}
