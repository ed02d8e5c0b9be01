import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatInstant } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { requireAdminPage } from "@/lib/server/auth/require-admin-page";
import { getReconciliation } from "@/lib/server/payment-sync/reconcile-payments";
import { getPayoutsOverview } from "@/lib/server/money/payouts/admin-payouts";
import { paymentMode } from "@/lib/money/payment-mode";
import { listDisputes } from "@/lib/server/money/disputes/list-disputes";
import { lookUpOrderMoney } from "@/lib/server/money/payments/look-up-order-money";
import { ORDER_NUMBER_INVALID } from "@/lib/money/ledger-totals";
import { toId } from "@/lib/validation/id";
import { DisputesSection } from "./disputes-section";
import { OrderLookup } from "./order-lookup";
import { PayoutsSection } from "./payouts-section";

export const metadata: Metadata = { title: "Payments to check", robots: { index: false } };

/**
 * /admin/payments (docs/product-rules.md §16): payments that succeeded but could not be
 * applied to what they were made for. Each is refunded in full automatically; one whose
 * refund keeps failing needs an admin (the provider's dashboard). Also when the
 * reconciliation job last looked for payments recorded nowhere, how many work items failed
 * for good, the disputes (§22) and the payouts (§19), and one order's money looked up by its
 * number (?order=).
 */
export default async function AdminPaymentsPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const actor = await requireAdminPage("/admin/payments");
  const { order: asked } = await searchParams;
  const query = typeof asked === "string" ? asked.trim() : "";
  const orderId = toId(query);
  const problem = query && orderId === null ? ORDER_NUMBER_INVALID : null;
  const found = orderId === null ? undefined : await lookUpOrderMoney(actor, orderId);
  const { unmatched, lastRun } = await getReconciliation(actor);
  const open = unmatched.filter((u) => !u.refundedAt);
  const payouts = await getPayoutsOverview(actor);
  const disputes = await listDisputes(actor);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Payments to check</h1>
        <p className="text-muted-foreground">
          Payments that succeeded but could not be applied to their order or event. Each is refunded
          in full automatically and its customer is emailed why.
        </p>
        <p className="text-sm text-muted-foreground" data-testid="reconciliation-run">
          {lastRun
            ? `Reconciliation last ran ${formatInstant(lastRun.at)}${lastRun.error ? `: ${lastRun.error}` : "."}`
            : "Reconciliation has not run yet."}{" "}
          Waiting for a refund: {open.length}.
        </p>
        {payouts.failedWork > 0 && (
          <p className="text-sm text-red-700" data-testid="failed-work">
            Refunds, transfers or reversals given up after every retry: {payouts.failedWork} (the
            worker&apos;s log names each).
          </p>
        )}
      </div>
      <OrderLookup query={query} problem={problem} found={found} />
      {unmatched.length === 0 ? (
        <Card>
          <CardContent className="p-8 text-center text-muted-foreground">
            Every payment is recorded against what it paid for.
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3">
          {unmatched.map((u) => (
            <li key={u.intentId}>
              <Card data-testid="unmatched-payment">
                <CardHeader className="space-y-1 p-4 pb-2">
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                    {formatCents(u.amount)} for{" "}
                    {u.eventId ? `event #${u.eventId}` : `order #${u.bookingId}`}
                    {u.refundedAt ? (
                      <Badge variant="secondary">Refunded</Badge>
                    ) : (
                      <Badge variant="destructive">Refund pending</Badge>
                    )}
                  </CardTitle>
                  <CardDescription className="break-all">Payment {u.intentId}</CardDescription>
                </CardHeader>
                <CardContent className="space-y-1 p-4 pt-0 text-sm">
                  <p>Why: {u.reason}</p>
                  <p className="text-muted-foreground">
                    Received {formatInstant(u.createdAt)}
                    {u.refundedAt ? ` · refunded ${formatInstant(u.refundedAt)}` : ""}
                    {u.attempts ? ` · ${u.attempts} refund attempts` : ""}
                  </p>
                  {u.lastError && (
                    <p className="break-words text-red-700">Last error: {u.lastError}</p>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <DisputesSection disputes={disputes} testMode={paymentMode() === "test"} />
      <PayoutsSection {...payouts} />
    </div>
  );
}
