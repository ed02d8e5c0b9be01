import { PaymentNotConfirmed } from "@/components/payments/payment-not-confirmed";
import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/money/cents";

function NextSteps() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Button asChild variant="outline">
        <Link href="/">Home</Link>
      </Button>
      <Button asChild>
        <Link href="/my-orders">My Orders</Link>
      </Button>
    </div>
  );
}

export function PaymentConfirmed({
  bookingId,
  catererName,
  dishName,
  amount,
  tipCents = 0,
}: {
  bookingId: number;
  catererName: string;
  dishName: string;
  amount: number;
  /** The tip included in amount (docs/product-rules.md §19). */
  tipCents?: number;
}) {
  return (
    <section className="flex flex-col items-center py-10 text-center" data-testid="payment-success">
      <CheckCircle2 aria-hidden className="h-14 w-14 text-green-600" />
      <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        Thank you! We received your payment of{" "}
        <span className="font-semibold text-foreground">{formatCents(amount)}</span> for {dishName}{" "}
        from {catererName} (booking #{bookingId}). The caterer will confirm your order.
      </p>
      {tipCents > 0 && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="tip-paid">
          Including a {formatCents(tipCents)} tip, all of it for {catererName}.
        </p>
      )}
      <NextSteps />
    </section>
  );
}

export function PaymentConfirmationError() {
  return (
    <PaymentNotConfirmed>
      <NextSteps />
    </PaymentNotConfirmed>
  );
}
