"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import {
  CHECKOUT_ERRORS,
  PAYMENT_FAILED_TOAST,
  withPaymentIntent,
} from "@/lib/money/checkout-text";
import { CheckoutError } from "./checkout-error";
import { CheckoutButtons } from "./checkout-buttons";

// One Stripe.js instance per publishable key; a failed load can be retried on next mount.
const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      stripePromises.delete(publishableKey);
      return null;
    });
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

function StripeCardForm({ returnPath, totalPrice }: { returnPath: string; totalPrice: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      // Redirecting methods come back here; Stripe appends payment_intent itself.
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      redirect: "if_required",
    });
    if (error) {
      toast.error(PAYMENT_FAILED_TOAST, { description: error.message });
      setBusy(false);
      return;
    }
    router.push(withPaymentIntent(returnPath, paymentIntent.id));
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5">
      <PaymentElement onReady={() => setReady(true)} />
      <CheckoutButtons busy={busy} disabled={!stripe || !ready} totalPrice={totalPrice} />
    </form>
  );
}

/** Stripe's Payment Element, when the Stripe keys are set; `returnPath` records the payment. */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnPath,
  totalPrice,
}: {
  publishableKey: string;
  clientSecret: string;
  returnPath: string;
  totalPrice: number;
}) {
  const [failed, setFailed] = useState(false);
  const [stripePromise] = useState(() =>
    stripeFor(publishableKey).then((s) => {
      if (!s) setFailed(true);
      return s;
    }),
  );
  if (failed) return <CheckoutError message={CHECKOUT_ERRORS.unableToInit} />;
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: "stripe" } }}>
      <StripeCardForm returnPath={returnPath} totalPrice={totalPrice} />
    </Elements>
  );
}
