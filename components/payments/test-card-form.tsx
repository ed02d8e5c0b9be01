"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { FlaskConical } from "lucide-react";
import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { send, write } from "@/lib/client/write";
import {
  PAYMENT_FAILED_TOAST,
  TEST_MODE_LABEL,
  withPaymentIntent,
} from "@/lib/money/checkout-text";
import {
  CARD_ERRORS,
  cardInputError,
  formatCardNumber,
  formatExpiry,
  type CardErrorCode,
} from "@/lib/money/test-cards";
import { CheckoutButtons } from "./checkout-buttons";

const FIELD_OF: Record<CardErrorCode, "number" | "expiry" | "cvc" | null> = {
  incomplete_number: "number",
  incorrect_number: "number",
  invalid_expiry: "expiry",
  expired_card: "expiry",
  incomplete_cvc: "cvc",
  card_declined: null,
  live_card_in_test_mode: null,
};

/**
 * The built-in test provider's card form (no Stripe keys). It behaves like Stripe Elements:
 * obvious mistakes are shown under the field, a declined card shows the "Payment Failed"
 * toast with the card error, and a success goes to `returnPath` with the paid intent, like
 * Stripe's return URL, where the payment is confirmed.
 */
export function TestCardForm({
  clientSecret,
  totalPrice,
  returnPath,
}: {
  clientSecret: string;
  totalPrice: number;
  returnPath: string;
}) {
  const router = useRouter();
  const [card, setCard] = useState({ number: "", expiry: "", cvc: "" });
  const [fieldError, setFieldError] = useState<{
    field: "number" | "expiry" | "cvc";
    message: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof typeof card, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problem = cardInputError(card);
    const problemField = problem ? FIELD_OF[problem] : null;
    if (problem && problemField) {
      setFieldError({ field: problemField, message: CARD_ERRORS[problem] });
      return;
    }
    setBusy(true);
    const failed = (message: string) => ({
      title: PAYMENT_FAILED_TOAST,
      description: message || "Something went wrong. Please try again.",
    });
    const paid = await write(
      () =>
        send<{ paymentIntentId: string; status: string }>("POST", "/api/test-payments/confirm", {
          clientSecret,
          ...card,
        }),
      {
        refused: failed,
        crashed: () => failed(""),
        onDone: (result) => router.push(withPaymentIntent(returnPath, result.paymentIntentId)),
      },
    );
    if (!paid?.ok) setBusy(false);
  }

  const errorFor = (field: "number" | "expiry" | "cvc") =>
    fieldError?.field === field ? fieldError.message : undefined;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <div>
          <p className="font-semibold">{TEST_MODE_LABEL}</p>
          <p className="mt-1">
            Pay with 4242 4242 4242 4242, any future expiry date and any CVC. The card 4000 0000
            0000 0002 is declined.
          </p>
        </div>
      </div>
      <Field id="card-number" label="Card number" error={errorFor("number")}>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => update("number", formatCardNumber(e.target.value))}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label="Expiry (MM / YY)" error={errorFor("expiry")}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => update("expiry", formatExpiry(e.target.value))}
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={errorFor("cvc")}>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => update("cvc", e.target.value.replace(/\D/g, ""))}
          />
        </Field>
      </div>
      <CheckoutButtons busy={busy} totalPrice={totalPrice} />
    </form>
  );
}
