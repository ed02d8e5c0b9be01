"use client";

import { useState } from "react";
import Link from "next/link";
import { Banknote } from "lucide-react";
import { write } from "@/lib/client/write";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PAYOUT_STATE_LABELS, type PayoutStateValue } from "@/lib/money/payouts";
import { startPayoutOnboardingAction } from "../actions";

const EXPLAIN: Record<PayoutStateValue, string> = {
  not_started:
    "Set up payouts to receive your share of each order. You can take orders meanwhile: the money waits for you.",
  details_needed: "Stripe needs a few more details before it can pay you.",
  verified: "Your details are verified; Stripe is enabling payouts.",
  payouts_enabled: "Completed orders are paid out to your bank account.",
};

/** My Kitchen's payouts panel (docs/product-rules.md §19): the state and "Get paid". */
export function PayoutsCard({ state }: { state: PayoutStateValue }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const started = await write(startPayoutOnboardingAction, {
      refused: (message) => ({ title: "Could not start payout setup", description: message }),
      crashed: () => "Could not start payout setup",
      onDone: ({ url }) => window.location.assign(url),
    });
    if (!started?.ok) setBusy(false);
  };
  return (
    <Card className="mt-6" data-testid="payouts-card">
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <Banknote aria-hidden className="h-4 w-4" />
            Payouts
            <Badge variant={state === "payouts_enabled" ? "default" : "secondary"}>
              {PAYOUT_STATE_LABELS[state]}
            </Badge>
          </p>
          <p className="text-sm text-muted-foreground">{EXPLAIN[state]}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state !== "payouts_enabled" && (
            <Button onClick={start} disabled={busy}>
              {state === "not_started" ? "Get paid" : "Continue payout setup"}
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link href="/caterer-dishes/earnings">Earnings</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
