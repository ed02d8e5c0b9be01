"use client";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { DIETARY_OPTIONS, HOME_CUISINES } from "@/lib/constants";
import { FREE_FROM_MIN_OPTIONS, PRICE_BANDS, type BrowseFilters } from "@/lib/browse/filters";
import { MAJOR_ALLERGENS } from "@/lib/dishes/allergens";
import { useBrowse } from "./browse-provider";

// The home filters' groups and Clear All, shared by the sidebar and the phone's sheet.

type ListKey = "prices" | "cuisines" | "diets";

function toggle(list: string[], value: string, on: boolean): string[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function CheckboxGroup({
  title,
  name,
  options,
  idPrefix,
}: {
  title: string;
  name: ListKey;
  options: readonly { value: string; label: string }[];
  idPrefix: string;
}) {
  const { filters, apply } = useBrowse();
  const selected: string[] = filters[name];
  return (
    <fieldset className="space-y-1">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {options.map((option) => {
        const id = `${idPrefix}-${name}-${option.value}`;
        return (
          <div key={option.value} className="flex min-h-11 items-center gap-3 md:min-h-10">
            <Checkbox
              id={id}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) =>
                apply({
                  [name]: toggle(selected, option.value, checked === true),
                } as Partial<BrowseFilters>)
              }
            />
            <Label
              htmlFor={id}
              className="flex-1 cursor-pointer py-2 text-base font-normal md:text-sm"
            >
              {option.label}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}

export function ClearAll() {
  const { apply } = useBrowse();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={() =>
        apply({
          location: "",
          cuisines: [],
          prices: [],
          diets: [],
          freeFrom: undefined,
          freeMin: undefined,
          zip: undefined,
          date: undefined,
          guests: undefined,
        })
      }
    >
      Clear All
    </Button>
  );
}

/** The filter groups; `idPrefix` keeps the sheet's ids apart from the sidebar's. */
export function FilterGroups({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <CheckboxGroup idPrefix={idPrefix} title="Price Range" name="prices" options={PRICE_BANDS} />
      <CheckboxGroup
        idPrefix={idPrefix}
        title="Cuisine Type"
        name="cuisines"
        options={HOME_CUISINES.map((c) => ({ value: c, label: c }))}
      />
      <CheckboxGroup
        idPrefix={idPrefix}
        title="Dietary Options"
        name="diets"
        options={DIETARY_OPTIONS}
      />
      <FreeFromGroup idPrefix={idPrefix} />
    </>
  );
}

/**
 * Clear All, Price Range, Cuisine Type, Dietary Options and Free From: a sidebar from lg
 * up; below it a bottom sheet behind "Show filters", whose "Show N caterers" closes it on
 * the list (inline, the filters pushed the result count two screens down; issue 22). Each
 * change applies at once, so N is the live count.
 */
/**
 * "Free from": caterers with at least N dishes that declare none of the chosen major
 * allergens (docs/product-rules.md §13). In the URL as free=peanuts&free=tree-nuts&freeMin=3.
 */
function FreeFromGroup({ idPrefix }: { idPrefix: string }) {
  const { filters, apply } = useBrowse();
  const selected = filters.freeFrom ?? [];
  const min = filters.freeMin ?? 1;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold">Free From</legend>
      <p className="text-xs text-muted-foreground">
        Only dishes whose cook declared their allergens count.
      </p>
      {MAJOR_ALLERGENS.map((a) => {
        const id = `${idPrefix}-free-${a.value}`;
        return (
          <div key={a.value} className="flex min-h-11 items-center gap-3 md:min-h-10">
            <Checkbox
              id={id}
              checked={selected.includes(a.value)}
              onCheckedChange={(checked) => {
                const next = toggle(selected, a.value, checked === true);
                apply({ freeFrom: next, freeMin: next.length ? min : undefined });
              }}
            />
            <Label
              htmlFor={id}
              className="flex-1 cursor-pointer py-2 text-base font-normal md:text-sm"
            >
              {a.label}
            </Label>
          </div>
        );
      })}
      {selected.length > 0 && (
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-free-min`} className="text-sm font-normal">
            At least this many such dishes
          </Label>
          <select
            id={`${idPrefix}-free-min`}
            className="h-11 w-full rounded-md border bg-background px-2 text-base md:h-10 md:text-sm"
            value={String(min)}
            onChange={(e) => apply({ freeFrom: selected, freeMin: Number(e.target.value) })}
          >
            {FREE_FROM_MIN_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? "1 dish" : `${n} dishes`}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
