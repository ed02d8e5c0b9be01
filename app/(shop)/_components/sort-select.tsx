"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { SORT_OPTIONS, type SortValue } from "@/lib/browse/filters";
import { useBrowse } from "./browse-provider";

export function SortSelect() {
  const { filters, apply } = useBrowse();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort-select" className="text-sm text-muted-foreground">
        Sort by
      </label>
      <NativeSelect
        id="sort-select"
        className="w-48"
        data-testid="sort-select"
        value={filters.sort}
        onChange={(event) => apply({ sort: event.target.value as SortValue })}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
