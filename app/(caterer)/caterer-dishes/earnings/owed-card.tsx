import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatInstant } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { OWED_LABEL } from "@/lib/money/payouts";
import type { ReceivableRow } from "@/lib/server/money/payouts/earnings";

/**
 * What the kitchen owes TrayTable (docs/product-rules.md §19): refunds after its payout
 * that its Stripe balance could not give back, and how much of each its later earnings
 * have paid. Shown only when there is one.
 */
export function OwedCard({
  owedCents,
  receivables,
}: {
  owedCents: number;
  receivables: ReceivableRow[];
}) {
  if (receivables.length === 0) return null;
  return (
    <Card data-testid="owed-to-traytable">
      <CardHeader className="p-4 pb-2">
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          {OWED_LABEL}: <span data-testid="owed-amount">{formatCents(owedCents)}</span>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Taken from your next payouts until it is paid; nothing to do on your side.
        </p>
      </CardHeader>
      <CardContent className="p-4 pt-0 text-sm">
        <ul className="divide-y">
          {receivables.map((r) => (
            <li key={r.id} className="space-y-1 py-2" data-testid="owed-row">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">
                  {formatCents(r.amountCents)} for order #{r.bookingId}
                </span>
                <Badge variant={r.status === "open" ? "destructive" : "secondary"}>
                  {r.status === "open" ? "Open" : "Paid"}
                </Badge>
              </p>
              <p className="text-muted-foreground">
                {r.reasonLabel} · {formatInstant(r.createdAt)}
              </p>
              <p>
                Recovered from your payouts: {formatCents(r.recoveredCents)} of{" "}
                {formatCents(r.amountCents)}
                {r.settledAt ? ` · paid ${formatInstant(r.settledAt)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
