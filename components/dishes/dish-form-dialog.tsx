"use client";

import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AuditHistory } from "@/components/admin/audit-history";
import { CatererPicker } from "@/components/admin/caterer-picker";
import { Field } from "@/components/forms/field";
import { DishPhotoField } from "./dish-photo-field";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CATEGORY_BADGES, SPICE_LABELS } from "@/lib/browse/menu";
import { useWrite } from "@/lib/client/write";
import { DEFAULT_PREP_TIME_MINUTES, DISH_CATEGORIES, SPICE_LEVELS } from "@/lib/constants";
import type { ActionResult } from "@/lib/forms/action-result";
import type { DishDto } from "@/lib/dishes/types";
import { dishSchema, type DishInput } from "@/lib/dishes/schemas";
import { MAJOR_ALLERGENS, type MajorAllergen } from "@/lib/dishes/allergens";
import { trayPriceWarning } from "@/lib/dishes/price-check";

const DISH_FIELDS = [
  "name",
  "description",
  "category",
  "dietaryTags",
  "spiceLevel",
  "ingredients",
  "allergens",
  "majorAllergens",
  "imageUrls",
  "mediumTrayPrice",
  "largeTrayPrice",
  "preparationTime",
  "servingSize",
  "isSignatureDish",
  "catererId",
] as const;

const NO_SPICE = "none";

/** What the form edits: lists as comma-separated text, only the first image URL. */
function formValues(dish: DishDto | null, catererId: number | undefined): DishInput {
  return {
    name: dish?.name ?? "",
    description: dish?.description ?? "",
    category: dish?.category ?? "main",
    dietaryTags: dish?.dietaryTags.join(", ") ?? "",
    spiceLevel: dish?.spiceLevel ?? "",
    ingredients: dish?.ingredients.join(", ") ?? "",
    allergens: dish?.allergens.join(", ") ?? "",
    majorAllergens: (dish?.majorAllergens ?? undefined) as DishInput["majorAllergens"],
    imageUrls: dish?.imageUrls[0] ?? "",
    mediumTrayPrice: dish?.mediumTrayPrice ?? "",
    largeTrayPrice: dish?.largeTrayPrice ?? "",
    preparationTime: dish?.preparationTime ?? DEFAULT_PREP_TIME_MINUTES,
    servingSize: dish?.servingSize ?? "",
    isSignatureDish: dish?.isSignatureDish ?? false,
    isPopular: dish?.isPopular ?? false,
    catererId: dish?.catererId ?? catererId ?? "",
  };
}

export type DishSaveHandler = (
  values: DishInput,
  dishId: number | null,
) => Promise<ActionResult<DishDto>>;

/**
 * The "Add New Dish" / "Edit Dish" dialog of the kitchen and the admin console. The caller
 * saves (its server action or API call) through `onSave`; the dialog validates with the
 * shared dish schema, shows the server's field errors under their fields and toasts.
 * With `caterers` it shows a caterer picker and, when editing, the dish's History of admin
 * changes (admins); without, the dish belongs to the signed-in caterer's kitchen and
 * neither shows.
 */
export function DishFormDialog({
  open,
  onOpenChange,
  dish,
  caterers,
  defaultCatererId,
  onSave,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dish to edit; null to add one. */
  dish: DishDto | null;
  /** Offer a caterer picker (admin), which searches the server; these name the current one. */
  caterers?: { id: number; name: string }[];
  defaultCatererId?: number;
  onSave: DishSaveHandler;
  onSaved?: (dish: DishDto) => void;
}) {
  const editing = dish !== null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={editing ? "Edit Dish" : "Add New Dish"}
      description={editing ? "Change the details of this dish." : "Add a dish to the menu."}
    >
      <DishForm
        dish={dish}
        caterers={caterers}
        defaultCatererId={defaultCatererId}
        onSave={onSave}
        onClose={() => onOpenChange(false)}
        onSaved={onSaved}
      />
      {caterers && dish && <AuditHistory entityType="dish" entityId={dish.id} />}
    </FormDialog>
  );
}

