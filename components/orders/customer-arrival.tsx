import { formatInstant } from "@/lib/format";
import { arrivalText } from "@/lib/orders/arrival-window";
import type { OrderDto } from "@/lib/orders/types";

/**
 * What the customer reads about a kitchen order's arrival (docs/product-rules.md §24):
 * "Arrives 11:15 AM-11:45 AM", then "On its way" with the kitchen's note, then "Delivered".
 * Nothing for a cancelled order; a delivered or completed one says only when it was
 * delivered (its window is past: "Arrives" would read as still to come).
 */
export function CustomerArrival({ order }: { order: OrderDto }) {
  if (order.status === "cancelled") return null;
  const delivered = order.deliveryStatus === "delivered";
  const done = order.status === "completed" || delivered;
  if (done && !delivered) return null;
  const w = { from: new Date(order.arrivalFrom), to: new Date(order.arrivalTo) };
  return (
    <div className="space-y-0.5 text-sm" data-testid="arrival">
      {!done && <p className="font-medium">{arrivalText(w, order.eventDate)}</p>}
      {order.deliveryStatus === "out_for_delivery" && (
        <p className="text-blue-800">
          On its way{order.deliveryNote ? `: “${order.deliveryNote}”` : ""}
        </p>
      )}
      {order.deliveryStatus === "delivered" && order.deliveredAt && (
        <p className="text-green-800">Delivered {formatInstant(order.deliveredAt)}</p>
      )}
    </div>
  );
}
