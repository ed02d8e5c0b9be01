"use client";

import { useQueryUpdater } from "@/components/admin/list-controls";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { applicationFilterLabel } from "@/lib/applications/labels";
import { APPLICATION_FILTERS, type ApplicationFilter } from "@/lib/applications/review-schemas";

/**
 * The status filter lives in the URL (?status=), so a filtered list can be shared and
 * reloaded. Changing it keeps the search and goes back to the first page.
 */
export function StatusFilter({ value }: { value: ApplicationFilter }) {
  const update = useQueryUpdater();
  return (
    <div className="flex items-center gap-2">
      <span id="status-filter-label" className="text-sm text-muted-foreground">
        Status
      </span>
      <Select value={value} onValueChange={(next) => update({ status: next })}>
        <SelectTrigger
          className="w-52"
          aria-labelledby="status-filter-label"
          data-testid="status-filter"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {APPLICATION_FILTERS.map((filter) => (
            <SelectItem key={filter} value={filter}>
              {applicationFilterLabel(filter)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
