"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiRequest } from "@/lib/client/api";
import { CHECKOUT_ERRORS } from "@/lib/payments/checkout-text";
import type { CheckoutConfig } from "@/lib/payments/types";
import { CheckoutError } from "./checkout-error";
import { TestCardForm } from "./test-card-form";

// Stripe.js is only ever loaded when Stripe is the provider.
const StripePaymentForm = dynamic(
  () => import("./stripe-payment-form").then((m) => m.StripePaymentForm),
  { ssr: false, loading: () => <FormSkeleton /> },
);

function FormSkeleton() {
  return (
    <div className="space-y-3" aria-label="Loading payment form">
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
 */
export function PaymentPanel({
  intentUrl,
  intentBody,
  totalPrice,
  returnPath,
  checkout,
  showServerError = false,
}: {
  intentUrl: string;
  intentBody?: unknown;
  /** Cents: what the server charges (the same amount model as the intent). */
  totalPrice: number;
  returnPath: string;
  checkout: CheckoutConfig;
  /** Show the server's reason when the intent is refused (events), not the spec's text. */
  showServerError?: boolean;
}) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const payable = checkout.kind !== "unconfigured";
  const body = JSON.stringify(intentBody ?? null);

  useEffect(() => {
    if (!payable) return;
    let active = true;
    apiRequest<{ clientSecret?: string }>("POST", intentUrl, JSON.parse(body) ?? undefined)
      .then((result) => {
        if (!active) return;
        setState(
          result?.clientSecret
            ? { kind: "ready", clientSecret: result.clientSecret }
            : { kind: "error", message: CHECKOUT_ERRORS.unableToInit },
        );
      })
      .catch((e: unknown) => {
        if (!active) return;
        const server = e instanceof ApiError ? e.serverMessage : undefined;
        setState({
          kind: "error",
          message: showServerError && server ? server : CHECKOUT_ERRORS.initFailed,
        });
      });
    return () => {
      active = false;
    };
  }, [intentUrl, body, payable, showServerError]);

  if (!payable) return <CheckoutError message={CHECKOUT_ERRORS.notConfigured} />;
  if (state.kind === "error") return <CheckoutError message={state.message} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Payment Details</CardTitle>
      </CardHeader>
      <CardContent>
        {state.kind === "loading" ? (
          <FormSkeleton />
        ) : checkout.kind === "stripe" ? (
          <StripePaymentForm
            publishableKey={checkout.publishableKey}
            clientSecret={state.clientSecret}
            totalPrice={totalPrice}
            returnPath={returnPath}
          />
        ) : (
          <TestCardForm
            clientSecret={state.clientSecret}
            totalPrice={totalPrice}
            returnPath={returnPath}
          />
        )}
      </CardContent>
    </Card>
  );
}
