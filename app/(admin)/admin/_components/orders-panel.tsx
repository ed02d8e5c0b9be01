"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import useSWR from "swr";
import { Pencil } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { write } from "@/lib/client/write";
import { AdminListPanel, type ListFilter } from "@/components/admin/admin-list-panel";
import { OrderEditDialog } from "@/components/admin/order-edit-dialog";
import { BookingStatusBadge, PaymentStatusBadge } from "@/components/lines/status-badges";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { formatEventDate } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import type { BookingDto } from "@/lib/lines/types";
import { BOOKING_STATUSES, type BookingStatusValue } from "@/lib/lines/schemas";
import { changeOrderStatusAction, updateOrderAction } from "../actions";

/** How often the orders list asks the server for changes. */
export const ORDERS_REFRESH_MS = 5000;

const STATUS_FILTER: ListFilter = {
  param: "status",
  label: "Filter by status",
  allLabel: "All Statuses",
  options: BOOKING_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
  className: "sm:w-44",
};

type Page = { bookings: BookingDto[]; total: number; page: number; pageSize: number };

async function fetchOrders(url: string): Promise<Page> {
  const response = await fetch(url, { credentials: "same-origin" });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text}`);
  return {
    bookings: JSON.parse(text) as BookingDto[],
    total: Number(response.headers.get("X-Total-Count") ?? 0),
    page: Number(response.headers.get("X-Page") ?? 1),
    pageSize: Number(response.headers.get("X-Page-Size") ?? 20),
  };
}

/**
 * The Orders tab: the page of orders the URL names, refreshed every 5 seconds. The edit
 * dialog holds its own copy of the order it opened, so a refresh never resets its input.
 */
export function OrdersPanel({ initial }: { initial: Page }) {
  const params = useSearchParams();
  const query = new URLSearchParams();
  for (const key of ["q", "status", "page"]) {
    const value = params.get(key);
    if (value) query.set(key === "q" ? "search" : key, value);
  }
  const key = `/api/admin/bookings?${query.toString()}`;
  const { data, mutate } = useSWR(key, fetchOrders, {
    refreshInterval: ORDERS_REFRESH_MS,
    fallbackData: initial,
    keepPreviousData: true,
    onError: () => toast.error("Failed to fetch bookings", { id: "orders-fetch" }),
  });
  const [editing, setEditing] = useState<BookingDto | null>(null);
  const page = data ?? initial;

  const changeStatus = (b: BookingDto, status: BookingStatusValue) =>
    write(() => changeOrderStatusAction(b.id, { status }), {
      success: "Order status updated successfully",
      refused: (message) => message || "Failed to update order status",
      crashed: () => "Failed to update order status",
      onDone: () => mutate(),
    });

  return (
    <AdminListPanel
      search={{ label: "Search orders", placeholder: "Search by customer, dish or order #..." }}
      filters={[STATUS_FILTER]}
      empty="No orders found."
      isEmpty={page.bookings.length === 0}
      page={page.page}
      pageSize={page.pageSize}
      total={page.total}
    >
      {page.bookings.length > 0 && (
        <div className="space-y-3">
          {page.bookings.map((b) => (
            <Card key={b.id} data-testid="admin-order-card">
              <CardContent className="grid grid-cols-1 gap-3 p-4 md:grid-cols-[1fr_auto]">
                <div className="min-w-0 space-y-1 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="text-base font-semibold">
                      #{b.id} {b.customerName}
                    </p>
                    <BookingStatusBadge status={b.status} />
                    <PaymentStatusBadge status={b.paymentStatus} />
                  </div>
                  <p className="text-muted-foreground">
                    {b.dishName} &middot; {b.caterer?.name}
                  </p>
                  <dl className="grid grid-cols-1 gap-x-6 gap-y-0.5 sm:grid-cols-2">
                    <div>
                      <dt className="inline text-muted-foreground">Email: </dt>
                      <dd className="inline break-all">{b.customerEmail}</dd>
                    </div>
                    <div>
                      <dt className="inline text-muted-foreground">Phone: </dt>
                      <dd className="inline">{b.customerPhone || "-"}</dd>
                    </div>
                    <div>
                      <dt className="inline text-muted-foreground">Event: </dt>
                      <dd className="inline">
                        {formatEventDate(b.eventDate)} at {b.eventTime}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline text-muted-foreground">Trays: </dt>
                      <dd className="inline">
                        {b.quantity} &middot; <span className="capitalize">{b.traySize}</span>
                      </dd>
                    </div>
                    <div>
                      <dt className="inline text-muted-foreground">Total: </dt>
                      <dd className="inline font-semibold" data-testid="order-total">
                        {formatCents(b.totalPrice)}
                      </dd>
                    </div>
                    {b.tipCents > 0 && (
                      // Beside the spec's totalPrice, never folded into it (issue 46).
                      <div>
                        <dt className="inline text-muted-foreground">Tip: </dt>
                        <dd className="inline" data-testid="order-tip">
                          {formatCents(b.tipCents)}
                        </dd>
                      </div>
                    )}
                    {b.specialRequests && (
                      <div className="sm:col-span-2">
                        <dt className="inline text-muted-foreground">Special requests: </dt>
                        <dd className="inline">{b.specialRequests}</dd>
                      </div>
                    )}
                  </dl>
                </div>
                <div className="flex items-start gap-2 md:flex-col md:items-end">
                  <Select
                    value={b.status}
                    onValueChange={(v) => changeStatus(b, v as BookingStatusValue)}
                  >
                    <SelectTrigger
                      aria-label={`Status of order #${b.id}`}
                      className="w-36 capitalize"
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {BOOKING_STATUSES.map((s) => (
                        <SelectItem key={s} value={s} className="capitalize">
                          {s}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <Button variant="outline" size="sm" onClick={() => setEditing(b)}>
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <OrderEditDialog
        booking={editing}
        onClose={() => setEditing(null)}
        onSave={updateOrderAction}
        onSaved={() => mutate()}
      />
    </AdminListPanel>
  );
}
