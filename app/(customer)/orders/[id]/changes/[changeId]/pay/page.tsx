import type { Metadata } from "next";
import Link from "next/link";
import { AccessDenied } from "@/components/auth/access-denied";
import { CheckoutError } from "@/components/payments/checkout-error";
import { PaymentPanel } from "@/components/payments/payment-panel";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatEventDate } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { changeAwaitsPayment, traysText } from "@/lib/orders/order-actions";
import type { OrderDto } from "@/lib/orders/types";
import { currentActor } from "@/lib/server/auth/current-actor";
import { getPaymentProvider } from "@/lib/server/money/payments/get-provider";
import { getOrder } from "@/lib/server/orders/get-order";
import { toId } from "@/lib/validation/id";

export const metadata: Metadata = { title: "Pay the difference", robots: { index: false } };

type Props = { params: Promise<{ id: string; changeId: string }> };

/**
 * /orders/{id}/changes/{changeId}/pay: the difference of a change the kitchen accepted
 * (docs/product-rules.md §20), taken by the same card forms as every payment; the amount
 * is the change's, never the browser's.
 */
export default async function ChangePayPage({ params }: Props) {
  const actor = await currentActor();
  const p = await params;
  const id = toId(p.id);
  const changeId = toId(p.changeId);
  if (!actor) return <AccessDenied callbackUrl={`/orders/${p.id}/changes/${p.changeId}/pay`} />;
  let order: OrderDto | null = null;
  if (id !== null) order = await getOrder(actor, id).catch(() => null);
  const change = order?.changes.find((c) => c.id === changeId) ?? null;
  if (!order || !change || order.userId !== actor.userId) {
    return (
      <>
        <h1 className="text-3xl font-bold">Pay the difference</h1>
        <div className="mt-6">
          <CheckoutError message="This change could not be found." />
        </div>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold">Pay the difference</h1>
      <p className="mt-1 text-muted-foreground">
        Order #{order.id} · {order.caterer.name} · {formatEventDate(order.eventDate)} at{" "}
        {order.eventTime}
      </p>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Change #{change.id}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {change.lines.map((l, i) => (
                <li key={i} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0">
                    {l.dishName}: {l.from ? traysText(l.from) : "new"} → {traysText(l.to)}
                  </span>
                  <span className="shrink-0">
                    {formatCents(Math.max(0, (l.to?.totalCents ?? 0) - (l.from?.totalCents ?? 0)))}
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex justify-between border-t pt-3 font-bold">
              <span>To pay</span>
              <span data-testid="change-amount">{formatCents(change.chargeCents)}</span>
            </div>
          </CardContent>
        </Card>
        {changeAwaitsPayment(change) ? (
          <PaymentPanel
            intentUrl={`/api/orders/${order.id}/changes/${change.id}/payment-intent`}
            totalPrice={change.chargeCents}
            returnPath={`/orders/${order.id}/changes/${change.id}/paid`}
            checkout={getPaymentProvider().checkout}
            showServerError
          />
        ) : (
          <div className="space-y-4">
            <p className="font-medium">This change has nothing to pay now.</p>
            <Button asChild>
              <Link href={`/orders/${order.id}`}>Back to the order</Link>
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
