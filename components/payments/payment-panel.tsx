"use client";

import { useRouter } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { send } from "@/lib/client/write";
import { lazyComponent } from "@/lib/client/lazy-component";
import { withTipCents } from "@/lib/money/amounts";
import { CHECKOUT_ERRORS, TIP_PENDING } from "@/lib/money/checkout-text";
import type { CheckoutConfig } from "@/lib/money/types";
import { CheckoutError } from "./checkout-error";
import { TestCardForm } from "./test-card-form";
import { TipPicker, type TipPending } from "./tip-picker";

// Stripe.js is only ever loaded when Stripe is the provider.
const StripePaymentForm = lazyComponent(() =>
  import("./stripe-payment-form").then((m) => m.StripePaymentForm),
);

function FormSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading payment form">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}

type State =
  | { kind: "loading" }
  | { kind: "ready"; clientSecret: string }
  | { kind: "error"; message: string };

/**
 * The card form of a single order's checkout and of an event's pay page: asks the server
 * for the payment intent (`intentUrl`, with `intentBody`), then shows Stripe's Payment
 * Element or the test-mode form, whichever the server's provider is. Both send the
 * customer to `returnPath` with the paid intent, where the server records the payment.
 *
 * With `tip`, the customer may add a tip (docs/product-rules.md §19): the intent is asked
 * for again with `tipCents` in the body (omitted for no tip, so a tipless request is the
 * spec's), the server replaces the intent for the new amount, and the form remounts with
 * the new client secret.
 */
export function PaymentPanel({
  intentUrl,
  intentBody,
  totalPrice,
  returnPath,
  checkout,
  showServerError = false,
  tip = false,
  tipBaseCents,
}: {
  intentUrl: string;
  /** The intent request's JSON body (`{ bookingId }`); none for an event's intent. */
  intentBody?: Record<string, unknown>;
  /** Cents: what the server charges (the same amount model as the intent). */
  totalPrice: number;
  returnPath: string;
  checkout: CheckoutConfig;
  /** Show the server's reason when the intent is refused (events), not the spec's text. */
  showServerError?: boolean;
  /** Offer a tip on `totalPrice` (the amount due). */
  tip?: boolean;
  /** What the tip's percentages are of, when not all of `totalPrice`: the food, without delivery fees. */
  tipBaseCents?: number;
}) {
  // Each answer is kept with the request body it answers: a new tip shows loading again.
  const [answer, setAnswer] = useState<{ body: string; state: State } | null>(null);
  const router = useRouter();
  const [tipCents, setTipCents] = useState(0);
  const [tipPending, setTipPending] = useState<TipPending>(null);
  const payable = checkout.kind !== "unconfigured";
  const withTip = tipCents > 0 ? { ...intentBody, tipCents } : intentBody;
  const body = JSON.stringify(withTip ?? null);
  const charged = withTipCents(totalPrice, tipCents);
  const state: State = answer?.body === body ? answer.state : { kind: "loading" };

  useEffect(() => {
    if (!payable) return;
    let active = true;
    // The intent is a write whose answer is the page's state, not a toast.
    const failed = (server?: string): State => ({
      kind: "error",
      message: showServerError && server ? server : CHECKOUT_ERRORS.initFailed,
    });
    send<{ clientSecret?: string }>("POST", intentUrl, JSON.parse(body) ?? undefined)
      .then((result) => {
        if (!active) return;
        if (!result.ok) {
          // Paid or being paid meanwhile (e.g. Back from the payment page restores this page
          // from the router's cache): the server's page says so, so fetch it again.
          if (result.code === "conflict") router.refresh();
          return setAnswer({ body, state: failed(result.message) });
        }
        setAnswer({
          body,
          state: result.data?.clientSecret
            ? { kind: "ready", clientSecret: result.data.clientSecret }
            : { kind: "error", message: CHECKOUT_ERRORS.unableToInit },
        });
      })
      .catch(() => {
        if (active) setAnswer({ body, state: failed() });
      });
    return () => {
      active = false;
    };
  }, [intentUrl, body, payable, showServerError, router]);

  if (!payable) return <CheckoutError message={CHECKOUT_ERRORS.notConfigured} />;
  if (state.kind === "error") return <CheckoutError message={state.message} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Payment Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {tip && (
          <TipPicker
            dueCents={totalPrice}
            percentOfCents={tipBaseCents}
            tipCents={tipCents}
            onChange={setTipCents}
            onPendingChange={setTipPending}
            disabled={state.kind === "loading"}
          />
        )}
        {tipPending ? (
          // Paying now would leave the typed tip out: the card form waits for it.
          <p className="text-sm text-muted-foreground" data-testid="tip-pending">
            {TIP_PENDING[tipPending]}
          </p>
        ) : state.kind === "loading" ? (
          <FormSkeleton />
        ) : checkout.kind === "stripe" ? (
          <Suspense fallback={<FormSkeleton />}>
            <StripePaymentForm
              key={state.clientSecret}
              publishableKey={checkout.publishableKey}
              clientSecret={state.clientSecret}
              totalPrice={charged}
              returnPath={returnPath}
            />
          </Suspense>
        ) : (
          <TestCardForm
            key={state.clientSecret}
            clientSecret={state.clientSecret}
            totalPrice={charged}
            returnPath={returnPath}
          />
        )}
      </CardContent>
    </Card>
  );
}