function DishForm({
  dish,
  caterers,
  defaultCatererId,
  onSave,
  onClose,
  onSaved,
}: {
  dish: DishDto | null;
  caterers?: { id: number; name: string }[];
  defaultCatererId?: number;
  onSave: DishSaveHandler;
  onClose: () => void;
  onSaved?: (dish: DishDto) => void;
}) {
  const editing = dish !== null;
  const form = useForm<DishInput>({
    resolver: zodResolver(dishSchema),
    defaultValues: formValues(dish, defaultCatererId),
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: "imageUrls" });

  const failure = editing ? "Failed to update dish" : "Failed to create dish";
  const onSubmit = useWrite(form, {
    save: (values) => {
      // The form edits only the first image; the others stay as they were. (The values are
      // the schema's output here, so the one URL already arrives as a list.)
      const edited = Array.isArray(values.imageUrls) ? values.imageUrls[0] : values.imageUrls;
      const first = typeof edited === "string" ? edited.trim() : "";
      const input: DishInput = {
        ...values,
        imageUrls: [first, ...(dish?.imageUrls.slice(1) ?? [])].filter(Boolean),
        catererId: caterers ? values.catererId : undefined,
      };
      return onSave(input, dish?.id ?? null);
    },
    fields: DISH_FIELDS,
    success: editing ? "Dish updated successfully!" : "Dish created successfully!",
    refused: (message) => message || failure,
    crashed: () => failure,
    onDone: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {caterers && (
        <div className="space-y-1.5">
          <Label
            htmlFor="dish-caterer"
            className="after:ml-0.5 after:text-red-600 after:content-['*']"
          >
            Caterer
          </Label>
          <Controller
            control={form.control}
            name="catererId"
            render={({ field }) => (
              <CatererPicker
                id="dish-caterer"
                value={field.value}
                onChange={field.onChange}
                known={caterers}
                invalid={!!errors.catererId}
              />
            )}
          />
          {errors.catererId && <p className="text-sm text-red-600">{errors.catererId.message}</p>}
        </div>
      )}
      <Field id="dish-name" label="Dish Name" required error={errors.name?.message}>
        <Input id="dish-name" {...form.register("name")} />
      </Field>
      <Field id="dish-description" label="Description" required error={errors.description?.message}>
        <Textarea id="dish-description" rows={3} {...form.register("description")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="dish-category">Category</Label>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select value={String(field.value ?? "")} onValueChange={field.onChange}>
                <SelectTrigger id="dish-category">
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {DISH_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {CATEGORY_BADGES[c]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {errors.category && <p className="text-sm text-red-600">{errors.category.message}</p>}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="dish-spice">Spice Level</Label>
          <Controller
            control={form.control}
            name="spiceLevel"
            render={({ field }) => (
              <Select
                value={field.value ? String(field.value) : NO_SPICE}
                onValueChange={(v) => field.onChange(v === NO_SPICE ? "" : v)}
              >
                <SelectTrigger id="dish-spice">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_SPICE}>Not spicy / not set</SelectItem>
                  {SPICE_LEVELS.map((s) => (
                    <SelectItem key={s} value={s}>
                      {SPICE_LABELS[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      </div>
      <Field
        id="dish-ingredients"
        label="Ingredients (comma-separated)"
        required
        error={errors.ingredients?.message}
      >
        <Input id="dish-ingredients" {...form.register("ingredients")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id="dish-dietary"
          label="Dietary Tags (comma-separated)"
          error={errors.dietaryTags?.message}
        >
          <Input
            id="dish-dietary"
            placeholder="vegetarian, vegan, gluten-free"
            {...form.register("dietaryTags")}
          />
        </Field>
        <Field
          id="dish-allergens"
          label="Other allergens (comma-separated)"
          error={errors.allergens?.message}
        >
          <Input
            id="dish-allergens"
            placeholder="e.g. mustard, celery"
            {...form.register("allergens")}
          />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="majorAllergens"
        render={({ field }) => (
          <MajorAllergenBoxes
            value={field.value as MajorAllergen[] | undefined}
            onChange={field.onChange}
            error={errors.majorAllergens?.message}
          />
        )}
      />
      <DishPhotoField
        imageUrl={typeof imageUrl === "string" ? imageUrl : ""}
        onUploaded={(url) =>
          form.setValue("imageUrls", url, { shouldDirty: true, shouldValidate: true })
        }
      />
      <Field
        id="dish-image"
        label="Image URL (not needed with a photo)"
        error={errors.imageUrls?.message}
      >
        <Input
          id="dish-image"
          type="url"
          placeholder="https://... or /images/..."
          {...form.register("imageUrls")}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id="dish-medium"
          label="Medium Tray Price ($, serves 6-8)"
          required
          error={errors.mediumTrayPrice?.message}
        >
          <Input
            id="dish-medium"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            {...form.register("mediumTrayPrice")}
          />
        </Field>
        <Field
          id="dish-large"
          label="Large Tray Price ($, serves 10-12)"
          required
          error={errors.largeTrayPrice?.message}
        >
          <Input
            id="dish-large"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            {...form.register("largeTrayPrice")}
          />
        </Field>
        <TrayPriceWarning control={form.control} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="dish-prep" label="Prep Time (minutes)" error={errors.preparationTime?.message}>
          <Input
            id="dish-prep"
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            {...form.register("preparationTime")}
          />
        </Field>
        <Field id="dish-serving" label="Serving Size" error={errors.servingSize?.message}>
          <Input
            id="dish-serving"
            placeholder="e.g. 1 cup per person"
            {...form.register("servingSize")}
          />
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="isSignatureDish"
          render={({ field }) => (
            <Checkbox
              id="dish-signature"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="dish-signature">Signature Dish</Label>
      </div>
      <FormDialogFooter
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel={editing ? "Update Dish" : "Add Dish"}
      />
    </form>
  );
}

/**
 * The nine major allergens as checkboxes, and "None of the nine" (docs/product-rules.md
 * §13). `undefined` = not declared yet; [] = none of the nine. Unticking the last allergen
 * leaves the dish undeclared again rather than claiming it has none.
 */
function MajorAllergenBoxes({
  value,
  onChange,
  error,
}: {
  value: MajorAllergen[] | undefined;
  onChange: (value: MajorAllergen[] | undefined) => void;
  error?: string;
}) {
  const none = value !== undefined && value.length === 0;
  return (
    <fieldset className="space-y-2 rounded-md border p-3" aria-describedby="dish-major-help">
      <legend className="px-1 text-sm font-medium">Major allergens</legend>
      <p id="dish-major-help" className="text-xs text-muted-foreground">
        Tick each one the dish contains, or &quot;None of the nine&quot;. Until you do, guests see
        &quot;Allergens not declared&quot; and the dish never counts as free from anything.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {MAJOR_ALLERGENS.map((a) => {
          const id = `dish-allergen-${a.value}`;
          const checked = value?.includes(a.value) ?? false;
          return (
            <div key={a.value} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(on) => {
                  const rest = (value ?? []).filter((v) => v !== a.value);
                  const next = on === true ? [...rest, a.value] : rest;
                  onChange(next.length ? next : undefined);
                }}
              />
              <Label htmlFor={id} className="font-normal">
                {a.label}
              </Label>
            </div>
          );
        })}
      </div>
      <div className="flex items-center gap-2 border-t pt-2">
        <Checkbox
          id="dish-allergen-none"
          checked={none}
          onCheckedChange={(on) => onChange(on === true ? [] : undefined)}
        />
        <Label htmlFor="dish-allergen-none" className="font-normal">
          None of the nine
        </Label>
      </div>
      {error && <p className="text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}

/** Says when the large tray is priced under the medium one; saving still works. */
function TrayPriceWarning({ control }: { control: Control<DishInput> }) {
  const [medium, large] = useWatch({ control, name: ["mediumTrayPrice", "largeTrayPrice"] });
  const warning = trayPriceWarning(medium, large);
  return warning ? (
    <p role="status" className="text-sm text-amber-800 sm:col-span-2" data-testid="price-warning">
      {warning}
    </p>
  ) : null;
}
