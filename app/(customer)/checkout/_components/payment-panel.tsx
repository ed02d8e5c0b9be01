"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/client/api";
import { CHECKOUT_ERRORS } from "@/lib/payments/checkout-text";
import type { CheckoutConfig } from "@/lib/types/payment";
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
 * The card form: asks the server for the booking's payment intent (POST
 * /api/create-payment-intent), then shows Stripe Elements or the test-mode form, whichever
 * the server's provider is.
 */
export function PaymentPanel({
  bookingId,
  totalPrice,
  checkout,
}: {
  bookingId: number;
  totalPrice: number;
  checkout: CheckoutConfig;
}) {
  const [state, setState] = useState<State>({ kind: "loading" });

  const payable = checkout.kind !== "unconfigured";

  useEffect(() => {
    if (!payable) return;
    let active = true;
    apiRequest<{ clientSecret?: string }>("POST", "/api/create-payment-intent", { bookingId })
      .then((result) => {
        if (!active) return;
        setState(
          result?.clientSecret
            ? { kind: "ready", clientSecret: result.clientSecret }
            : { kind: "error", message: CHECKOUT_ERRORS.unableToInit },
        );
      })
      .catch(() => {
        if (active) setState({ kind: "error", message: CHECKOUT_ERRORS.initFailed });
      });
    return () => {
      active = false;
    };
  }, [bookingId, payable]);

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
            bookingId={bookingId}
            totalPrice={totalPrice}
          />
        ) : (
          <TestCardForm
            clientSecret={state.clientSecret}
            bookingId={bookingId}
            totalPrice={totalPrice}
          />
        )}
      </CardContent>
    </Card>
  );
}
