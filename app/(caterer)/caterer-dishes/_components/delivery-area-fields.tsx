"use client";

import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Icon } from "@/components/icons/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { MAX_DELIVERY_ZONES, PICKUP_RADIUS_MILES } from "@/lib/delivery/rules";
import type { DeliveryZoneFormValue } from "@/lib/delivery/schemas";
import type { DeliveryAreaDto } from "@/lib/delivery/types";
import type { KitchenSettingsInput } from "@/lib/kitchens/settings-schemas";

/** The form's text for the stored area: amounts back in dollars, ZIP lists as one line. */
export function deliveryDefaults(area: DeliveryAreaDto) {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  return {
    zipCode: area.zipCode ?? "",
    minOrder: area.minOrderCents === null ? "" : dollars(area.minOrderCents),
    offersPickup: area.offersPickup,
    pickupNote: area.pickupNote ?? "",
    zones: area.zones.map((z): DeliveryZoneFormValue => ({
      kind: z.radiusMiles === null ? "zips" : "radius",
      zipCodes: z.zipCodes.join(", "),
      radiusMiles: z.radiusMiles === null ? "" : String(z.radiusMiles),
      fee: dollars(z.feeCents),
    })),
  };
}

export const DELIVERY_FIELDS = ["zipCode", "minOrder", "offersPickup", "pickupNote"] as const;

type Form = UseFormReturn<KitchenSettingsInput, unknown, unknown>;

/**
 * Where the kitchen delivers, its minimum order and pickup (docs/product-rules.md §23):
 * part of the Kitchen Settings form. Phone first: one column, 44 px controls.
 */
export function DeliveryAreaFields({ form }: { form: Form }) {
  const zones = useFieldArray({ control: form.control, name: "zones" });
  const { errors } = form.formState;
  const kinds = form.watch("zones") ?? [];
  const message = (value: unknown) =>
    value && typeof value === "object" && "message" in value ? String(value.message) : undefined;

  return (
    <fieldset className="space-y-3 border-t pt-4">
      <legend className="text-base font-semibold">Delivery and pickup</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field id="settings-zip" label="Kitchen ZIP code" error={message(errors.zipCode)}>
          <Input
            id="settings-zip"
            className="h-11"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="Not set"
            {...form.register("zipCode")}
          />
        </Field>
        <Field id="settings-min-order" label="Minimum order ($)" error={message(errors.minOrder)}>
          <Input
            id="settings-min-order"
            className="h-11"
            inputMode="decimal"
            placeholder="No minimum"
            {...form.register("minOrder")}
          />
        </Field>
      </div>
      <p className="text-sm text-muted-foreground">
        Customers see your town, never your address. Zones are measured from your ZIP code.
      </p>

      <ul className="space-y-3" aria-label="Delivery zones">
        {zones.fields.map((zone, i) => {
          const zoneErrors = errors.zones?.[i];
          const kind = kinds[i]?.kind ?? "zips";
          return (
            <li key={zone.id} className="space-y-3 rounded-md border p-3">
              <div className="flex items-end gap-2">
                <div className="flex-1 space-y-1.5">
                  <Label htmlFor={`zone-${i}-kind`}>Zone {i + 1}</Label>
                  <NativeSelect
                    id={`zone-${i}-kind`}
                    className="[&>select]:h-11"
                    {...form.register(`zones.${i}.kind`)}
                  >
                    <option value="zips">These ZIP codes</option>
                    <option value="radius">Miles around my kitchen</option>
                  </NativeSelect>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  className="h-11"
                  onClick={() => zones.remove(i)}
                  aria-label={`Remove zone ${i + 1}`}
                >
                  {/* An x on phones, so the zone's kind is read whole beside it. */}
                  <Icon name="x" className="h-4 w-4 sm:hidden" />
                  <span className="max-sm:sr-only">Remove</span>
                </Button>
              </div>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {kind === "zips" ? (
                  <Field
                    id={`zone-${i}-zips`}
                    label="ZIP codes, separated by commas"
                    error={message(zoneErrors?.zipCodes)}
                  >
                    <Input
                      id={`zone-${i}-zips`}
                      className="h-11"
                      inputMode="numeric"
                      placeholder="11201, 11215"
                      {...form.register(`zones.${i}.zipCodes`)}
                    />
                  </Field>
                ) : (
                  <Field
                    id={`zone-${i}-radius`}
                    label="Radius (miles)"
                    error={message(zoneErrors?.radiusMiles)}
                  >
                    <Input
                      id={`zone-${i}-radius`}
                      className="h-11"
                      inputMode="decimal"
                      placeholder="5"
                      {...form.register(`zones.${i}.radiusMiles`)}
                    />
                  </Field>
                )}
                <Field
                  id={`zone-${i}-fee`}
                  label="Delivery fee ($)"
                  error={message(zoneErrors?.fee)}
                >
                  <Input
                    id={`zone-${i}-fee`}
                    className="h-11"
                    inputMode="decimal"
                    placeholder="0"
                    {...form.register(`zones.${i}.fee`)}
                  />
                </Field>
              </div>
            </li>
          );
        })}
      </ul>
      {message(errors.zones) && <p className="text-sm text-red-600">{message(errors.zones)}</p>}
      {zones.fields.length < MAX_DELIVERY_ZONES && (
        <Button
          type="button"
          variant="outline"
          className="h-11 w-full sm:w-auto"
          onClick={() => zones.append({ kind: "zips", zipCodes: "", radiusMiles: "", fee: "" })}
        >
          Add delivery zone
        </Button>
      )}

      <Controller
        control={form.control}
        name="offersPickup"
        render={({ field }) => (
          <Label
            htmlFor="settings-pickup"
            className="flex min-h-11 cursor-pointer items-center gap-3 font-normal"
          >
            <Checkbox
              id="settings-pickup"
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
            Customers may pick up (shown to searches within {PICKUP_RADIUS_MILES} miles)
          </Label>
        )}
      />
      <Field id="settings-pickup-note" label="Pickup times" error={message(errors.pickupNote)}>
        <Input
          id="settings-pickup-note"
          className="h-11"
          placeholder="Weekdays 4-6 pm"
          {...form.register("pickupNote")}
        />
      </Field>
    </fieldset>
  );
}
