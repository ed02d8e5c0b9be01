import { traysText } from "@/lib/orders/order-actions";
import type { OrderChangeDto } from "@/lib/orders/types";

/** What a change does, a line per dish (from -> to) and the guests when they change. */
export function ChangeLines({ change }: { change: OrderChangeDto }) {
  return (
    <ul className="list-disc pl-5">
      {change.lines.map((l, i) => (
        <li key={i}>
          {l.dishName}: {l.from ? traysText(l.from) : "new"} → {traysText(l.to)}
        </li>
      ))}
      {change.guestCount && change.guestCount !== change.previousGuestCount && (
        <li>
          Guests: {change.previousGuestCount ?? "not set"} → {change.guestCount}
        </li>
      )}
    </ul>
  );
}
