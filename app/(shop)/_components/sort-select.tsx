"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { SORT_OPTIONS, type SortValue } from "@/lib/browse/filters";
import { useBrowse } from "./browse-provider";

export function SortSelect() {
  const { filters, apply } = useBrowse();
  return (
    <div className="flex items-center gap-2">
      <span id="sort-label" className="text-sm text-muted-foreground">
        Sort by
      </span>
      <Select value={filters.sort} onValueChange={(sort) => apply({ sort: sort as SortValue })}>
        <SelectTrigger className="w-48" aria-labelledby="sort-label" data-testid="sort-select">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SORT_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
