"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { BookingStatusBadge, PaymentStatusBadge } from "@/components/lines/status-badges";
import { MessagesButton } from "@/components/messages/messages-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/lib/client/toast";
import { write } from "@/lib/client/write";
import {
  acceptChangeAction,
  completeOrderAction,
  confirmOrderAction,
  declineChangeAction,
  declineOrderAction,
} from "@/lib/actions/orders";
import { disputeHoldsPayout } from "@/lib/money/disputes/rules";
import { formatEventDate, formatInstant, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import type { ActionResult } from "@/lib/forms/action-result";
import {
  KITCHEN_ACTION_TEXTS,
  kitchenOrderActions,
  type KitchenOrderAction,
} from "@/lib/orders/order-actions";
import type { OrderDto } from "@/lib/orders/types";
import { declineChangeSchema, declineOrderSchema } from "@/lib/orders/schemas";
import { ChangeLines } from "./change-lines";
import { DeliveryActions, DeliveryProgress, ReadyBy } from "./delivery-actions";
import { ReasonDialog } from "./reason-dialog";

/** A one-line order keeps the spec's title, "Order #12: Lasagna"; a bigger one counts its dishes. */
export const kitchenOrderTitle = (o: OrderDto) =>
  o.lines.length === 1
    ? `Order #${o.id}: ${o.lines[0]!.dishName}`
    : `Order #${o.id}: ${o.lines.length} dishes`;

/**
 * One kitchen order on My Kitchen (docs/product-rules.md §20): its lines, customer, event and
 * delivery, the deadline to answer a paid order, a change waiting for the kitchen, and the
 * kitchen's actions on the whole order behind in-app confirmations (the spec's questions).
 */
export function KitchenOrderCard({ order, today }: { order: OrderDto; today: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState<KitchenOrderAction | null>(null);
  const [declining, setDeclining] = useState<"order" | "change" | null>(null);
  const actions = kitchenOrderActions(order, today);
  const change = order.openChange?.status === "requested" ? order.openChange : null;

  const finish = async (
    call: () => Promise<ActionResult<unknown>>,
    success: string,
    failure: string,
  ) => {
    const result = await write(call, {
      success,
      refused: (message) => (message ? { title: failure, description: message } : failure),
      crashed: () => failure,
      onDone: () => router.refresh(),
    });
    return result?.ok ?? false;
  };
  const run = (action: Exclude<KitchenOrderAction, "decline">) =>
    finish(
      () => (action === "confirm" ? confirmOrderAction(order.id) : completeOrderAction(order.id)),
      KITCHEN_ACTION_TEXTS[action].done,
      "Failed to update order status",
    );

  return (
    <Card data-testid="kitchen-order">
      <CardContent className="space-y-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{kitchenOrderTitle(order)}</p>
          <BookingStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          {order.dispute && disputeHoldsPayout(order.dispute) && (
            // Its payout waits for the dispute (docs/product-rules.md §22).
            <Badge variant="destructive" data-testid="order-disputed">
              Disputed
            </Badge>
          )}
        </div>
        {order.status !== "cancelled" && (
          <p className="text-sm">
            <ReadyBy order={order} />
          </p>
        )}
        <DeliveryProgress order={order} />
        {order.respondBy && order.paymentStatus === "paid" && (
          <p className="text-sm font-medium text-amber-800" data-testid="respond-by">
            Paid: please confirm or decline by {formatInstant(order.respondBy)}, or it is cancelled
            and refunded.
          </p>
        )}
        <ul
          className="divide-y rounded-md border text-sm"
          aria-label={`Dishes of order #${order.id}`}
        >
          {order.lines.map((l) => (
            <li
              key={l.id}
              className="flex items-start justify-between gap-3 p-2"
              data-testid="kitchen-order-line"
            >
              <span className="min-w-0">
                <span className={l.status === "cancelled" ? "line-through" : "font-medium"}>
                  {l.dishName}
                </span>{" "}
                <span className="text-muted-foreground">
                  {l.quantity} × {traySizeLabel(l.traySize)}
                </span>
                {l.specialRequests && (
                  <span className="block text-muted-foreground">“{l.specialRequests}”</span>
                )}
              </span>
              <span className="shrink-0">{formatCents(l.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline text-muted-foreground">Customer: </dt>
            <dd className="inline">
              {order.customerName} ({order.customerEmail}
              {order.customerPhone ? `, ${order.customerPhone}` : ""})
            </dd>
          </div>
          <div>
            <dt className="inline text-muted-foreground">Event: </dt>
            <dd className="inline">
              {formatEventDate(order.eventDate)} at {order.eventTime}
              {order.guestCount ? `, ${order.guestCount} guests` : ""}
            </dd>
          </div>
          <div>
            <dt className="inline text-muted-foreground">Total: </dt>
            <dd className="inline font-medium">{formatCents(order.money.totalCents)}</dd>
          </div>
          {order.money.tipCents > 0 && (
            <div>
              <dt className="inline text-muted-foreground">Tip for you: </dt>
              <dd className="inline font-medium" data-testid="order-tip">
                {formatCents(order.money.tipCents)}
              </dd>
            </div>
          )}
          {order.money.deliveryFeeCents > 0 && (
            <div>
              <dt className="inline text-muted-foreground">Delivery fee for you: </dt>
              <dd className="inline font-medium" data-testid="order-delivery-fee">
                {formatCents(order.money.deliveryFeeCents)}
              </dd>
            </div>
          )}
          {order.deliveryAddress && (
            <div className="sm:col-span-2">
              <dt className="inline text-muted-foreground">Deliver to: </dt>
              <dd className="inline">{order.deliveryAddress}</dd>
            </div>
          )}
          {order.lines.find((l) => l.statusComments) && (
            <div className="sm:col-span-2">
              <dt className="inline text-muted-foreground">Status notes: </dt>
              <dd className="inline">
                {order.lines.find((l) => l.statusComments)!.statusComments}
              </dd>
            </div>
          )}
        </dl>
        {change && (
          <div
            className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
            data-testid="change-request"
          >
            <p className="font-medium">The customer asks for a change:</p>
            <ChangeLines change={change} />
            {change.note && <p className="italic">“{change.note}”</p>}
            {change.chargeCents > 0 && (
              <p>The customer pays {formatCents(change.chargeCents)} more once you accept.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() =>
                  finish(
                    () => acceptChangeAction(order.id, change.id),
                    "Change accepted",
                    "Failed to accept the change",
                  )
                }
              >
                Accept change
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDeclining("change")}>
                Decline change
              </Button>
            </div>
          </div>
        )}
        <DeliveryActions order={order} />
        <div className="flex flex-wrap gap-2">
          <MessagesButton bookingId={order.lines[0]!.id} />
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === "decline" ? "outline" : "default"}
              className={action === "decline" ? "text-red-700" : undefined}
              onClick={() => (action === "decline" ? setDeclining("order") : setAsking(action))}
            >
              {KITCHEN_ACTION_TEXTS[action].button}
            </Button>
          ))}
        </div>
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        question={asking ? KITCHEN_ACTION_TEXTS[asking].question(order.id) : ""}
        description={
          asking === "confirm"
            ? "The customer is told you accepted the order."
            : "Mark the order completed once it has been delivered."
        }
        action={asking ? KITCHEN_ACTION_TEXTS[asking].button : ""}
        onConfirm={() => run(asking as Exclude<KitchenOrderAction, "decline">)}
      />
      <ReasonDialog
        open={declining !== null}
        schema={declining === "change" ? declineChangeSchema : declineOrderSchema}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={
          declining === "change"
            ? `Decline the change to order #${order.id}?`
            : KITCHEN_ACTION_TEXTS.decline.question(order.id)
        }
        description={
          declining === "change"
            ? "The order stays as it was. The customer is told why."
            : "Every dish of the order is cancelled; a paid order is refunded in full. The customer will be notified by email."
        }
        action={declining === "change" ? "Decline change" : "Decline order"}
        save={(input) =>
          declining === "change"
            ? declineChangeAction(order.id, order.openChange!.id, input)
            : declineOrderAction(order.id, input)
        }
        onDone={() => {
          toast.success(
            declining === "change" ? "Change declined" : KITCHEN_ACTION_TEXTS.decline.done,
          );
          router.refresh();
        }}
      />
    </Card>
  );
}
