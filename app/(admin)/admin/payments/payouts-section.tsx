import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatInstant } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import {
  OWED_LABEL,
  PAYOUT_STATE_LABELS,
  receivableLeftCents,
  type PayoutStateValue,
} from "@/lib/money/payouts";
import { PayOutTestBalanceButton } from "./pay-out-test-balance-button";
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
  openReceivables: {
    id: number;
    catererId: number;
    name: string;
    bookingId: number;
    amountCents: number;
    recoveredCents: number;
    reasonLabel: string;
    createdAt: string;
  }[];
  /** Test mode only (null under Stripe): kitchens whose test balance may be paid out. */
  testBalances: { catererId: number; name: string }[] | null;
};

/**
 * /admin/payments, payouts (docs/product-rules.md §19): platform revenue (fees) per month,
 * money held for kitchens that cannot be paid yet, transfers that failed, and what kitchens
 * owe back (open receivables); in test mode, a way to empty a kitchen's test balance.
 */
export function PayoutsSection({
  feesByMonth,
  heldForKitchens,
  failedTransfers,
  openReceivables,
  testBalances,
}: Props) {
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
      <Card>
        <CardHeader className="p-4 pb-2">
          <CardTitle className="text-base">{OWED_LABEL} by kitchens</CardTitle>
        </CardHeader>
        <CardContent className="p-4 pt-0 text-sm">
          {openReceivables.length === 0 ? (
            <p className="text-muted-foreground">No kitchen owes anything.</p>
          ) : (
            <ul className="divide-y" data-testid="open-receivables">
              {openReceivables.map((r) => (
                <li key={r.id} className="space-y-1 py-2" data-testid="open-receivable">
                  <p>
                    <span className="font-semibold">{r.name}</span> owes{" "}
                    {formatCents(receivableLeftCents(r))} (of {formatCents(r.amountCents)} for order
                    #{r.bookingId}; recovered {formatCents(r.recoveredCents)})
                  </p>
                  <p className="text-muted-foreground">
                    {r.reasonLabel} · {formatInstant(r.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {testBalances && testBalances.length > 0 && (
        <Card>
          <CardHeader className="p-4 pb-2">
            <CardTitle className="text-base">Test mode: kitchen balances</CardTitle>
          </CardHeader>
          <CardContent className="p-4 pt-0 text-sm">
            <p className="text-muted-foreground">
              Pay a kitchen&apos;s test balance out, as Stripe does, so that a refund after its
              payout is owed by the kitchen.
            </p>
            <ul className="divide-y">
              {testBalances.map((k) => (
                <li key={k.catererId} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="font-semibold">{k.name}</span>
                  <PayOutTestBalanceButton catererId={k.catererId} name={k.name} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
