"use client";

import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { requestChangeAction } from "@/lib/actions/orders";
import { useWrite } from "@/lib/client/write";
import { formatCents } from "@/lib/money/cents";
import { orderChangeSchema, type OrderChangeInput } from "@/lib/orders/schemas";
import type { OrderChangeDto, OrderDto } from "@/lib/orders/types";

type MenuDish = { id: number; name: string; mediumTrayPrice: string; largeTrayPrice: string };
type Values = z.input<typeof orderChangeSchema>;
const FIELDS = ["guestCount", "note", "lines"] as const;

/**
 * The customer's change of an order (docs/product-rules.md §20): guests, each dish's trays
 * (0 removes it) and size, dishes to add from the kitchen's menu, and a note to the kitchen.
 * The server decides whether it applies at once or waits for the kitchen, and what it
 * costs; the form says so after saving.
 */
export function ChangeOrderForm({ order, menu }: { order: OrderDto; menu: MenuDish[] }) {
  const router = useRouter();
  const open = order.lines.filter((l) => l.status !== "cancelled");
  const form = useForm<Values, unknown, z.output<typeof orderChangeSchema>>({
    resolver: zodResolver(orderChangeSchema),
    defaultValues: {
      guestCount: order.guestCount ?? undefined,
      note: "",
      lines: open.map((l) => ({
        lineId: l.id,
        dishId: l.dishId ?? 0,
        traySize: l.traySize,
        quantity: l.quantity,
      })),
    },
  });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: (values) => requestChangeAction(order.id, values as OrderChangeInput),
    fields: FIELDS,
    success: (data: { change: OrderChangeDto }) =>
      data.change.status === "requested"
        ? `Change sent to ${order.caterer.name}: they accept or decline it.`
        : data.change.status === "accepted"
          ? `Pay the difference of ${formatCents(data.change.chargeCents)} to apply the change.`
          : "Your order was changed.",
    refused: (message) => ({ title: "Could not change the order", description: message }),
    crashed: () => "Failed to change the order",
    onDone: () => router.refresh(),
  });
  const nameOf = (dishId: unknown) =>
    menu.find((d) => d.id === Number(dishId))?.name ??
    open.find((l) => l.dishId === Number(dishId))?.dishName ??
    "Dish";

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Change this order"
    >
      <Field id="change-guests" label="Guests" error={errors.guestCount?.message}>
        <Input
          id="change-guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          {...form.register("guestCount")}
        />
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Dishes</legend>
        {lines.fields.map((field, i) => {
          const isNew = form.getValues(`lines.${i}.lineId`) === undefined;
          return (
            <div
              key={field.id}
              // The dish on a row of its own: beside the fields a narrow card left it a few
              // letters per line.
              className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2"
              data-testid="change-line"
            >
              {isNew ? (
                <div className="col-span-2">
                  <Field id={`change-dish-${i}`} label="Add a dish">
                    <NativeSelect
                      id={`change-dish-${i}`}
                      {...form.register(`lines.${i}.dishId`, { valueAsNumber: true })}
                    >
                      {menu.map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                </div>
              ) : (
                <p className="col-span-2 font-medium">{nameOf(field.dishId)}</p>
              )}
              <Field id={`change-size-${i}`} label="Size">
                <NativeSelect id={`change-size-${i}`} {...form.register(`lines.${i}.traySize`)}>
                  <option value="medium">Medium</option>
                  <option value="large">Large</option>
                </NativeSelect>
              </Field>
              <Field
                id={`change-qty-${i}`}
                label="Trays"
                error={errors.lines?.[i]?.quantity?.message}
              >
                <Input
                  id={`change-qty-${i}`}
                  className="w-20"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={10}
                  {...form.register(`lines.${i}.quantity`)}
                />
              </Field>
            </div>
          );
        })}
        {menu.length > 0 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => lines.append({ dishId: menu[0]!.id, traySize: "medium", quantity: 1 })}
          >
            Add a dish
          </Button>
        )}
        <p className="text-xs text-muted-foreground">0 trays removes a dish.</p>
      </fieldset>
      <Field id="change-note" label="Note to the kitchen (optional)" error={errors.note?.message}>
        <Textarea id="change-note" rows={2} {...form.register("note")} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Ask for this change"}
      </Button>
    </form>
  );
}
