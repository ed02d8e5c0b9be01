"use client";

import Image from "next/image";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/client/toast";
import useSWR, { useSWRConfig } from "swr";
import { Field } from "@/components/forms/field";
import { Badge } from "@/components/ui/badge";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { CATEGORY_BADGES } from "@/lib/browse/menu";
import { getJson, send, useWrite } from "@/lib/client/write";
import { useViewer } from "@/lib/client/use-viewer";
import { MAX_TRAYS_PER_ORDER, TRAY_SIZES } from "@/lib/constants";
import { bookingTotalCents, formatCents, trayPriceCents } from "@/lib/money/cents";
import { formatEventDate, UNPAID_HOLD_NOTICE } from "@/lib/format";
import { describeCancellationPolicy } from "@/lib/lines/cancellation-policy";
import { RESPONSE_RULE } from "@/lib/orders/order-actions";
import { earliestStart } from "@/lib/lines/lead-time";
import { doesNotFitMessage, roomMessage, trayUnits } from "@/lib/lines/tray-load";
import type { KitchenLoadDto } from "@/lib/kitchens/terms-types";
import type { DishDto } from "@/lib/dishes/types";
import type { UserDto } from "@/lib/users/types";
import { bookingSchema, type BookingInput } from "@/lib/lines/schemas";
import { ORDER_PLACED_TOAST } from "@/lib/money/checkout-text";
import { useSearchPresets } from "@/lib/browse/use-search-presets";
import { Icon } from "@/components/icons/icon";
import { cn } from "@/lib/utils";
import { EventDatePicker } from "./event-date-picker";

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

/**
 * The order form for one dish (spec 01, "Order dialog"). Its body mounts when the dialog
 * opens, so every opening starts from the user's details and a medium tray.
 */
