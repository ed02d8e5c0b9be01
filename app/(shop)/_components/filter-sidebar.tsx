"use client";

import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useBrowse } from "./browse-provider";
import { FilterGroups, ClearAll } from "./filter-groups";
import { lazyComponent } from "@/lib/client/lazy-component";
import { Icon } from "@/components/icons/icon";

const loadFilterSheet = () => import("./filter-sheet");
const FilterSheet = lazyComponent(() => loadFilterSheet().then((m) => m.FilterSheet));

export function FilterSidebar({ total }: { total: number }) {
  const { filters } = useBrowse();
  const [open, setOpen] = useState(false);
  // The sheet's code loads on intent (hover, focus) or the first click.
  const [wanted, setWanted] = useState(false);
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
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadFilterSheet}
        onFocus={loadFilterSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="sliders-horizontal" className="h-4 w-4" />
        Show filters
        {active > 0 && ` (${active})`}
      </Button>
      {wanted && (
        <Suspense>
          <FilterSheet open={open} onOpenChange={setOpen} total={total} />
        </Suspense>
      )}
      <div className="hidden space-y-6 rounded-xl border bg-card p-5 shadow-sm lg:block">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Filters</h2>
          <ClearAll />
        </div>
        <FilterGroups idPrefix="filter" />
      </div>
    </aside>
  );
}
