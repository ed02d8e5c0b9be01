import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { StatCard } from "@/components/stats/stat-card";
import { formatEventDate } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { PAYOUT_STATE_LABELS, feeLabel, heldHint } from "@/lib/money/payouts";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { getEarnings } from "@/lib/server/money/payouts/earnings";
import { Restricted } from "../../_components/restricted";
import { OwedCard } from "./owed-card";

export const metadata: Metadata = { title: "Earnings", robots: { index: false } };

async function load() {
  try {
    return { earnings: await getEarnings(await currentActor()) };
  } catch (error) {
    if (isAppError(error) && (error.code === "forbidden" || error.code === "unauthenticated")) {
      return { denied: error.message };
    }
    throw error;
  }
}

/**
 * Earnings (docs/product-rules.md §19): per paid order, what the customer paid, the
 * platform fee, what the kitchen gets and where that money is; totals pending, on its way
 * and paid out; what it owes TrayTable (refunds after payout); a CSV export of the rows.
 */
export default async function EarningsPage() {
  const result = await load();
  if (!result.earnings) return <Restricted message={result.denied} />;
  const { payoutState, isGrandfathered, totals, rows, owedCents, receivables } = result.earnings;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Earnings</h1>
          <p className="mt-1 text-muted-foreground">Payouts: {PAYOUT_STATE_LABELS[payoutState]}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link href="/caterer-dishes">My Kitchen</Link>
          </Button>
          <Button variant="outline" asChild>
            <a href="/api/caterer/earnings.csv" download>
              Export CSV
            </a>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label="Pending" value={formatCents(totals.pending)} hint="Paid, not completed" />
        <StatCard
          label="Waiting for payouts"
          value={formatCents(totals.held)}
          hint={heldHint(payoutState)}
        />
        <StatCard label="On its way" value={formatCents(totals.on_its_way)} hint="Transferred" />
        <StatCard label="Paid out" value={formatCents(totals.paid_out)} />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="fee-basis">
        The platform fee is on the food only: tips and delivery fees are yours in full.
      </p>
      <OwedCard owedCents={owedCents} receivables={receivables} />
      {rows.length === 0 ? (
        <Card>
          <CardContent className="p-8 text-center text-muted-foreground">
            No paid orders yet.
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3">
          {rows.map((r) => (
            <li key={r.bookingId}>
              <Card data-testid="earning-row">
                <CardContent className="space-y-2 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold">
                      Order #{r.bookingId} · {r.dishName}
                    </p>
                    <Badge variant={r.status === "held" ? "destructive" : "secondary"}>
                      {r.statusLabel}
                    </Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {formatEventDate(r.eventDate)} · {r.customerName}
                    {r.eventId ? ` · event #${r.eventId}` : ""} · {r.orderStatus}
                  </p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                    <dt className="text-muted-foreground">Paid</dt>
                    <dd>{formatCents(r.chargedCents)}</dd>
                    {r.tipCents > 0 && (
                      <>
                        <dt className="text-muted-foreground">Tip (no fee)</dt>
                        <dd data-testid="earning-tip">{formatCents(r.tipCents)}</dd>
                      </>
                    )}
                    {r.deliveryFeeCents > 0 && (
                      <>
                        <dt className="text-muted-foreground">Delivery (all yours, no fee)</dt>
                        <dd data-testid="earning-delivery">{formatCents(r.deliveryFeeCents)}</dd>
                      </>
                    )}
                    {r.refundedCents > 0 && (
                      <>
                        <dt className="text-muted-foreground">Refunded</dt>
                        <dd>{formatCents(r.refundedCents)}</dd>
                      </>
                    )}
                    <dt className="text-muted-foreground" data-testid="earning-fee-label">
                      {feeLabel(r.feeBps, isGrandfathered)}
                    </dt>
                    <dd data-testid="earning-fee">{formatCents(r.feeCents)}</dd>
                    <dt className="text-muted-foreground">You get</dt>
                    <dd className="font-semibold" data-testid="earning-amount">
                      {formatCents(r.earningCents)}
                    </dd>
                    {r.disputeTakenBackCents > 0 && (
                      <>
                        <dt className="text-muted-foreground">Taken back (dispute)</dt>
                        <dd data-testid="earning-dispute">
                          {formatCents(r.disputeTakenBackCents)}
                        </dd>
                      </>
                    )}
                    {r.recoveredCents > 0 && (
                      <>
                        <dt className="text-muted-foreground">Kept for amount owed</dt>
                        <dd data-testid="earning-recovered">{formatCents(r.recoveredCents)}</dd>
                      </>
                    )}
                  </dl>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
