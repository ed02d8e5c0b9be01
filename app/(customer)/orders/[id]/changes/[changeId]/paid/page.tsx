import { PaymentNotConfirmed } from "@/components/payments/payment-not-confirmed";
import type { Metadata } from "next";
import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/money/cents";
import { PAYMENT_CONFIRMATION_ERROR } from "@/lib/money/checkout-text";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { log } from "@/lib/server/observability/log";
import { confirmChangePayment } from "@/lib/server/payment-sync/change-payment";
import { getOrder } from "@/lib/server/orders/get-order";
import { toId } from "@/lib/validation/id";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

type Props = {
  params: Promise<{ id: string; changeId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Where the card forms send the customer after paying a change's difference: the payment is
 * confirmed through the same domain function as its API (the intent read again from the
 * provider), which applies the change; a reload changes nothing.
 */
export default async function ChangePaidPage({ params, searchParams }: Props) {
  const p = await params;
  const id = toId(p.id);
  const changeId = toId(p.changeId);
  const query = await searchParams;
  const actor = await currentActor();
  let problem: string | null = null;
  let done = false;
  if (id !== null && changeId !== null) {
    try {
      await confirmChangePayment(actor, id, changeId, {
        paymentIntentId: first(query.payment_intent) ?? "",
      });
      done = true;
    } catch (error) {
      if (!isAppError(error)) log.error("Confirming a change's payment failed", error);
      else if (error.code === "conflict") problem = error.message;
    }
  }
  const order = done && id !== null ? await getOrder(actor, id).catch(() => null) : null;
  if (!order) {
    return (
      <PaymentNotConfirmed message={problem ?? PAYMENT_CONFIRMATION_ERROR}>
        <Button asChild className="mt-8">
          <Link href="/my-orders">My Orders</Link>
        </Button>
      </PaymentNotConfirmed>
    );
  }
  return (
    <section className="flex flex-col items-center py-10 text-center">
      <CheckCircle2 aria-hidden className="h-14 w-14 text-green-600" />
      <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
      <p className="mt-2 max-w-md text-muted-foreground" data-testid="change-applied">
        Your change to order #{order.id} is applied:{" "}
        {order.lines.filter((l) => l.status !== "cancelled").length} dishes,{" "}
        {formatCents(order.money.totalCents)} in all. A receipt is on its way by email.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={`/orders/${order.id}`}>View your order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/my-orders">My Orders</Link>
        </Button>
      </div>
    </section>
  );
}
