"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { BookingStatusBadge, PaymentStatusBadge } from "@/components/lines/status-badges";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { customerMayCancel } from "@/lib/lines/rules";
import { formatEventDate, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { moneySummary } from "@/lib/money/amounts";
import type { BookingDto } from "@/lib/lines/types";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { CancelBookingDialog } from "@/components/lines/cancel-booking-dialog";
import { StatCard } from "@/components/stats/stat-card";
import { MessagesButton } from "@/components/messages/messages-button";

const TABS = ["all", "pending", "confirmed", "completed", "cancelled"] as const;

export function BookingsView({ bookings }: { bookings: BookingDto[] }) {
  const router = useRouter();
  const [details, setDetails] = useState<BookingDto | null>(null);
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const count = (s: BookingDto["status"]) => bookings.filter((b) => b.status === s).length;
  // Spec 02: total spent is from completed bookings. What was paid so far (refunds taken
  // off) is said beside it, so a paid order not served yet does not read as "$0.00 spent".
  const spent = bookings
    .filter((b) => b.status === "completed")
    .reduce((sum, b) => sum + b.totalPrice, 0);
  const paid = moneySummary(bookings).keptCents;

  return (
    <>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label="Total Bookings" value={bookings.length} />
        <StatCard label="Pending" value={count("pending")} />
        <StatCard label="Confirmed" value={count("confirmed")} />
        <StatCard
          label="Total Spent"
          value={formatCents(spent)}
          hint={`On completed bookings · ${formatCents(paid)} paid in all`}
        />
      </div>

      <Tabs defaultValue="all" className="mt-8">
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="capitalize">
              {tab} ({tab === "all" ? bookings.length : count(tab)})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => {
          const shown = tab === "all" ? bookings : bookings.filter((b) => b.status === tab);
          return (
            <TabsContent key={tab} value={tab} className="space-y-3">
              {shown.length === 0 ? (
                <div className="rounded-lg border border-dashed p-10 text-center">
                  <p className="font-medium">No {tab === "all" ? "" : `${tab} `}bookings yet.</p>
                  <Button asChild variant="link">
                    <Link href="/">Browse Caterers</Link>
                  </Button>
                </div>
              ) : (
                shown.map((b) => {
                  const rule = customerMayCancel(b);
                  return (
                    <Card key={b.id} data-testid="booking-card">
                      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                        <div className="min-w-0 space-y-1">
                          <div className="flex flex-wrap items-center gap-2">
                            <p className="font-semibold">{b.dishName}</p>
                          </div>
                          <div className="flex flex-wrap items-center gap-2 text-sm">
                            <span className="text-muted-foreground">Order</span>
                            <BookingStatusBadge status={b.status} />
                            <span className="text-muted-foreground">Payment</span>
                            <PaymentStatusBadge status={b.paymentStatus} />
                          </div>
                          <p className="text-sm text-muted-foreground">{b.caterer?.name}</p>
                          <p className="text-sm">
                            {formatEventDate(b.eventDate)} at {b.eventTime} · {b.quantity} ×{" "}
                            {traySizeLabel(b.traySize)}
                          </p>
                          <p className="font-semibold">{formatCents(b.totalPrice)}</p>
                          {/* Each booking is a line of a kitchen order: its page has the
                              order's other dishes, changes and payment. */}
                          <Link
                            href={`/orders/${b.orderId}`}
                            className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                          >
                            View order #{b.orderId}
                          </Link>
                          {b.paymentStatus === "refunded" && (
                            <p
                              className="text-sm text-muted-foreground"
                              data-testid="refund-amount"
                            >
                              Refunded{" "}
                              {formatCents(b.refundAmount ?? b.paymentAmount ?? b.totalPrice)}
                            </p>
                          )}
                        </div>
                        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
                          <div className="flex flex-wrap gap-2">
                            <Button variant="outline" size="sm" onClick={() => setDetails(b)}>
                              View Details
                            </Button>
                            <MessagesButton bookingId={b.id} />
                            {/* Spec 02: every booking offers View Details and Cancel; Cancel
                                works only while the booking may be cancelled. */}
                            <Button
                              variant="destructive"
                              size="sm"
                              disabled={!rule.allowed}
                              onClick={() => setCancelling(b)}
                            >
                              Cancel
                            </Button>
                          </div>
                          {!rule.allowed &&
                            (b.status === "pending" || b.status === "confirmed") && (
                              <p className="max-w-xs text-xs text-muted-foreground sm:text-right">
                                {rule.reason}
                              </p>
                            )}
                        </div>
                      </CardContent>
                    </Card>
                  );
                })
              )}
            </TabsContent>
          );
        })}
      </Tabs>

      <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} />
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          toast.success("Booking status has been updated successfully.");
          setCancelling(null);
          router.refresh();
        }}
      />
    </>
  );
}
