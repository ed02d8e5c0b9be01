import type { Metadata } from "next";
import Link from "next/link";
import { BookingStatusBadge, PaymentStatusBadge } from "@/components/bookings/status-badges";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { AccessDenied } from "@/components/auth/access-denied";
import { currentActor } from "@/lib/server/auth/current-actor";
import { listMyBookings } from "@/lib/server/bookings/list-bookings";
import { formatEventDate, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

export default async function MyOrdersPage() {
  // The layout shows Access Denied too; a page never relies on its layout for that.
  const actor = await currentActor();
  if (!actor) return <AccessDenied callbackUrl="/my-orders" />;
  const orders = await listMyBookings(actor);
  return (
    <>
      <h1 className="text-3xl font-bold">My Orders</h1>
      <p className="mt-1 text-muted-foreground">
        Order and payment status of everything you ordered.
      </p>
      <div className="mt-6 space-y-3">
        {orders.length === 0 && (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <p className="font-medium">You have no orders yet.</p>
            <Button asChild variant="link">
              <Link href="/">Browse Caterers</Link>
            </Button>
          </div>
        )}
        {orders.map((order) => (
          <Card key={order.id} data-testid="order-card">
            <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="text-xs text-muted-foreground">Order #{order.id}</p>
                <p className="font-semibold">{order.dishName}</p>
                <p className="text-sm text-muted-foreground">{order.caterer?.name}</p>
                <p className="text-sm">
                  {formatEventDate(order.eventDate)} at {order.eventTime} · {order.quantity} ×{" "}
                  {traySizeLabel(order.traySize)}
                </p>
                <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
                  <span className="text-muted-foreground">Order</span>
                  <BookingStatusBadge status={order.status} />
                  <span className="text-muted-foreground">Payment</span>
                  <PaymentStatusBadge status={order.paymentStatus} />
                </div>
              </div>
              <div className="flex shrink-0 flex-col gap-2 sm:items-end">
                <p className="text-lg font-bold">{formatCents(order.totalPrice)}</p>
                {order.status === "pending" && order.paymentStatus === "pending" && (
                  <Button asChild size="sm">
                    <Link href={`/checkout?booking_id=${order.id}`}>Complete Payment</Link>
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