export function OrderDialog({
  dish,
  user,
  open,
  onOpenChange,
}: {
  dish: DishDto;
  user: UserDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Order ${dish.name}`}
      // Read to screen readers; on a phone the title says it and the room goes to the form.
      description={<span className="max-sm:sr-only">Choose your event details and tray size.</span>}
      wide
    >
      <OrderForm dish={dish} user={user} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function OrderForm({ dish, user, onClose }: { dish: DishDto; user: UserDto; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const viewer = useViewer();
  const router = useRouter();
  // The home search's date, when the visitor came from it.
  const presetDate = useSearchPresets().date;
  const form = useForm<BookingInput>({
    resolver: zodResolver(bookingSchema),
    defaultValues: {
      catererId: dish.catererId,
      dishId: dish.id,
      customerName: `${user.firstName} ${user.lastName}`.trim(),
      customerEmail: user.email,
      customerPhone: user.phone ?? "",
      eventDate: presetDate ?? "",
      eventTime: "",
      traySize: "medium",
      quantity: 1,
      specialRequests: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [traySize, quantity, eventDate] = useWatch({
    control: form.control,
    name: ["traySize", "quantity", "eventDate"],
  });

  const qty = Number(quantity) >= 1 ? Math.floor(Number(quantity)) : 1;
  const total = bookingTotalCents(dish, traySize, qty);

  // The kitchen's load and terms (docs/product-rules.md §11). The server checks again.
  const kitchenKey = `/api/caterers/${dish.catererId}/kitchen-terms`;
  const { data: kitchen } = useSWR<KitchenLoadDto>(kitchenKey, getJson, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const units = trayUnits(traySize ?? "medium", qty, kitchen?.largeTrayWeight);
  const earliest = kitchen ? earliestStart(kitchen, units) : null;
  const left =
    eventDate && kitchen?.traysLeft[eventDate] !== undefined
      ? kitchen.traysLeft[eventDate]!
      : (kitchen?.trayCapacity ?? null);
  const tooMany = left !== null && units > left;
  const fitMessage =
    tooMany && kitchen ? doesNotFitMessage(left, kitchen.largeTrayWeight) : undefined;

  const onSubmit = useWrite(form, {
    save: (values) =>
      fitMessage
        ? // Shown under the quantity already; the server would refuse it the same way.
          Promise.resolve({ ok: false, code: "conflict", message: fitMessage })
        : send<{ id: number }>("POST", "/api/bookings", values),
    fields: ORDER_FIELDS,
    success: {
      title: "Order Placed Successfully!",
      // The payment page that follows takes it away (DismissToast).
      id: ORDER_PLACED_TOAST,
      description: `Your order for ${dish.name} has been sent to the caterer. They will contact you soon.`,
    },
    // Spec 01 §8: every failure toasts "Error", with the server's message when it sent one.
    refused: (message) => ({
      title: "Error",
      description: message || "Failed to place order. Please try again.",
    }),
    alwaysToastRefusal: true,
    on: {
      // The session ended elsewhere (logout, password change): sign in again.
      unauthenticated: () => {
        toast.error("Login Required", { description: "Please log in to place an order." });
        viewer.clear();
        router.push(`/auth?callbackUrl=${encodeURIComponent(`/caterer/${dish.catererId}`)}`);
      },
    },
    crashed: () => "Failed to place order. Please try again.",
    onDone: async (created) => {
      onClose();
      // Ordering ends at payment: the order is only held until its hold runs out.
      router.push(`/checkout?booking_id=${created.id}`);
      await mutate((key) => typeof key === "string" && key.startsWith("/api/bookings"));
      await mutate(
        (key) =>
          typeof key === "string" &&
          (key.startsWith(`/api/caterers/${dish.catererId}/availability`) || key === kitchenKey),
      );
    },
  });

  const image = dish.imageUrls[0];
  return (
    <>
      <div className="flex gap-3 rounded-md bg-muted/50 p-2 sm:gap-4 sm:p-3">
        {image && (
          <Image
            src={image}
            // Remote URLs (a caterer may enter one) are shown as given, not through the optimizer.
            unoptimized={!image.startsWith("/")}
            alt=""
            width={96}
            height={72}
            className="h-14 w-16 shrink-0 rounded object-cover sm:h-[72px] sm:w-24"
          />
        )}
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">{dish.name}</p>
          <p className="line-clamp-1 text-sm text-muted-foreground sm:line-clamp-2">
            {dish.description}
          </p>
          <div className="flex gap-1.5">
            <Badge variant="secondary">{CATEGORY_BADGES[dish.category]}</Badge>
            {dish.isSignatureDish && <Badge>Signature</Badge>}
          </div>
        </div>
      </div>

      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4 sm:space-y-6">
        <section className="space-y-2 sm:space-y-3">
          <h3 className="font-semibold">Customer Information</h3>
          {/* Name and phone side by side, the email across: a shorter dialog on phones. */}
          <div className="grid grid-cols-2 gap-3">
            <Field id="order-name" label="Full Name" required error={errors.customerName?.message}>
              <Input id="order-name" autoComplete="name" {...form.register("customerName")} />
            </Field>
            <Field id="order-phone" label="Phone" error={errors.customerPhone?.message}>
              <Input
                id="order-phone"
                type="tel"
                autoComplete="tel"
                {...form.register("customerPhone")}
              />
            </Field>
            <div className="col-span-2">
              <Field id="order-email" label="Email" required error={errors.customerEmail?.message}>
                <Input
                  id="order-email"
                  type="email"
                  autoComplete="email"
                  {...form.register("customerEmail")}
                />
              </Field>
            </div>
          </div>
        </section>

        <section className="space-y-2 sm:space-y-3">
          <h3 className="font-semibold">Event Details</h3>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[auto_1fr]">
            <div className="space-y-1.5">
              <Label>
                Event Date{" "}
                <span aria-hidden className="text-red-600">
                  *
                </span>
              </Label>
              <Controller
                control={form.control}
                name="eventDate"
                render={({ field }) => (
                  <EventDatePicker
                    catererId={dish.catererId}
                    earliest={earliest?.date}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                  />
                )}
              />
              {errors.eventDate && (
                <p className="text-sm text-red-600">{errors.eventDate.message}</p>
              )}
              {earliest && earliest.hours !== null && (
                <p className="text-xs text-muted-foreground" data-testid="earliest-date">
                  This kitchen needs {earliest.hours} hours&apos; notice: earliest possible date{" "}
                  {formatEventDate(earliest.date)}
                  {earliest.time ? ` (from ${earliest.time})` : ""}.
                </p>
              )}
            </div>
            <Field id="order-time" label="Event Time" required error={errors.eventTime?.message}>
              <Input id="order-time" type="time" {...form.register("eventTime")} />
            </Field>
          </div>
        </section>

        <section className="space-y-2 sm:space-y-3">
          <h3 className="font-semibold">Order Details</h3>
          <Controller
            control={form.control}
            name="traySize"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                // Side by side on phones too: the dialog fits two screens (issue 46).
                className="grid-cols-2"
                aria-label="Tray size"
              >
                {(["medium", "large"] as const).map((size) => (
                  <Label
                    key={size}
                    htmlFor={`tray-${size}`}
                    className="flex cursor-pointer items-center gap-2 rounded-md border p-2 font-normal sm:gap-3 sm:p-3"
                  >
                    <RadioGroupItem id={`tray-${size}`} value={size} />
                    <span>
                      <span className="block font-medium">
                        {TRAY_SIZES[size].label} ({TRAY_SIZES[size].serves})
                      </span>
                      <span className="text-muted-foreground">
                        {formatCents(trayPriceCents(dish, size))}
                      </span>
                    </span>
                  </Label>
                ))}
              </RadioGroup>
            )}
          />
          <Field
            id="order-quantity"
            label="Quantity (trays)"
            required
            error={errors.quantity?.message ?? fitMessage}
          >
            <Input
              id="order-quantity"
              type="number"
              min={1}
              max={MAX_TRAYS_PER_ORDER}
              className="w-28"
              {...form.register("quantity", {
                // The spec: an unparsable quantity falls back to 1.
                setValueAs: (v) => {
                  const n = parseInt(String(v), 10);
                  return Number.isNaN(n) ? 1 : n;
                },
              })}
            />
          </Field>
          {left !== null && eventDate && (
            <p className="text-sm text-muted-foreground" data-testid="tray-room">
              {roomMessage(left)}
              {traySize === "large" && kitchen
                ? ` (a large tray counts as ${kitchen.largeTrayWeight})`
                : ""}
            </p>
          )}
          <Field
            id="order-requests"
            label="Special Requests"
            error={errors.specialRequests?.message}
          >
            <Textarea
              id="order-requests"
              rows={2}
              className="min-h-16 sm:min-h-20"
              placeholder="Allergies, delivery instructions, serving needs..."
              {...form.register("specialRequests")}
            />
          </Field>
        </section>

        <section className="rounded-md border bg-secondary/40 p-4" aria-label="Order Summary">
          <h3 className="mb-2 font-semibold">Order Summary</h3>
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Dish</dt>
            <dd className="text-right">{dish.name}</dd>
            <dt className="text-muted-foreground">Tray size</dt>
            <dd className="text-right">{TRAY_SIZES[traySize ?? "medium"].label}</dd>
            <dt className="text-muted-foreground">Unit price</dt>
            <dd className="text-right">{formatCents(trayPriceCents(dish, traySize))}</dd>
            <dt className="text-muted-foreground">Quantity</dt>
            <dd className="text-right">{qty}</dd>
            <dt className="mt-1 border-t pt-1 font-semibold">Total</dt>
            <dd className="mt-1 border-t pt-1 text-right font-semibold" data-testid="order-total">
              {formatCents(total)}
            </dd>
          </dl>
          <OrderTerms>
            <p data-testid="hold-notice">{UNPAID_HOLD_NOTICE}</p>
            <p data-testid="response-rule">{RESPONSE_RULE}</p>
            {kitchen && (
              <p data-testid="cancellation-policy">
                {describeCancellationPolicy(kitchen.cancellationPolicy)}
              </p>
            )}
          </OrderTerms>
        </section>

        {/* On phones a bar at the bottom of the full-screen dialog: total and action. */}
        <FormDialogFooter
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={`Place Order - ${formatCents(total)}`}
          pendingLabel="Placing Order..."
          cancelOnPhone={false}
          summary={
            <p className="text-sm sm:hidden" aria-hidden>
              <span className="block text-muted-foreground">Total</span>
              <span className="text-lg font-semibold">{formatCents(total)}</span>
            </p>
          }
        />
      </form>
    </>
  );
}

/**
 * How an unpaid order is held, when the kitchen answers and the cancellation policy: shown
 * from sm up; on a phone behind one button, so the dialog fits two screens (issue 46).
 */
function OrderTerms({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3 text-xs text-muted-foreground">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-2 text-left text-sm font-medium text-foreground underline-offset-4 hover:underline sm:hidden"
        aria-expanded={open}
        aria-controls="order-terms"
        onClick={() => setOpen((o) => !o)}
      >
        Holding, confirming and cancelling
        <Icon name="chevron-down" className={cn("h-4 w-4 shrink-0", open && "rotate-180")} />
      </button>
      <div id="order-terms" className={cn("space-y-2", !open && "max-sm:hidden")}>
        {children}
      </div>
    </div>
  );
}
