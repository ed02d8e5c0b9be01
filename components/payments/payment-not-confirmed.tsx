import { AlertCircle } from "lucide-react";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { PAYMENT_CONFIRMATION_ERROR } from "@/lib/money/checkout-text";

/** A payment's return page when the payment could not be confirmed: why, and whom to ask. */
export function PaymentNotConfirmed({
  message = PAYMENT_CONFIRMATION_ERROR,
  children,
}: {
  message?: string;
  /** Where to go next (the page's buttons). */
  children: React.ReactNode;
}) {
  return (
    <section className="flex flex-col items-center py-10 text-center">
      <AlertCircle aria-hidden className="h-14 w-14 text-red-600" />
      <p role="alert" className="mt-4 max-w-md text-lg font-medium text-red-800">
        {message}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Support:{" "}
        <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
      </p>
      {children}
    </section>
  );
}
