"use client";

import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";

const Dialog = DialogPrimitive.Root;
const DialogTrigger = DialogPrimitive.Trigger;
const DialogClose = DialogPrimitive.Close;

/**
 * On phones (below sm) a long form fills the screen: a centred box with a page of fields
 * in it left the action a long scroll away (issue 22). Its DialogActionBar then stays at
 * the bottom. Its rows keep their own height (content-start): a short form's rows stretched
 * to the screen's height, leaving a large empty gap (issue 46).
 */
const PHONE_FULL_SCREEN =
  "max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:content-start max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:pb-0";

const DialogContent = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { phoneFullScreen?: boolean }
>(({ className, children, phoneFullScreen, onCloseAutoFocus, ...props }, ref) => {
  // Radix gives the focus back to a Dialog.Trigger only; our dialogs are mostly opened by
  // state, so the element that had the focus when the dialog opened gets it back.
  const opener = React.useRef<HTMLElement | null>(null);
  React.useLayoutEffect(() => {
    opener.current = document.activeElement as HTMLElement | null;
  }, []);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        ref={ref}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[92vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-lg border bg-background p-5 shadow-lg outline-none sm:p-6",
          phoneFullScreen && PHONE_FULL_SCREEN,
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-1 top-1 flex h-11 w-11 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring">
          <X className="h-4 w-4" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
DialogContent.displayName = DialogPrimitive.Content.displayName;

/**
 * onOpenAutoFocus for dialogs whose first control is a field: the dialog itself takes the
 * focus, not the field, so a phone's keyboard stays closed while a keyboard or screen
 * reader user is inside the dialog at once (Tab goes on to its controls; closing gives the
 * focus back to the opener).
 */
export function focusDialogItself(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.focus();
}

function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col space-y-1.5 pr-8", className)} {...props} />;
}

function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/**
 * The footer of a long form: on phones a bar fixed to the bottom of the (full-screen)
 * dialog, so the primary action is always in reach; from sm up an ordinary footer. It must
 * be the last thing in the dialog (its negative margins meet the dialog's padding).
 */
function DialogActionBar({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-testid="dialog-action-bar"
      className={cn(
        "flex gap-2 max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:-mx-5 max-sm:items-center max-sm:border-t max-sm:bg-background max-sm:px-5 max-sm:py-3 sm:justify-end",
        className,
      )}
      {...props}
    />
  );
}

const DialogTitle = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Title>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Title
    ref={ref}
    className={cn("text-lg font-semibold leading-none", className)}
    {...props}
  />
));
DialogTitle.displayName = DialogPrimitive.Title.displayName;

const DialogDescription = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Description>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Description
    ref={ref}
    className={cn("text-sm text-muted-foreground", className)}
    {...props}
  />
));
DialogDescription.displayName = DialogPrimitive.Description.displayName;

export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogActionBar,
  DialogTitle,
  DialogDescription,
};
