"use client";

import { useSearchParams } from "next/navigation";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { ListSearch, Pager, useQueryUpdater } from "./list-controls";

/** A filter of an admin list: a select bound to one query parameter ("all" clears it). */
export type ListFilter = {
  /** The query parameter it sets, e.g. `role`. */
  param: string;
  /** Its accessible name, e.g. "Filter by role". */
  label: string;
  /** The first option, e.g. "All Roles"; its value is `all`. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
};

/**
 * The one admin list panel (the dashboard's tabs and the users page): a search box and the
 * filters, each a query parameter the server pages by; the list's action (Add ...); the
 * items as cards or a table, or `empty` when there are none; and the pager. Each list
 * brings only its rows and dialogs.
 */
export function AdminListPanel({
  search,
  filters = [],
  action,
  empty,
  isEmpty,
  page,
  pageSize,
  total,
  children,
}: {
  search: { label: string; placeholder: string };
  filters?: readonly ListFilter[];
  action?: React.ReactNode;
  empty: string;
  isEmpty: boolean;
  page: number;
  pageSize: number;
  total: number;
  /** The items (and the list's dialogs, which stay mounted when the list is empty). */
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-4">
      {/* With filters the row needs a tablet's width before it lines up. */}
      <div
        className={cn(
          "flex flex-col gap-3",
          filters.length
            ? "md:flex-row md:items-center md:justify-between"
            : "sm:flex-row sm:items-center sm:justify-between",
        )}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center md:flex-1">
          <ListSearch label={search.label} placeholder={search.placeholder} />
          {filters.map((filter) => (
            <FilterSelect key={filter.param} filter={filter} />
          ))}
        </div>
        {action}
      </div>
      {isEmpty && (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          {empty}
        </p>
      )}
      {children}
      <Pager page={page} pageSize={pageSize} total={total} />
    </div>
  );
}

function FilterSelect({ filter }: { filter: ListFilter }) {
  const params = useSearchParams();
  const update = useQueryUpdater();
  return (
    <Select
      value={params.get(filter.param) ?? "all"}
      onValueChange={(value) => update({ [filter.param]: value })}
    >
      <SelectTrigger aria-label={filter.label} className={cn("sm:w-40", filter.className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{filter.allLabel}</SelectItem>
        {filter.options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
