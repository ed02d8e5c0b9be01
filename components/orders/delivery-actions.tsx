"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Textarea } from "@/components/ui/textarea";
import { deliveredAction, outForDeliveryAction, reconfirmOrderAction } from "@/lib/actions/orders";
import { useWrite, write } from "@/lib/client/write";
import { formatInstant } from "@/lib/format";
import { readyByText } from "@/lib/orders/arrival-window";
import { deliveryActions } from "@/lib/orders/order-actions";
import { outForDeliverySchema, type OutForDeliveryInput } from "@/lib/orders/schemas";
import type { OrderDto } from "@/lib/orders/types";

/** "Ready by 11:15 AM": when the kitchen's food must leave (docs/product-rules.md §24). */
export function ReadyBy({ order }: { order: OrderDto }) {
  const w = { from: new Date(order.arrivalFrom), to: new Date(order.arrivalTo) };
  return (
    <span className="font-medium" data-testid="ready-by">
      {readyByText(w, order.eventDate)}
    </span>
  );
}

/** Where the delivery stands, in words, once it has moved or been reconfirmed. */
export function DeliveryProgress({ order }: { order: OrderDto }) {
  if (order.deliveryStatus === "delivered" && order.deliveredAt) {
    return <p className="text-sm text-green-800">Delivered {formatInstant(order.deliveredAt)}</p>;
  }
  if (order.deliveryStatus === "out_for_delivery" && order.outForDeliveryAt) {
    return (
      <p className="text-sm text-blue-800">
        Out for delivery since {formatInstant(order.outForDeliveryAt)}
        {order.deliveryNote ? `: “${order.deliveryNote}”` : ""}
      </p>
    );
  }
  if (order.reconfirmedAt) return <p className="text-sm text-muted-foreground">Reconfirmed</p>;
  return null;
}

/**
 * The kitchen's delivery buttons on a confirmed order (deliveryActions): Reconfirm, Out for
 * delivery (with an optional note for the customer), Delivered. 44 px tall, full width on
 * a phone.
 */
export function DeliveryActions({ order }: { order: OrderDto }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const actions = deliveryActions(order);
  if (!actions.length) return null;

  const reconfirm = () =>
    write(() => reconfirmOrderAction(order.id), {
      success: `Order #${order.id} reconfirmed`,
      refused: (message) => message || "Failed to reconfirm the order",
      crashed: () => "Failed to reconfirm the order",
      onDone: () => router.refresh(),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {actions.includes("reconfirm") && (
        <Button className="max-sm:w-full" onClick={reconfirm}>
          Reconfirm
        </Button>
      )}
      {actions.includes("out-for-delivery") && (
        <Button className="max-sm:w-full" onClick={() => setSending(true)}>
          Out for delivery
        </Button>
      )}
      {actions.includes("delivered") && (
        <Button className="max-sm:w-full" onClick={() => setDelivering(true)}>
          Delivered
        </Button>
      )}
      <FormDialog
        open={sending}
        onOpenChange={setSending}
        title={`Send order #${order.id} out for delivery?`}
        description="The customer is emailed that the food is on its way."
      >
        <OutForDeliveryForm
          orderId={order.id}
          onClose={() => setSending(false)}
          onDone={() => router.refresh()}
        />
      </FormDialog>
      <ConfirmDialog
        open={delivering}
        onOpenChange={setDelivering}
        question={`Mark order #${order.id} as delivered?`}
        description="The customer is emailed that the food has arrived."
        action="Delivered"
        onConfirm={async () => {
          const result = await write(() => deliveredAction(order.id), {
            success: `Order #${order.id} delivered`,
            refused: (message) => message || "Failed to update the delivery",
            crashed: () => "Failed to update the delivery",
            onDone: () => router.refresh(),
          });
          return result?.ok ?? false;
        }}
      />
    </div>
  );
}

const FIELDS = ["note"] as const;

function OutForDeliveryForm({
  orderId,
  onClose,
  onDone,
}: {
  orderId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<OutForDeliveryInput, unknown, z.output<typeof outForDeliverySchema>>({
    resolver: zodResolver(outForDeliverySchema),
    defaultValues: { note: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: (values) => outForDeliveryAction(orderId, values),
    fields: FIELDS,
    success: () => `Order #${orderId} is out for delivery`,
    refused: (message) => message || "Failed to update the delivery",
    crashed: () => "Failed to update the delivery",
    onDone: () => {
      onClose();
      onDone();
    },
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        id="delivery-note"
        label="Note for the customer (optional)"
        error={errors.note?.message}
      >
        <Textarea
          id="delivery-note"
          rows={2}
          placeholder="Driver: Sam, blue van"
          {...form.register("note")}
        />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        cancelLabel="Back"
        submitting={isSubmitting}
        submitLabel="Out for delivery"
        pendingLabel="Updating..."
      />
    </form>
  );
}
