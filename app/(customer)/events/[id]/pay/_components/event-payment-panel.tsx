"use client";

import { useEffect, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiRequest } from "@/lib/client/api";
import { CHECKOUT_ERRORS } from "@/lib/payments/checkout-text";
import type { CheckoutConfig } from "@/lib/types/payment";
import { CheckoutError } from "../../../../checkout/_components/checkout-error";
import { TestCardForm } from "../../../../checkout/_components/test-card-form";

/**
 * The card form for an event's one payment: asks the server for the event's intent (POST
 * /api/events/{id}/payment-intent), then shows the test-mode card form. Stripe Elements for
 * events is not wired yet: with Stripe keys set, the page says so instead of taking a card.
 */
export function EventPaymentPanel({
  eventId,
  amount,
  checkout,
}: {
  eventId: number;
  amount: number;
  checkout: CheckoutConfig;
}) {
  const [state, setState] = useState<
    | { kind: "loading" }
    | { kind: "ready"; clientSecret: string }
    | { kind: "error"; message: string }
  >({ kind: "loading" });
  const supported = checkout.kind === "test";

  useEffect(() => {
    if (!supported) return;
    let active = true;
    apiRequest<{ clientSecret: string }>("POST", `/api/events/${eventId}/payment-intent`)
      .then((r) => active && setState({ kind: "ready", clientSecret: r.clientSecret }))
      .catch((e: unknown) => {
        if (!active) return;
        const message =
          e instanceof ApiError && e.serverMessage ? e.serverMessage : CHECKOUT_ERRORS.initFailed;
        setState({ kind: "error", message });
      });
    return () => {
      active = false;
    };
  }, [eventId, supported]);

  if (checkout.kind === "unconfigured")
    return <CheckoutError message={CHECKOUT_ERRORS.notConfigured} />;
  if (!supported) {
    return (
      <CheckoutError message="Card payments for events are not available yet. Please pay each order from My Orders." />
    );
  }
  if (state.kind === "error") return <CheckoutError message={state.message} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Payment Details</CardTitle>
      </CardHeader>
      <CardContent>
        {state.kind === "loading" ? (
          <div className="space-y-3" aria-label="Loading payment form">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <TestCardForm
            clientSecret={state.clientSecret}
            bookingId={0}
            totalPrice={amount}
            successHref={`/my-orders?event=${eventId}`}
          />
        )}
      </CardContent>
    </Card>
  );
}
