"use client";

import { useState } from "react";
import useSWR from "swr";
import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { getJson } from "@/lib/client/write/index";
import { todayIso } from "@/lib/dates";
import {
  BLOCKED_COLOR,
  CALENDAR_COLORS,
  EVENT_TEXT,
  monthFetchRange,
} from "@/lib/kitchens/calendar";
import { CALENDAR_TITLE_CLASS, PHONE_TAP_TARGET } from "./calendar-classes";
import { availabilitySummary } from "@/lib/kitchens/stats";
import type { AvailabilityDto } from "@/lib/availability/types";
import { AvailabilityDialog, type AvailabilityDraft } from "./availability-dialog";
import { classicTheme, localIso } from "./calendar-theme";

function Summary({ label, value }: { label: string; value: string | number }) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}

/**
 * Availability management: summary cards and a month calendar of the kitchen's dates.
 * Clicking an empty date sets it; clicking an entry edits it. The rows are fetched for the
 * month shown plus a week either side.
 */
export function AvailabilityManager({
  catererId,
  onChanged,
}: {
  catererId: number;
  onChanged?: () => void;
}) {
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const [draft, setDraft] = useState<AvailabilityDraft | null>(null);
  const key = range
    ? `/api/caterers/${catererId}/availability?startDate=${range.startDate}&endDate=${range.endDate}`
    : null;
  const { data: rows = [], mutate } = useSWR<AvailabilityDto[]>(key, getJson);
  const summary = availabilitySummary(rows);

  const openDate = (date: string) => {
    const entry = rows.find((r) => r.date === date);
    setDraft(entry ? { entry } : { date });
  };

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Summary label="Available Days" value={summary.availableDays} />
        <Summary label="Unavailable Days" value={summary.unavailableDays} />
        <Summary label="Total Orders" value={summary.totalOrders} />
        <Summary label="Capacity Used" value={`${summary.capacityUsed}%`} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Click a date to set it, or an entry to edit it.
        </p>
        <Button onClick={() => openDate(todayIso())}>
          <CalendarPlus aria-hidden className="mr-2 h-4 w-4" />
          Add Availability
        </Button>
      </div>
      {/* No padding on phones: a day's entry then gets the 44 px a finger needs. */}
      <div className="kitchen-calendar rounded-lg border bg-background py-2 sm:p-4">
        <FullCalendar
          plugins={[classicTheme, dayGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={{ start: "title", end: "today prev,next" }}
          buttonClass={PHONE_TAP_TARGET}
          eventClass={PHONE_TAP_TARGET}
          height="auto"
          fixedWeekCount={false}
          // Whole words, wrapped: the theme cut entries to "Open 0/" and "Unavaila" (issue 46).
          eventTitleClass={CALENDAR_TITLE_CLASS}
          events={rows.map((r) => ({
            id: String(r.id),
            title: r.isAvailable
              ? `Open ${r.currentOrders}/${r.maxOrders}${
                  r.maxTrays ? ` · ${r.currentTrays ?? 0}/${r.maxTrays} trays` : ""
                }`
              : // "Unavailable" is wider than a day on a phone; "Closed" pairs with "Open".
                "Closed",
            start: r.date,
            allDay: true,
            color: r.isAvailable ? CALENDAR_COLORS.available : BLOCKED_COLOR,
            contrastColor: r.isAvailable ? EVENT_TEXT.available : EVENT_TEXT.blocked,
          }))}
          datesSet={(info) => {
            const next = monthFetchRange(
              localIso(info.view.currentStart),
              localIso(new Date(info.view.currentEnd.getTime() - 86_400_000)),
            );
            setRange((prev) =>
              prev && prev.startDate === next.startDate && prev.endDate === next.endDate
                ? prev
                : next,
            );
          }}
          dateClick={(info) => openDate(info.dateStr.slice(0, 10))}
          eventClick={(info) => {
            const entry = rows.find((r) => String(r.id) === info.event.id);
            if (entry) setDraft({ entry });
          }}
        />
      </div>
      <AvailabilityDialog
        catererId={catererId}
        draft={draft}
        onOpenChange={(open) => !open && setDraft(null)}
        onSaved={() => {
          void mutate();
          onChanged?.();
        }}
      />
    </div>
  );
}
