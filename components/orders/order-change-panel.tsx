"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { write } from "@/lib/client/write";
import { withdrawChangeAction } from "@/lib/actions/orders";
import { formatCents } from "@/lib/money/cents";
import { changeAwaitsPayment } from "@/lib/orders/order-actions";
import type { OrderChangeDto, OrderDto } from "@/lib/orders/types";
import { ChangeLines } from "./change-lines";

/**
 * The change waiting on an order (docs/product-rules.md §20), for its customer: what it
 * asks, whether it waits for the kitchen or for the payment of its difference (with the
 * link to pay), and a way to take it back.
 */
export function OrderChangePanel({ order, change }: { order: OrderDto; change: OrderChangeDto }) {
  const router = useRouter();
  const [withdrawing, setWithdrawing] = useState(false);
  const pay = changeAwaitsPayment(change);
  return (
    <div
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
      data-testid="open-change"
    >
      <p className="font-medium">
        {pay
          ? `${order.caterer.name} accepted your change. Pay the difference of ${formatCents(change.chargeCents)} to apply it.`
          : `Your change waits for ${order.caterer.name} to accept it.`}
      </p>
      <ChangeLines change={change} />
      <div className="flex flex-wrap gap-2">
        {pay && (
          <Button asChild size="sm">
            <Link href={`/orders/${order.id}/changes/${change.id}/pay`}>Pay the difference</Link>
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setWithdrawing(true)}>
          Withdraw change
        </Button>
      </div>
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        question="Withdraw this change?"
        description="Your order stays as it is."
        action="Withdraw change"
        onConfirm={async () => {
          const result = await write(() => withdrawChangeAction(order.id, change.id), {
            success: "Change withdrawn",
            refused: (message) => ({
              title: "Failed to withdraw the change",
              description: message,
            }),
            crashed: () => "Failed to withdraw the change",
            onDone: () => router.refresh(),
          });
          return result?.ok ?? false;
        }}
      />
    </div>
  );
}
