"use client";

import { BookingStatusBadge, PaymentStatusBadge } from "@/components/lines/status-badges";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatEventDate, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import type { BookingDto } from "@/lib/lines/types";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

export function BookingDetailsDialog({
  booking,
  onClose,
}: {
  booking: BookingDto | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {booking && (
          <>
            <DialogHeader>
              <DialogTitle>Booking #{booking.id}</DialogTitle>
            </DialogHeader>
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
              <Row label="Status">
                <BookingStatusBadge status={booking.status} />
              </Row>
              <Row label="Payment">
                <PaymentStatusBadge status={booking.paymentStatus} />
              </Row>
              <Row label="Caterer">{booking.caterer?.name ?? "Unknown caterer"}</Row>
              <Row label="Dish">{booking.dishName}</Row>
              <Row label="Order">
                {booking.quantity} × {traySizeLabel(booking.traySize)}
              </Row>
              <Row label="Event">
                {formatEventDate(booking.eventDate)} at {booking.eventTime}
              </Row>
              <Row label="Total">{formatCents(booking.totalPrice)}</Row>
              <Row label="Contact">
                {booking.customerName}, {booking.customerEmail}
                {booking.customerPhone ? `, ${booking.customerPhone}` : ""}
              </Row>
              <Row label="Special requests">{booking.specialRequests || "None"}</Row>
              {booking.statusComments && <Row label="Status notes">{booking.statusComments}</Row>}
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
