import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isDisputeOpen, kitchenFeeOwedCents } from "@/lib/money/disputes/rules";
import { disputeTakenBackCents } from "@/lib/money/payouts";
import type { DisputeDto } from "@/lib/money/disputes/types";
import { formatInstant } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { DisputeActions } from "./dispute-actions";
import { OpenTestDisputeForm } from "./open-test-dispute-form";

/**
 * /admin/payments, disputes (docs/product-rules.md §22): each dispute with its status, the
 * orders it flags, what it took back from each kitchen and who bears its fee; the controls
 * to answer it, and in test mode to open and decide one.
 */
export function DisputesSection({
  disputes,
  testMode,
}: {
  disputes: DisputeDto[];
  testMode: boolean;
}) {
  return (
    <section className="space-y-4" aria-labelledby="disputes-heading">
      <h2 id="disputes-heading" className="text-2xl font-bold">
        Disputes
      </h2>
      {testMode && (
        <Card>
          <CardContent className="p-4">
            <OpenTestDisputeForm />
          </CardContent>
        </Card>
      )}
      {disputes.length === 0 ? (
        <Card>
          <CardContent className="p-8 text-center text-muted-foreground">
            No payment has been disputed.
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3">
          {disputes.map((d) => (
            <li key={d.id}>
              <Card data-testid="dispute">
                <CardHeader className="space-y-1 p-4 pb-2">
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                    {formatCents(d.amountCents)} disputed
                    <Badge
                      variant={
                        isDisputeOpen(d.status) || d.status === "lost" ? "destructive" : "secondary"
                      }
                    >
                      {d.statusLabel}
                    </Badge>
                  </CardTitle>
                  <CardDescription className="break-all">
                    {d.reason.replaceAll("_", " ")} · {d.providerDisputeId} · opened{" "}
                    {formatInstant(d.createdAt)}
                  </CardDescription>
                </CardHeader>
                <CardContent className="space-y-2 p-4 pt-0 text-sm">
                  <ul className="divide-y">
                    {d.lines.map((l) => (
                      <li key={l.bookingId} className="py-1">
                        <p>
                          Order #{l.orderId} (line {l.bookingId}) · {l.catererName} · {l.dishName}:{" "}
                          {formatCents(l.amountCents)}
                        </p>
                        {(l.takenBackCents > 0 || l.feeCents > 0) && (
                          <p className="text-muted-foreground">
                            Taken back from the kitchen {formatCents(disputeTakenBackCents([l]))}
                            {kitchenFeeOwedCents(l) > 0
                              ? ` · fee owed by the kitchen ${formatCents(kitchenFeeOwedCents(l))}`
                              : ""}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                  <p className="text-muted-foreground">
                    Fee {formatCents(d.feeCents)}, borne by the{" "}
                    {d.feeBearer === "kitchen" ? "kitchen" : "platform"}
                    {d.evidenceSubmittedAt
                      ? ` · evidence submitted ${formatInstant(d.evidenceSubmittedAt)}`
                      : ""}
                    {d.closedAt ? ` · closed ${formatInstant(d.closedAt)}` : ""}
                  </p>
                  <DisputeActions dispute={d} testMode={testMode} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
