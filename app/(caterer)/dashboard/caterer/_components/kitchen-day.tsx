import { BookingStatusBadge } from "@/components/lines/status-badges";
import { DeliveryActions, DeliveryProgress, ReadyBy } from "@/components/orders/delivery-actions";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { OrderDto } from "@/lib/orders/types";

/** One order of the day: when it must leave, for whom and where, and its next step. */
function DayOrder({ order }: { order: OrderDto }) {
  const dishes =
    order.lines.length === 1 ? order.lines[0]!.dishName : `${order.lines.length} dishes`;
  return (
    <li className="space-y-2 p-3" data-testid="day-order">
      <div className="flex flex-wrap items-center gap-2">
        <ReadyBy order={order} />
        <span className="text-muted-foreground">·</span>
        <span className="min-w-0 break-words">
          Order #{order.id}: {dishes}
        </span>
        <BookingStatusBadge status={order.status} />
      </div>
      <p className="break-words text-sm text-muted-foreground">
        {order.customerName}
        {order.customerPhone ? `, ${order.customerPhone}` : ""}
        {order.deliveryAddress ? ` · ${order.deliveryAddress}` : ""}
      </p>
      <DeliveryProgress order={order} />
      <DeliveryActions order={order} />
    </li>
  );
}

/**
 * The kitchen's day on its dashboard (docs/product-rules.md §24): today's orders in the
 * order they must leave, and tomorrow's waiting for the kitchen's Reconfirm.
 */
export function KitchenDay({ today, toReconfirm }: { today: OrderDto[]; toReconfirm: OrderDto[] }) {
  return (
    <Card className="mt-6" data-testid="todays-deliveries">
      <CardHeader className="p-4 pb-2">
        <CardTitle className="text-lg">Today&apos;s deliveries</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-0">
        {today.length ? (
          <ol className="divide-y rounded-md border" aria-label="Today's orders by departure">
            {today.map((o) => (
              <DayOrder key={o.id} order={o} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No orders today.</p>
        )}
        {toReconfirm.length > 0 && (
          <section className="space-y-2" aria-label="Tomorrow's orders to reconfirm">
            <h3 className="font-medium">Tomorrow: please reconfirm</h3>
            <ol className="divide-y rounded-md border">
              {toReconfirm.map((o) => (
                <DayOrder key={o.id} order={o} />
              ))}
            </ol>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
