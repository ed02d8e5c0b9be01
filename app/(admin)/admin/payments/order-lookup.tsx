import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatEventDate, formatInstant } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { LEDGER_KIND_LABELS } from "@/lib/money/ledger-totals";
import type { OrderMoneyDto } from "@/lib/server/money/payments/look-up-order-money";

/**
 * "Look up an order" on /admin/payments: a plain GET form (?order=), so it works before
 * the scripts load, and the order's money from the ledger below it.
 */
export function OrderLookup({
  query,
  problem,
  found,
}: {
  query: string;
  problem: string | null;
  found: OrderMoneyDto | null | undefined;
}) {
  return (
    <section className="space-y-3" aria-labelledby="order-lookup-title">
      <h2 id="order-lookup-title" className="text-xl font-semibold">
        Look up an order
      </h2>
      <form method="get" className="flex items-end gap-2">
        <div className="flex-1 space-y-1.5 sm:max-w-xs">
          <Label htmlFor="order-lookup">Order number</Label>
          <Input
            id="order-lookup"
            name="order"
            inputMode="numeric"
            defaultValue={query}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "order-lookup-problem" : undefined}
          />
        </div>
        <Button type="submit" variant="outline">
          Look up
        </Button>
      </form>
      {problem && (
        <p id="order-lookup-problem" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      {found === null && !problem && <p className="text-sm">No order #{query}.</p>}
      {found && <OrderMoney order={found} />}
    </section>
  );
}

function OrderMoney({ order }: { order: OrderMoneyDto }) {
  const { totals } = order;
  const rows: [string, number][] = [
    ["Charged", totals.chargedCents],
    ["of which tip", totals.tipCents],
    ["of which delivery", totals.deliveryFeeCents],
    ["Refunded", totals.refundedCents],
    ["Platform fee kept", totals.feeCents],
    ["Sent to the kitchen", totals.transferredCents],
  ];
  if (totals.disputedCents) rows.push(["Lost to disputes", totals.disputedCents]);
  return (
    <Card data-testid="order-money">
      <CardHeader className="space-y-1 p-4 pb-2">
        <CardTitle className="text-base">
          Order #{order.orderId} · {order.kitchen} · {order.customerName}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {formatEventDate(order.eventDate)} · {order.status}
        </p>
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-0 text-sm">
        <ul className="space-y-1">
          {order.lines.map((l) => (
            <li key={l.bookingId}>
              {l.dishName}: {l.quantity} {l.traySize}, {formatCents(l.totalPriceCents)}
              {l.deliveryFeeCents ? ` + ${formatCents(l.deliveryFeeCents)} delivery` : ""}
              {l.tipCents ? ` + ${formatCents(l.tipCents)} tip` : ""} ({l.paymentStatus})
            </li>
          ))}
        </ul>
        <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {rows.map(([label, cents]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right tabular-nums">{formatCents(cents)}</dd>
            </div>
          ))}
        </dl>
        <div className="space-y-1">
          <h3 className="font-medium">Ledger</h3>
          {order.movements.length === 0 ? (
            <p className="text-muted-foreground">Nothing was charged for this order.</p>
          ) : (
            <ul className="space-y-1" aria-label="Ledger">
              {order.movements.map((m) => (
                <li key={m.id} className="break-words">
                  {formatInstant(m.at)} · {LEDGER_KIND_LABELS[m.kind]} {formatCents(m.amount)} ·
                  line {m.bookingId} ·{" "}
                  <span className="text-muted-foreground">{m.providerRef ?? m.intentId}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
