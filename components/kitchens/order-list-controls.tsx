"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const STATUSES = ["all", "pending", "confirmed", "completed", "cancelled"] as const;
type StatusFilter = (typeof STATUSES)[number];
const PAGE = 20;

const LABELS: Record<StatusFilter, string> = {
  all: "All",
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** An order or a line, as the list filters it: its number, status and searchable words. */
type Listed = { id: number; status: string; customerName: string };

/** Whether an item matches the search text: its number, customer or a dish. */
function matches<T extends Listed>(b: T, text: string, dishes: (item: T) => string[]) {
  const q = text.trim().toLowerCase().replace(/^#/, "");
  if (!q) return true;
  return (
    String(b.id) === q ||
    b.customerName.toLowerCase().includes(q) ||
    dishes(b).some((d) => d.toLowerCase().includes(q))
  );
}

/**
 * A kitchen's order list on a phone between batches: filter by status (with counts), search
 * by number, customer or dish, and 20 at a time instead of one page of every order.
 */
export function useOrderListView<T extends Listed>(bookings: T[], dishes: (item: T) => string[]) {
  const [status, setStatus] = useState<StatusFilter>("all");
  const [search, setSearch] = useState("");
  const [limit, setLimit] = useState(PAGE);
  const count = (s: StatusFilter) =>
    s === "all" ? bookings.length : bookings.filter((b) => b.status === s).length;
  const filtered = bookings.filter(
    (b) => (status === "all" || b.status === status) && matches(b, search, dishes),
  );
  const shown = filtered.slice(0, limit);

  const controls = (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter orders by status">
        {STATUSES.map((s) => (
          <Button
            key={s}
            type="button"
            size="sm"
            variant={status === s ? "default" : "outline"}
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setLimit(PAGE);
            }}
          >
            {LABELS[s]} ({count(s)})
          </Button>
        ))}
      </div>
      <Input
        type="search"
        aria-label="Search orders"
        placeholder="Search by order number, customer or dish"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setLimit(PAGE);
        }}
      />
    </div>
  );

  const more =
    filtered.length > shown.length ? (
      <Button
        type="button"
        variant="outline"
        className="w-full"
        onClick={() => setLimit(limit + PAGE)}
      >
        Show more ({filtered.length - shown.length} left)
      </Button>
    ) : null;

  return { shown, controls, more, empty: filtered.length === 0 && bookings.length > 0 };
}
