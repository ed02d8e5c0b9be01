"use client";

import { useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { DIETARY_OPTIONS, HOME_CUISINES } from "@/lib/constants";
import { FREE_FROM_MIN_OPTIONS, PRICE_BANDS, type BrowseFilters } from "@/lib/browse/filters";
import { MAJOR_ALLERGENS } from "@/lib/dishes/allergens";
import { cn } from "@/lib/utils";
import { useBrowse } from "./browse-provider";

type ListKey = "prices" | "cuisines" | "diets";

function toggle(list: string[], value: string, on: boolean): string[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function CheckboxGroup({
  title,
  name,
  options,
}: {
  title: string;
  name: ListKey;
  options: readonly { value: string; label: string }[];
}) {
  const { filters, apply } = useBrowse();
  const selected: string[] = filters[name];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold">{title}</legend>
      {options.map((option) => {
        const id = `filter-${name}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) =>
                apply({
                  [name]: toggle(selected, option.value, checked === true),
                } as Partial<BrowseFilters>)
              }
            />
            <Label htmlFor={id} className="cursor-pointer font-normal">
              {option.label}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Clear All, Price Range, Cuisine Type and Dietary Options. */
export function FilterSidebar() {
  const { filters, apply } = useBrowse();
  const [open, setOpen] = useState(false);
  const active =
    filters.prices.length +
    filters.cuisines.length +
    filters.diets.length +
    (filters.freeFrom?.length ?? 0) +
    (filters.location ? 1 : 0);
  return (
    <aside aria-label="Filters" className="lg:sticky lg:top-20 lg:self-start">
      <Button
        type="button"
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden />
        {open ? "Hide filters" : "Show filters"}
        {active > 0 && ` (${active})`}
      </Button>
      <div
        id="filter-panel"
        className={cn(
          "mt-3 space-y-6 rounded-xl border bg-card p-5 shadow-sm lg:mt-0 lg:block",
          !open && "hidden",
        )}
      >
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Filters</h2>
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
              })
            }
          >
            Clear All
          </Button>
        </div>
        <CheckboxGroup title="Price Range" name="prices" options={PRICE_BANDS} />
        <CheckboxGroup
          title="Cuisine Type"
          name="cuisines"
          options={HOME_CUISINES.map((c) => ({ value: c, label: c }))}
        />
        <CheckboxGroup title="Dietary Options" name="diets" options={DIETARY_OPTIONS} />
        <FreeFromGroup />
      </div>
    </aside>
  );
}

/**
 * "Free from": caterers with at least N dishes that declare none of the chosen major
 * allergens (docs/product-rules.md §13). In the URL as free=peanuts&free=tree-nuts&freeMin=3.
 */
function FreeFromGroup() {
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
        const id = `filter-free-${a.value}`;
        return (
          <div key={a.value} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={selected.includes(a.value)}
              onCheckedChange={(checked) => {
                const next = toggle(selected, a.value, checked === true);
                apply({ freeFrom: next, freeMin: next.length ? min : undefined });
              }}
            />
            <Label htmlFor={id} className="cursor-pointer font-normal">
              {a.label}
            </Label>
          </div>
        );
      })}
      {selected.length > 0 && (
        <div className="space-y-1.5">
          <Label htmlFor="filter-free-min" className="text-sm font-normal">
            At least this many such dishes
          </Label>
          <select
            id="filter-free-min"
            className="h-9 w-full rounded-md border bg-background px-2 text-sm"
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
