"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useWrite } from "@/lib/client/write";
import {
  CANCELLATION_POLICIES,
  POLICY_DESCRIPTIONS,
  POLICY_LABELS,
} from "@/lib/lines/cancellation-policy";
import type { DeliveryAreaDto } from "@/lib/delivery/types";
import type { KitchenTermsDto } from "@/lib/kitchens/terms-types";
import { kitchenSettingsSchema, type KitchenSettingsInput } from "@/lib/kitchens/settings-schemas";
import { updateKitchenSettingsAction } from "../actions";
import { DELIVERY_FIELDS, DeliveryAreaFields, deliveryDefaults } from "./delivery-area-fields";

const FIELDS = [
  "trayCapacity",
  "largeTrayWeight",
  "minNoticeHours",
  "longNoticeHours",
  "longNoticeAboveTrays",
  "cancellationPolicy",
  ...DELIVERY_FIELDS,
  "zones",
  "arrivalLeadMinutes",
] as const;

const text = (n: number | null) => (n === null ? "" : String(n));

/**
 * The caterer's kitchen limits and terms (docs/product-rules.md §11): daily tray capacity,
 * large-tray weight, notice, and the cancellation policy. Empty fields keep the spec's rules.
 * And where it delivers, its minimum order and pickup (§23).
 */
export function KitchenSettingsDialog({
  terms,
  delivery,
  open,
  onOpenChange,
  onSaved,
}: {
  terms: KitchenTermsDto;
  delivery: DeliveryAreaDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Kitchen Settings"
      description="How much your kitchen can cook per day, how much notice you need, what customers get back when they cancel, and where you deliver. Leave a field empty for no limit."
    >
      <KitchenSettingsForm
        terms={terms}
        delivery={delivery}
        onClose={() => onOpenChange(false)}
        onSaved={onSaved}
      />
    </FormDialog>
  );
}

function KitchenSettingsForm({
  terms,
  delivery,
  onClose,
  onSaved,
}: {
  terms: KitchenTermsDto;
  delivery: DeliveryAreaDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<KitchenSettingsInput, unknown, KitchenSettingsInput>({
    resolver: zodResolver(kitchenSettingsSchema),
    defaultValues: {
      trayCapacity: text(terms.trayCapacity),
      largeTrayWeight: String(terms.largeTrayWeight),
      minNoticeHours: text(terms.minNoticeHours),
      longNoticeHours: text(terms.longNoticeHours),
      longNoticeAboveTrays: text(terms.longNoticeAboveTrays),
      cancellationPolicy: terms.cancellationPolicy ?? "none",
      ...deliveryDefaults(delivery),
      arrivalLeadMinutes: String(terms.arrivalLeadMinutes),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: updateKitchenSettingsAction,
    fields: FIELDS,
    success: "Kitchen settings saved",
    refused: (message) => message,
    crashed: () => "Failed to update kitchen settings.",
    onDone: () => {
      onClose();
      onSaved();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field
          id="settings-capacity"
          label="Daily tray capacity"
          error={errors.trayCapacity?.message}
        >
          <Input
            id="settings-capacity"
            inputMode="numeric"
            placeholder="No limit"
            {...form.register("trayCapacity")}
          />
        </Field>
        <Field
          id="settings-weight"
          label="A large tray counts as (trays)"
          error={errors.largeTrayWeight?.message}
        >
          <Input id="settings-weight" inputMode="decimal" {...form.register("largeTrayWeight")} />
        </Field>
        <Field
          id="settings-notice"
          label="Minimum notice (hours)"
          error={errors.minNoticeHours?.message}
        >
          <Input
            id="settings-notice"
            inputMode="numeric"
            placeholder="None"
            {...form.register("minNoticeHours")}
          />
        </Field>
        <Field
          id="settings-arrival-lead"
          label="Food arrives (minutes before the event)"
          error={errors.arrivalLeadMinutes?.message}
        >
          <Input
            id="settings-arrival-lead"
            inputMode="numeric"
            {...form.register("arrivalLeadMinutes")}
          />
        </Field>
        <Field
          id="settings-long-notice"
          label="Longer notice (hours)"
          error={errors.longNoticeHours?.message}
        >
          <Input
            id="settings-long-notice"
            inputMode="numeric"
            placeholder="None"
            {...form.register("longNoticeHours")}
          />
        </Field>
        <Field
          id="settings-long-above"
          label="for orders above (trays)"
          error={errors.longNoticeAboveTrays?.message}
        >
          <Input
            id="settings-long-above"
            inputMode="numeric"
            placeholder="None"
            {...form.register("longNoticeAboveTrays")}
          />
        </Field>
      </div>
      <div className="space-y-1.5">
        <Label id="settings-policy-label">Cancellation policy</Label>
        <Controller
          control={form.control}
          name="cancellationPolicy"
          render={({ field }) => (
            <RadioGroup
              value={field.value ?? "none"}
              onValueChange={field.onChange}
              aria-labelledby="settings-policy-label"
            >
              {(["none", ...CANCELLATION_POLICIES] as const).map((p) => (
                <Label
                  key={p}
                  htmlFor={`policy-${p}`}
                  className="flex cursor-pointer items-start gap-3 rounded-md border p-3 font-normal"
                >
                  <RadioGroupItem id={`policy-${p}`} value={p} className="mt-0.5" />
                  <span>
                    <span className="block font-medium">
                      {p === "none" ? "Standard" : POLICY_LABELS[p]}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {p === "none"
                        ? "Customers cancel more than 24 hours ahead, with a full refund."
                        : POLICY_DESCRIPTIONS[p]}
                    </span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          )}
        />
        {errors.cancellationPolicy && (
          <p className="text-sm text-red-600">{errors.cancellationPolicy.message}</p>
        )}
      </div>
      <DeliveryAreaFields form={form} />
      <FormDialogFooter onCancel={onClose} submitting={isSubmitting} submitLabel="Save Settings" />
    </form>
  );
}
