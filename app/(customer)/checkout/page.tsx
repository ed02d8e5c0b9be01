import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckoutError } from "@/components/payments/checkout-error";
import { PaymentPanel } from "@/components/payments/payment-panel";
import { DismissToast } from "@/components/payments/dismiss-toast";
import {
  CHECKOUT_ERRORS,
  ORDER_PAID,
  ORDER_PLACED_TOAST,
  orderPaidDetail,
  paymentReturnPath,
} from "@/lib/money/checkout-text";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { getCheckout, type CheckoutSummary } from "@/lib/server/money/payments/get-checkout";
import { toId } from "@/lib/validation/id";
import { formatCents } from "@/lib/money/cents";
import { OrderSummary } from "./_components/order-summary";
import { log } from "@/lib/server/observability/log";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

type SearchParams = Promise<{ booking_id?: string | string[]; amount?: string | string[] }>;

/**
 * /checkout?booking_id={id}(&amount=...): the order summary and the card form. The amount
 * in the URL is ignored; the total and the charge come from the booking.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const { booking_id } = await searchParams;
  const raw = Array.isArray(booking_id) ? booking_id[0] : booking_id;
  const bookingId = toId(raw);

  let summary: CheckoutSummary | null = null;
  let error: string | null = null;
  if (bookingId === null) {
    error = CHECKOUT_ERRORS.missingBooking;
  } else {
    try {
      summary = await getCheckout(await currentActor(), bookingId);
    } catch (e) {
      if (!isAppError(e)) log.error("Loading the checkout failed", e);
      error = CHECKOUT_ERRORS.loadFailed;
    }
  }

  return (
    <>
      <h1 className="text-3xl font-bold">Checkout</h1>
      <p className="mt-1 text-muted-foreground">Review your order and pay by card.</p>
      <DismissToast id={ORDER_PLACED_TOAST} />
      <div className="mt-6">
        {error || !summary ? (
          <CheckoutError message={error ?? CHECKOUT_ERRORS.loadFailed} />
        ) : (
          <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
            <OrderSummary summary={summary} />
            {summary.blocker ? (
              <div className="space-y-4">
                {summary.chargedCents > 0 ? (
                  // Paid (back from the payment page, or an old link): say so plainly.
                  <Alert data-testid="order-paid">
                    <p className="font-semibold">{ORDER_PAID}</p>
                    <p>{summary.blocker}.</p>
                    <p>{orderPaidDetail(formatCents(summary.chargedCents))}</p>
                  </Alert>
                ) : (
                  <Alert>{summary.blocker}.</Alert>
                )}
                <div className="flex flex-wrap gap-3">
                  <Button asChild variant="outline">
                    <Link href="/">Return to Home</Link>
                  </Button>
                  <Button asChild>
                    {summary.eventId ? (
                      <Link href={`/events/${summary.eventId}/pay`}>Pay for the event</Link>
                    ) : (
                      <Link href="/my-orders">My Orders</Link>
                    )}
                  </Button>
                </div>
              </div>
            ) : (
              <PaymentPanel
                intentUrl="/api/create-payment-intent"
                intentBody={{ bookingId: summary.bookingId }}
                totalPrice={summary.totalPrice}
                returnPath={paymentReturnPath(summary.bookingId)}
                checkout={summary.checkout}
                tip
              />
            )}
          </div>
        )}
      </div>
    </>
  );
}
