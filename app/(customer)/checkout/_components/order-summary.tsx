import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TRAY_SIZES } from "@/lib/constants";
import { formatCents } from "@/lib/money/cents";
import { formatEventTime, formatInstant } from "@/lib/format";
import type { CheckoutSummary } from "@/lib/server/money/payments/get-checkout";
import { responseDeadlineText } from "@/lib/orders/order-actions";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The order being paid for; every figure comes from the booking on the server. */
export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  const tray = TRAY_SIZES[summary.traySize];
  const rows: [string, string][] = [
    ["Caterer", summary.catererName],
    ["Dish", summary.dishName],
    ["Event date", dateFormat.format(new Date(`${summary.eventDate}T00:00:00Z`))],
    ["Event time", formatEventTime(summary.eventTime)],
    ["Tray size", `${tray.label} (serves ${tray.serves})`],
    ["Quantity", `${summary.quantity} ${summary.quantity === 1 ? "tray" : "trays"}`],
  ];
  return (
    <Card data-testid="order-summary">
      <CardHeader>
        <CardTitle className="text-lg">Order Summary</CardTitle>
        <p className="text-sm text-muted-foreground">Booking #{summary.bookingId}</p>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              {/* The label keeps its width: a long dish name squeezed "Dish" to "D is h". */}
              <dt className="shrink-0 text-muted-foreground">{label}</dt>
              <dd className="min-w-0 text-right font-medium">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold" data-testid="order-total">
              {formatCents(summary.totalPrice)}
            </dd>
          </div>
        </dl>
        {summary.holdExpiresAt && !summary.blocker && (
          <p className="mt-4 text-sm font-medium text-amber-700" data-testid="hold-deadline">
            Pay by {formatInstant(summary.holdExpiresAt)} to keep this date.
          </p>
        )}
        {!summary.blocker && (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="respond-window">
            {responseDeadlineText(summary.catererName, formatInstant(summary.respondBy))}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
