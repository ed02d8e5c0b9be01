"use client";

import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { nextFreeDates } from "@/lib/lines/free-dates";
import { getJson } from "@/lib/client/write";
import { formatShortDate } from "@/lib/format";
import { BOOKING_WINDOW_DAYS } from "@/lib/constants";
import { addDaysIso, todayIso } from "@/lib/dates";

type DateState = { date: string; isAvailable: boolean; isFull: boolean };

/** How many free dates the picker offers as one-tap choices. */
const NEXT_FREE_DATES = 3;

function toIso(d: Date) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function fromIso(iso: string) {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

/**
 * The event date: only dates after today (and after the kitchen's notice, `earliest`) that
 * this caterer can still take. The next free dates are one tap away, and the calendar
 * opens on the first one's month (not on a month with nothing left, as at a month's end).
 * Dates the caterer closed or that are fully booked are struck through; dates without an
 * entry are open (docs/product-rules.md §4). The server checks again when the order is
 * placed.
 */
export function EventDatePicker({
  catererId,
  value,
  onChange,
  labelledBy,
  errorId,
  earliest,
}: {
  catererId: number;
  /** The first date the kitchen's notice allows (docs/product-rules.md §11); default tomorrow. */
  earliest?: string;
  value: string;
  onChange: (iso: string) => void;
  labelledBy?: string;
  errorId?: string;
}) {
  const today = todayIso();
  const tomorrow = addDaysIso(today, 1);
  const start = earliest && earliest > tomorrow ? earliest : tomorrow;
  const end = addDaysIso(today, BOOKING_WINDOW_DAYS);
  const { data } = useSWR<DateState[]>(
    `/api/caterers/${catererId}/availability?startDate=${tomorrow}&endDate=${end}`,
    getJson,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const blocked = new Set(
    (data ?? []).filter((d) => !d.isAvailable || d.isFull).map((d) => d.date),
  );
  // Known once the kitchen's dates are in (before, every date would look free).
  const free = data ? nextFreeDates(start, end, blocked, NEXT_FREE_DATES) : [];
  const opensOn = value || free[0] || start;
  const [month, setMonth] = useState<Date>();

  return (
    <div
      // Seven 44 px days fit a phone's dialog with this padding.
      className="rounded-md border p-1 sm:p-2"
      data-testid="event-date-picker"
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={errorId}
    >
      {free.length > 0 && (
        <div className="flex flex-wrap gap-2 px-1 pb-2" role="group" aria-label="Next free dates">
          {free.map((iso) => (
            <Button
              key={iso}
              type="button"
              variant={iso === value ? "default" : "outline"}
              size="sm"
              aria-pressed={iso === value}
              onClick={() => {
                onChange(iso);
                setMonth(fromIso(iso));
              }}
            >
              {formatShortDate(iso)}
            </Button>
          ))}
        </div>
      )}
      <Calendar
        className="max-sm:p-0"
        mode="single"
        selected={value ? fromIso(value) : undefined}
        onSelect={(d) => onChange(d ? toIso(d) : "")}
        // The month shown follows the person once they turn it or tap a chip.
        month={month ?? fromIso(opensOn)}
        onMonthChange={setMonth}
        key={start}
        startMonth={fromIso(start)}
        endMonth={fromIso(end)}
        disabled={(d) => {
          const iso = toIso(d);
          return iso < start || iso > end || blocked.has(iso);
        }}
      />
      <p className="px-2 pb-1 text-xs text-muted-foreground">
        Struck-through dates are closed or fully booked.
      </p>
    </div>
  );
}
