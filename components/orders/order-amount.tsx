import { formatCents } from "@/lib/money/cents";
import type { MoneySummary } from "@/lib/money/amounts";

/**
 * The amount an order or event card shows (docs/product-rules.md §16): what is still to pay
 * while it is unpaid, the same number the pay page charges; once paid, what was paid and
 * what went back.
 */
export function OrderAmount({
  money,
  totalCents,
  tipCents = 0,
  deliveryFeeCents = 0,
}: {
  money: MoneySummary;
  totalCents: number;
  /** The tip included in what was charged (tipsChargedCents). */
  tipCents?: number;
  /** The delivery fees in what is due or was charged (deliveryFeesCents, §23). */
  deliveryFeeCents?: number;
}) {
  const delivery = deliveryFeeCents > 0 && (
    <p className="text-xs text-muted-foreground" data-testid="amount-delivery">
      incl. {formatCents(deliveryFeeCents)} delivery
    </p>
  );
  if (money.dueCents > 0) {
    return (
      <div className="text-right">
        <p className="text-lg font-bold" data-testid="amount-due">
          <span className="sr-only">To pay: </span>
          {formatCents(money.dueCents)}
        </p>
        {delivery}
      </div>
    );
  }
  if (money.chargedCents === 0) {
    return <p className="text-lg font-bold text-muted-foreground">{formatCents(totalCents)}</p>;
  }
  return (
    <div className="text-right" data-testid="amount-paid">
      <p className="text-lg font-bold">{formatCents(money.chargedCents)}</p>
      <p className="text-xs text-muted-foreground">Paid</p>
      {delivery}
      {tipCents > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="amount-tip">
          incl. {formatCents(tipCents)} tip
        </p>
      )}
      {money.refundedCents > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="amount-refunded">
          {formatCents(money.refundedCents)} refunded
        </p>
      )}
    </div>
  );
}
