"use client";

import { Suspense } from "react";
import { BookingStatusBadge } from "@/components/lines/status-badges";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { todayIso } from "@/lib/dates";
import { formatEventDate, traySizeLabel } from "@/lib/format";
import { kitchenActions, STATUS_DIALOG } from "@/components/kitchens/status-dialog";
import { formatCents } from "@/lib/money/cents";
import type { BookingDto } from "@/lib/lines/types";
import type { KitchenTarget } from "./status-change-dialog";
import { lazyComponent } from "@/lib/client/lazy-component";

// The conversation loads with the dialog, not with the dashboard.
const ThreadPanel = lazyComponent(() =>
  import("@/components/messages/thread-panel").then((m) => m.ThreadPanel),
);

const updatedAt = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  hourCycle: "h23",
});

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A booking's details for its caterer, with the actions its status allows. */
export function BookingDetailsDialog({
  booking,
  onOpenChange,
  onAction,
}: {
  booking: BookingDto | null;
  onOpenChange: (open: boolean) => void;
  onAction: (booking: BookingDto, target: KitchenTarget) => void;
}) {
  const actions = booking ? kitchenActions(booking.status, booking.eventDate, todayIso()) : [];
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {booking && (
          <>
            <DialogHeader>
              <DialogTitle>Booking #{booking.id}</DialogTitle>
              <DialogDescription>Order details and status.</DialogDescription>
            </DialogHeader>
            <dl className="space-y-2">
              <Row label="Status">
                <BookingStatusBadge status={booking.status} />
              </Row>
              <Row label="Customer">{booking.customerName}</Row>
              <Row label="Contact">
                {/* Tap to mail or call from a phone between batches. */}
                <a
                  href={`mailto:${booking.customerEmail}`}
                  className="inline-flex min-h-10 max-w-full items-center break-all text-primary underline-offset-4 hover:underline"
                >
                  {booking.customerEmail}
                </a>
                {booking.customerPhone && (
                  <a
                    href={`tel:${booking.customerPhone.replace(/[^\d+]/g, "")}`}
                    className="ml-3 inline-flex min-h-10 items-center text-primary underline-offset-4 hover:underline"
                  >
                    {booking.customerPhone}
                  </a>
                )}
              </Row>
              <Row label="Date & time">
                {formatEventDate(booking.eventDate)} at {booking.eventTime}
              </Row>
              <Row label="Dish">{booking.dish?.name || booking.dishName || "Unknown Dish"}</Row>
              <Row label="Order">
                {booking.quantity} x {traySizeLabel(booking.traySize)}
              </Row>
              <Row label="Total">{formatCents(booking.totalPrice)}</Row>
              {booking.event && (
                <Row label="Deliver to">
                  {booking.event.deliveryAddress}
                  <span className="block text-xs text-muted-foreground">
                    Event #{booking.event.id}, {booking.event.guestCount} guests
                  </span>
                </Row>
              )}
              <Row label="Special requests">{booking.specialRequests || "None"}</Row>
              {(booking.statusComments || booking.lastStatusUpdate) && (
                <Row label="Status notes">
                  {booking.statusComments || "No notes"}
                  {booking.lastStatusUpdate && (
                    <span className="block text-xs text-muted-foreground">
                      Last updated {updatedAt.format(new Date(booking.lastStatusUpdate))}
                    </span>
                  )}
                </Row>
              )}
            </dl>
            <Suspense>
              <ThreadPanel source={{ bookingId: booking.id }} className="border-t pt-3" />
            </Suspense>
            {/* The destructive action stands apart (first in the DOM: top on phones, left on
                wider screens); the confirming one is last, nearest the thumb. */}
            <DialogFooter className="gap-2">
              {actions.includes("cancelled") && (
                <Button
                  variant="destructive"
                  className="mb-4 sm:mb-0 sm:mr-auto"
                  onClick={() => onAction(booking, "cancelled")}
                >
                  {STATUS_DIALOG.cancelled.action}
                </Button>
              )}
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              {actions
                .filter((target) => target !== "cancelled")
                .map((target) => (
                  <Button key={target} onClick={() => onAction(booking, target)}>
                    {STATUS_DIALOG[target].action}
                  </Button>
                ))}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
