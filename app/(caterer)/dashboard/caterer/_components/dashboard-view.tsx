"use client";

import { trayLoadLabel } from "@/lib/kitchens/calendar";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { CalendarDays, Clock, DollarSign, ListChecks } from "lucide-react";
import { BookingStatusBadge } from "@/components/lines/status-badges";
import { AvailabilityDialog } from "@/components/kitchens/availability-dialog";
import { AvailabilityManager } from "@/components/kitchens/availability-manager";
import { BookingDetailsDialog } from "@/components/kitchens/booking-details-dialog";
import { StatusChangeDialog, type KitchenTarget } from "@/components/kitchens/status-change-dialog";
import { useStatusChange } from "@/lib/lines/use-status-change";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatEventDate, traySizeLabel } from "@/lib/format";
import { dashboardStats, upcomingEvents } from "@/lib/kitchens/stats";
import { formatCents } from "@/lib/money/cents";
import type { AvailabilityDto } from "@/lib/availability/types";
import type { BookingDto } from "@/lib/lines/types";
import type { CatererDto } from "@/lib/kitchens/types";
import { BookingCalendar } from "./booking-calendar";
import { CalendarFeedCard } from "./calendar-feed-card";
import { KitchenDayCard } from "./kitchen-day-card";
import { StatCard } from "@/components/stats/stat-card";
import { useOrderListView } from "@/components/kitchens/order-list-controls";
import { MessagesButton } from "@/components/messages/messages-button";

/**
 * The caterer dashboard: stats, calendar, bookings, availability and upcoming events.
 * `initialBookingId` (one of `bookings`) opens that order's details on arrival: the link in
 * the new-order email.
 */
