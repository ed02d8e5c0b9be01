"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogActionBar,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  focusDialogItself,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/**
 * The shell of every form dialog: title, description, a scrolling body. Its children mount
 * only while it is open (Radix unmounts closed content), so a form inside starts from its
 * `defaultValues` each time it opens, and a list refreshing underneath never resets what the
 * user is typing. No effect resets the form, so nothing needs an exhaustive-deps exception.
 * On phones it fills the screen, with FormDialogFooter as a bar at the bottom, and no
 * field is focused on open.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** max-w-2xl instead of max-w-lg, for forms with two columns. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        phoneFullScreen
        // The dialog, not a field, takes the focus: on a phone the keyboard would cover it.
        onOpenAutoFocus={focusDialogItself}
        className={cn("max-h-[90vh] overflow-y-auto", wide ? "max-w-2xl" : "max-w-lg")}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Cancel and the submit button, which says `pendingLabel` while the form submits, in a bar
 * kept at the bottom of the screen on phones; `apart` (a destructive action such as Delete)
 * stands away from them: above the bar on phones, left on wider screens. `summary` (a
 * total) leads the bar; where it stands in for Cancel on phones (`cancelOnPhone={false}`),
 * the dialog's close button still cancels. The last thing in the form.
 */
export function FormDialogFooter({
  onCancel,
  submitting,
  submitLabel,
  pendingLabel = "Saving...",
  cancelLabel = "Cancel",
  submitVariant,
  apart,
  summary,
  cancelOnPhone = true,
}: {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  /** `destructive` where submitting ends something (cancel a booking, reject, hide). */
  submitVariant?: "default" | "destructive";
  apart?: React.ReactNode;
  summary?: React.ReactNode;
  cancelOnPhone?: boolean;
}) {
  return (
    // On phones the wrapper steps aside (display: contents), so the bar sticks to the
    // bottom of the form's scrolling dialog.
    <div className="max-sm:contents sm:flex sm:items-center sm:gap-2">
      {apart && <div className="flex flex-col sm:mr-auto">{apart}</div>}
      <DialogActionBar
        className={cn(summary ? "sm:flex-1" : "sm:ml-auto", !summary && "max-sm:[&>*]:flex-1")}
      >
        {summary && <div className="mr-auto min-w-0">{summary}</div>}
        <Button
          type="button"
          variant="outline"
          className={cancelOnPhone ? undefined : "max-sm:hidden"}
          onClick={onCancel}
        >
          {cancelLabel}
        </Button>
        <Button type="submit" variant={submitVariant} disabled={submitting}>
          {submitting ? pendingLabel : submitLabel}
        </Button>
      </DialogActionBar>
    </div>
  );
}
