import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { arrivalText } from "@/lib/orders/arrival-window";
import type { DeliveryAlertDto } from "@/lib/orders/types";

/**
 * Orders the admin must chase now (docs/product-rules.md §24): late (confirmed and not out
 * for delivery by the window's start) or not reconfirmed 12 hours before it. Only when any.
 */
export function DeliveryAlerts({ alerts }: { alerts: DeliveryAlertDto[] }) {
  if (!alerts.length) return null;
  return (
    <Card className="mt-6 border-red-400" data-testid="delivery-alerts">
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">Deliveries to chase</CardTitle>
        <p className="text-sm text-muted-foreground">
          Call the kitchen; the customer&apos;s number is beside each order.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {alerts.map((a) => (
            <li key={a.orderId} className="space-y-1 py-2 text-sm" data-testid="delivery-alert">
              <p className="break-words font-medium">
                #{a.orderId} {a.catererName} &middot; {a.customerName}
                {a.customerPhone ? ` (${a.customerPhone})` : ""}
              </p>
              <p className="text-muted-foreground">
                {arrivalText(
                  { from: new Date(a.arrivalFrom), to: new Date(a.arrivalTo) },
                  a.eventDate,
                )}
              </p>
              <p className="flex flex-wrap gap-2 font-medium text-red-700">
                {a.late && <span>Late: not out for delivery</span>}
                {a.notReconfirmed && <span>Not reconfirmed by the kitchen</span>}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
