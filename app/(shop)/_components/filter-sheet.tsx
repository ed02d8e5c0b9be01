"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogActionBar,
  DialogContent,
  DialogDescription,
  DialogTitle,
  focusDialogItself,
} from "@/components/ui/dialog";
import { useBrowse } from "./browse-provider";
import { ClearAll, FilterGroups } from "./filter-groups";

/**
 * The home filters as a bottom sheet on a phone (issue 22). Loaded when first opened
 * (filter-sidebar.tsx): the dialog's focus trap and scroll lock are a sixth of the home
 * page's own JS, and wide screens never open it (issue 26).
 */
export function FilterSheet({
  open,
  onOpenChange,
  total,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number;
}) {
  const { isPending } = useBrowse();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        phoneFullScreen={false}
        className="bottom-0 left-0 top-auto max-h-[85dvh] w-full max-w-none translate-x-0 translate-y-0 gap-5 rounded-b-none rounded-t-2xl pb-0 sm:p-6 sm:pb-0"
        onOpenAutoFocus={focusDialogItself}
      >
        <div className="flex items-center justify-between gap-2 pr-8">
          <DialogTitle>Filters</DialogTitle>
          <ClearAll />
        </div>
        <DialogDescription className="sr-only">
          Each choice narrows the list at once.
        </DialogDescription>
        <FilterGroups idPrefix="sheet-filter" />
        <DialogActionBar className="sticky bottom-0 -mx-5 border-t bg-background px-5 py-3 sm:-mx-6 sm:px-6">
          <Button type="button" className="w-full" onClick={() => onOpenChange(false)}>
            {isPending ? "Counting caterers..." : `Show ${total} caterers`}
          </Button>
        </DialogActionBar>
      </DialogContent>
    </Dialog>
  );
}