export function DashboardView({
  caterer,
  bookings,
  trayCapacity = null,
  feedToken,
  initialBookingId,
  day,
}: {
  caterer: CatererDto;
  bookings: BookingDto[];
  trayCapacity?: number | null;
  feedToken: string;
  initialBookingId?: number;
  /** Today's deliveries in departure order (docs/product-rules.md §24), rendered on the server. */
  day?: React.ReactNode;
}) {
  const { mutate } = useSWRConfig();
  const stats = dashboardStats(bookings);
  const upcoming = upcomingEvents(bookings);
  const [detailsId, setDetailsId] = useState<number | null>(initialBookingId ?? null);
  const [change, setChange] = useState<{ booking: BookingDto; target: KitchenTarget } | null>(null);
  const [availability, setAvailability] = useState<AvailabilityDto | null>(null);
  const [editing, setEditing] = useState<AvailabilityDto | null>(null);
  const list = useOrderListView(bookings, (b) => [b.dishName]);
  const changeStatus = useStatusChange({
    success: "Booking status has been updated successfully.",
    failure: "Failed to update booking status.",
  });
  // The dialog follows the server's fresh data after a change.
  const details = bookings.find((b) => b.id === detailsId) ?? null;
  const refreshAvailability = () =>
    mutate(
      (key) =>
        typeof key === "string" && key.startsWith(`/api/caterers/${caterer.id}/availability`),
    );

  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Welcome, {caterer.name}!</h1>
      <p className="mt-1 text-muted-foreground">Your bookings, calendar and availability.</p>

      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Bookings"
          value={stats.total}
          hint={`${stats.thisWeek} this week`}
          icon={CalendarDays}
        />
        <StatCard label="Pending" value={stats.pending} icon={Clock} />
        <StatCard label="Confirmed" value={stats.confirmed} icon={ListChecks} />
        <StatCard label="Revenue" value={formatCents(stats.revenueCents)} icon={DollarSign} />
      </div>
      {day}

      <div className="mt-6">
        <KitchenDayCard catererId={caterer.id} bookings={bookings} />
      </div>

      <Tabs defaultValue="calendar" className="mt-8">
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          <TabsTrigger value="calendar">Calendar View</TabsTrigger>
          <TabsTrigger value="bookings">Bookings List</TabsTrigger>
          <TabsTrigger value="availability">Manage Availability</TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <BookingCalendar
            catererId={caterer.id}
            trayCapacity={trayCapacity}
            bookings={bookings}
            onBooking={(b) => setDetailsId(b.id)}
            onAvailability={setAvailability}
          />
        </TabsContent>
        <TabsContent value="bookings" className="space-y-3">
          {bookings.length > 0 && list.controls}
          {list.empty && (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              No bookings match.
            </p>
          )}
          {bookings.length === 0 ? (
            <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
              No bookings yet.
            </p>
          ) : (
            list.shown.map((b) => (
              <Card key={b.id} data-testid="dashboard-booking">
                <CardContent className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-semibold">
                        #{b.id} {b.dishName}
                      </p>
                      <BookingStatusBadge status={b.status} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {b.customerName} · {formatEventDate(b.eventDate)} at {b.eventTime} ·{" "}
                      {b.quantity} x {traySizeLabel(b.traySize)} · {formatCents(b.totalPrice)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setDetailsId(b.id)}>
                      View Details
                    </Button>
                    <MessagesButton bookingId={b.id} />
                  </div>
                </CardContent>
              </Card>
            ))
          )}
          {list.more}
        </TabsContent>
        <TabsContent value="availability">
          <AvailabilityManager catererId={caterer.id} onChanged={refreshAvailability} />
        </TabsContent>
      </Tabs>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Upcoming Events</CardTitle>
          </CardHeader>
          <CardContent>
            {upcoming.length === 0 ? (
              <p className="text-sm text-muted-foreground">No upcoming confirmed events.</p>
            ) : (
              <ul className="divide-y" data-testid="upcoming-events">
                {upcoming.map((b) => (
                  <li key={b.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{b.dishName}</p>
                      <p className="text-sm text-muted-foreground">
                        {b.customerName} · {b.quantity} x {b.traySize}
                      </p>
                    </div>
                    <p className="shrink-0 text-right text-sm">
                      {formatEventDate(b.eventDate)}
                      <br />
                      {b.eventTime}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <CalendarFeedCard catererId={caterer.id} initialToken={feedToken} />
      </div>

      <BookingDetailsDialog
        booking={change ? null : details}
        onOpenChange={(open) => !open && setDetailsId(null)}
        onAction={(booking, target) => setChange({ booking, target })}
      />
      <StatusChangeDialog
        booking={change?.booking ?? null}
        target={change?.target ?? null}
        onOpenChange={(open) => !open && setChange(null)}
        save={(comments) => changeStatus.save(change!.booking, change!.target, comments)}
        texts={changeStatus.texts}
        onDone={() => {
          // Done: the toast says so, and the calendar shows the new colour.
          setDetailsId(null);
          void refreshAvailability();
        }}
      />
      <Dialog open={availability !== null} onOpenChange={(open) => !open && setAvailability(null)}>
        <DialogContent className="max-w-sm">
          {availability && (
            <>
              <DialogHeader>
                <DialogTitle>Availability</DialogTitle>
                <DialogDescription>{formatEventDate(availability.date)}</DialogDescription>
              </DialogHeader>
              <dl className="space-y-1 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted-foreground">Status</dt>
                  <dd>{availability.isAvailable ? "Available" : "Unavailable"}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-muted-foreground">Orders</dt>
                  <dd>
                    {availability.currentOrders} / {availability.maxOrders}
                  </dd>
                </div>
                {(availability.maxTrays ?? trayCapacity) !== null && (
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Load</dt>
                    <dd data-testid="day-load">
                      {trayLoadLabel(
                        availability.currentTrays ?? 0,
                        (availability.maxTrays ?? trayCapacity)!,
                      )}
                    </dd>
                  </div>
                )}
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">Notes</dt>
                  <dd className="text-right">{availability.notes || "None"}</dd>
                </div>
              </dl>
              <DialogFooter>
                <Button
                  variant="outline"
                  onClick={() => {
                    setEditing(availability);
                    setAvailability(null);
                  }}
                >
                  Edit
                </Button>
                <Button onClick={() => setAvailability(null)}>Close</Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <AvailabilityDialog
        catererId={caterer.id}
        draft={editing ? { entry: editing } : null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={refreshAvailability}
      />
    </>
  );
}
