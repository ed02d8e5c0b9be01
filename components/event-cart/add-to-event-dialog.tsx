"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { useEventCart } from "@/lib/event-cart/use-event-cart";
import { useWrite } from "@/lib/client/write";
import { TRAY_SIZES } from "@/lib/constants";
import { bookingTotalCents, formatCents } from "@/lib/money/cents";
import type { DishDto } from "@/lib/dishes/types";
import { cartLineSchema } from "@/lib/event-cart/schemas";
import type { z } from "zod";
import { useSearchPresets } from "@/lib/browse/use-search-presets";

export const ADDED_TO_EVENT = "Added to your event";

/**
 * The "Add to cart" dialog (components/event-cart/add-to-event-button.tsx opens it): tray
 * size, quantity and requests for one dish, put in the event cart (a visitor's too: it
 * waits in the browser until they sign in).
 */
export function AddToEventDialog({
  dish,
  open,
  onOpenChange,
}: {
  dish: DishDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Add ${dish.name} to your cart`}
      description={
        <>
          Collect several dishes for one event, then check out and pay once: each kitchen gets one
          order with all its dishes. You choose the date and time in your{" "}
          <Link href="/event-cart" className="underline">
            cart
          </Link>
          .
        </>
      }
    >
      <AddToEventForm dish={dish} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/** A cart line of this dialog's dish: the line's own schema, less the dish it names. */
const lineSchema = cartLineSchema.omit({ dishId: true });
const FIELDS = ["traySize", "quantity", "specialRequests"] as const;
const quantityField = cartLineSchema.shape.quantity;

function AddToEventForm({ dish, onClose }: { dish: DishDto; onClose: () => void }) {
  const router = useRouter();
  const { addLines, updateEvent, cart } = useEventCart();
  const presets = useSearchPresets();
  const form = useForm<z.input<typeof lineSchema>, unknown, z.output<typeof lineSchema>>({
    resolver: zodResolver(lineSchema),
    defaultValues: { traySize: "medium", quantity: "1", specialRequests: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [traySize, quantity] = useWatch({ control: form.control, name: ["traySize", "quantity"] });
  const parsedQuantity = quantityField.safeParse(quantity);
  const total = parsedQuantity.success
    ? bookingTotalCents(dish, traySize ?? "medium", parsedQuantity.data)
    : null;

  const onSubmit = useWrite(form, {
    save: async (line) => {
      const added = await addLines([{ dishId: dish.id, ...line }]);
      if (!added.ok) return added;
      // The cart's event starts from the home search's date and guests (never over the
      // host's own choice).
      const patch = {
        ...(cart?.event.eventDate || !presets.date ? {} : { eventDate: presets.date }),
        ...(cart?.event.guestCount || !presets.guests ? {} : { guestCount: presets.guests }),
      };
      const dated = Object.keys(patch).length ? await updateEvent(patch) : added;
      return dated.ok ? { ok: true, data: line } : dated;
    },
    fields: FIELDS,
    // The toast below carries a "View event" action.
    refused: (message) => message || "Please try again.",
    crashed: (error) => (error instanceof Error ? error.message : "Please try again."),
    onDone: (line) => {
      onClose();
      toast.success(ADDED_TO_EVENT, {
        description: `${line.quantity} × ${TRAY_SIZES[line.traySize].label}: ${dish.name}`,
        action: { label: "View event", onClick: () => router.push("/event-cart") },
      });
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label>Tray size</Label>
        <Controller
          control={form.control}
          name="traySize"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="grid grid-cols-2 gap-2"
            >
              {(["medium", "large"] as const).map((size) => (
                <Label
                  key={size}
                  htmlFor={`event-tray-${dish.id}-${size}`}
                  className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm font-normal"
                >
                  <RadioGroupItem value={size} id={`event-tray-${dish.id}-${size}`} />
                  <span>
                    {TRAY_SIZES[size].label}
                    <span className="block text-xs text-muted-foreground">
                      {TRAY_SIZES[size].serves}
                    </span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          )}
        />
      </div>
      <Field id={`event-qty-${dish.id}`} label="Quantity" error={errors.quantity?.message}>
        <Input id={`event-qty-${dish.id}`} inputMode="numeric" {...form.register("quantity")} />
      </Field>
      <Field
        id={`event-req-${dish.id}`}
        label="Special requests"
        error={errors.specialRequests?.message}
      >
        <Textarea id={`event-req-${dish.id}`} rows={2} {...form.register("specialRequests")} />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel="Add to cart"
        pendingLabel="Adding..."
        summary={
          <p className="text-sm font-semibold">{total !== null ? formatCents(total) : ""}</p>
        }
      />
    </form>
  );
}
