"use client";

import useSWR from "swr";
import { Calendar } from "@/components/ui/calendar";
import { getJson } from "@/lib/client/api";
import { addDaysIso, todayIso } from "@/lib/dates";

type DateState = { date: string; isAvailable: boolean; isFull: boolean };

const BOOKING_WINDOW_DAYS = 365;

function toIso(d: Date) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function fromIso(iso: string) {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

/**
 * The event date: only dates after today that this caterer can still take. Dates the
 * caterer closed or that are fully booked are struck through; dates without an entry are
 * open (decisions section 4). The server checks again when the order is placed.
 */
export function EventDatePicker({
  catererId,
  value,
  onChange,
  labelledBy,
  errorId,
}: {
  catererId: number;
  value: string;
  onChange: (iso: string) => void;
  labelledBy?: string;
  errorId?: string;
}) {
  const today = todayIso();
  const start = addDaysIso(today, 1);
  const end = addDaysIso(today, BOOKING_WINDOW_DAYS);
  const { data } = useSWR<DateState[]>(
    `/api/caterers/${catererId}/availability?startDate=${start}&endDate=${end}`,
    getJson,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const blocked = new Set(
    (data ?? []).filter((d) => !d.isAvailable || d.isFull).map((d) => d.date),
  );

  return (
    <div
      className="rounded-md border p-2"
      data-testid="event-date-picker"
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={errorId}
    >
      <Calendar
        mode="single"
        selected={value ? fromIso(value) : undefined}
        onSelect={(d) => onChange(d ? toIso(d) : "")}
        defaultMonth={value ? fromIso(value) : fromIso(start)}
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
