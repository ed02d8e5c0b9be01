import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatInstant } from "@/lib/format";
import { formatCents } from "@/lib/money";
import { PAYOUT_STATE_LABELS, type PayoutStateValue } from "@/lib/payments/payouts";
import { RetryTransferButton } from "./retry-transfer-button";

type Props = {
  feesByMonth: { month: string; feeCents: number }[];
  heldForKitchens: {
    catererId: number;
    name: string;
    payoutState: string;
    heldCents: number;
    settledCents: number;
    lines: number;
  }[];
  failedTransfers: {
    bookingId: number;
    amount: number;
    status: string;
    attempts: number;
    lastError: string | null;
    updatedAt: string;
  }[];
};

/**
 * /admin/payments, payouts (docs/product-rules.md §19): platform revenue (fees) per month,
 * money held for kitchens that cannot be paid yet, and transfers that failed.
 */
export function PayoutsSection({ feesByMonth, heldForKitchens, failedTransfers }: Props) {
  return (
    <section className="space-y-4" aria-labelledby="payouts-heading">
      <h2 id="payouts-heading" className="text-2xl font-bold">
        Payouts
      </h2>
      <Card>
        <CardHeader className="p-4 pb-2">
          <CardTitle className="text-base">Platform fees per month</CardTitle>
        </CardHeader>
        <CardContent className="p-4 pt-0 text-sm">
          {feesByMonth.length === 0 ? (
            <p className="text-muted-foreground">No fees yet.</p>
          ) : (
            <ul className="divide-y" data-testid="fees-by-month">
              {feesByMonth.map((m) => (
                <li key={m.month} className="flex justify-between py-1">
                  <span>{m.month}</span>
                  <span className="font-semibold">{formatCents(m.feeCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="p-4 pb-2">
          <CardTitle className="text-base">Held for kitchens without payouts</CardTitle>
        </CardHeader>
        <CardContent className="p-4 pt-0 text-sm">
          {heldForKitchens.length === 0 ? (
            <p className="text-muted-foreground">No money is waiting for a kitchen.</p>
          ) : (
            <ul className="divide-y" data-testid="held-for-kitchens">
              {heldForKitchens.map((k) => (
                <li key={k.catererId} className="space-y-1 py-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{k.name}</span>
                    <Badge variant="secondary">
                      {PAYOUT_STATE_LABELS[k.payoutState as PayoutStateValue]}
                    </Badge>
                  </p>
                  <p className="text-muted-foreground">
                    Owed now {formatCents(k.settledCents)} · held in all {formatCents(k.heldCents)}{" "}
                    over {k.lines} {k.lines === 1 ? "order" : "orders"}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="p-4 pb-2">
          <CardTitle className="text-base">Transfers that failed</CardTitle>
        </CardHeader>
        <CardContent className="p-4 pt-0 text-sm">
          {failedTransfers.length === 0 ? (
            <p className="text-muted-foreground">Every transfer went through.</p>
          ) : (
            <ul className="divide-y" data-testid="failed-transfers">
              {failedTransfers.map((t) => (
                <li key={t.bookingId} className="space-y-1 py-2" data-testid="failed-transfer">
                  <p>
                    {formatCents(t.amount)} for order #{t.bookingId} · {t.attempts} attempts ·{" "}
                    {formatInstant(t.updatedAt)}
                  </p>
                  {t.lastError && <p className="break-words text-red-700">{t.lastError}</p>}
                  {t.status === "failed" && <RetryTransferButton bookingId={t.bookingId} />}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
