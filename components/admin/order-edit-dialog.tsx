"use client";

import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useWrite } from "@/lib/client/write";
import { traySizeLabel } from "@/lib/format";
import { editedTotalCents, formatCents } from "@/lib/money/cents";
import type { ActionResult } from "@/lib/forms/action-result";
import type { BookingDto } from "@/lib/lines/types";
import { adminBookingUpdateSchema, type AdminBookingUpdateInput } from "@/lib/lines/admin-schemas";
import { AuditHistory } from "./audit-history";

const ORDER_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "eventDate",
  "eventTime",
  "traySize",
  "quantity",
  "specialRequests",
] as const;

function formValues(b: BookingDto): AdminBookingUpdateInput {
  return {
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone ?? "",
    eventDate: b.eventDate,
    eventTime: b.eventTime,
    traySize: b.traySize,
    quantity: b.quantity,
    specialRequests: b.specialRequests ?? "",
  };
}

/**
 * The new total as the server will compute it: unchanged unless the size or quantity
 * changes, then the dish's unit price for the size times the quantity (in cents).
 */
function newTotal(b: BookingDto, traySize: unknown, quantity: unknown): number | null {
  const qty = Number(quantity);
  if (!Number.isInteger(qty) || qty < 1) return null;
  if (traySize !== "medium" && traySize !== "large") return null;
  return editedTotalCents(b, traySize, qty);
}

export type OrderSaveHandler = (
  id: number,
  values: AdminBookingUpdateInput,
) => Promise<ActionResult<BookingDto>>;

/**
 * The admin order edit dialog. Its form mounts when it opens, from the booking it was opened
 * with, so a list that refreshes underneath (every 5 seconds) never resets what the admin is
 * typing.
 */
export function OrderEditDialog({
  booking,
  onClose,
  onSave,
  onSaved,
}: {
  booking: BookingDto | null;
  onClose: () => void;
  onSave: OrderSaveHandler;
  onSaved?: (booking: BookingDto) => void;
}) {
  return (
    <FormDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Edit Order #${booking?.id ?? ""}`}
      description={`${booking?.dishName ?? ""} from ${booking?.caterer?.name ?? "a caterer"}`}
    >
      {booking && (
        <>
          <OrderEditForm booking={booking} onClose={onClose} onSave={onSave} onSaved={onSaved} />
          <AuditHistory entityType="booking" entityId={booking.id} />
        </>
      )}
    </FormDialog>
  );
}

function OrderEditForm({
  booking,
  onClose,
  onSave,
  onSaved,
}: {
  booking: BookingDto;
  onClose: () => void;
  onSave: OrderSaveHandler;
  onSaved?: (booking: BookingDto) => void;
}) {
  const form = useForm<AdminBookingUpdateInput>({
    resolver: zodResolver(adminBookingUpdateSchema),
    defaultValues: formValues(booking),
  });
  const { errors, isSubmitting } = form.formState;
  const [traySize, quantity] = useWatch({ control: form.control, name: ["traySize", "quantity"] });
  const total = newTotal(booking, traySize, quantity);

  const failure = "Failed to update order. Please try again.";
  const onSubmit = useWrite(form, {
    save: (values) => onSave(booking.id, { ...values, totalPrice: total ?? undefined }),
    fields: ORDER_FIELDS,
    success: "Order updated successfully",
    refused: (message) => message || failure,
    crashed: () => failure,
    onDone: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="order-name" label="Customer Name" required error={errors.customerName?.message}>
        <Input id="order-name" {...form.register("customerName")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="order-email" label="Email" required error={errors.customerEmail?.message}>
          <Input id="order-email" type="email" {...form.register("customerEmail")} />
        </Field>
        <Field id="order-phone" label="Phone" error={errors.customerPhone?.message}>
          <Input id="order-phone" type="tel" {...form.register("customerPhone")} />
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="order-date" label="Event Date" required error={errors.eventDate?.message}>
          <Input id="order-date" type="date" {...form.register("eventDate")} />
        </Field>
        <Field id="order-time" label="Event Time" required error={errors.eventTime?.message}>
          <Input id="order-time" type="time" {...form.register("eventTime")} />
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="order-size" label="Tray Size" required error={errors.traySize?.message}>
          <Controller
            control={form.control}
            name="traySize"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="order-size">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="medium">{traySizeLabel("medium")}</SelectItem>
                  <SelectItem value="large">{traySizeLabel("large")}</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </Field>
        <Field id="order-quantity" label="Quantity" required error={errors.quantity?.message}>
          <Input
            id="order-quantity"
            type="number"
            min={1}
            max={10}
            {...form.register("quantity")}
          />
        </Field>
      </div>
      <Field id="order-requests" label="Special Requests" error={errors.specialRequests?.message}>
        <Textarea id="order-requests" rows={2} {...form.register("specialRequests")} />
      </Field>
      <p className="text-sm">
        New total:{" "}
        <span className="font-semibold" data-testid="order-edit-total">
          {total === null ? "-" : formatCents(total)}
        </span>
      </p>
      <FormDialogFooter onCancel={onClose} submitting={isSubmitting} submitLabel="Save Changes" />
    </form>
  );
}
