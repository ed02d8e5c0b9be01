"use client";

import { Suspense, useState } from "react";
import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useUnread } from "@/lib/messages/use-unread";
import { lazyComponent } from "@/lib/client/lazy-component";

// The thread's code (form, SWR polling, link detection) loads when a thread is opened.
const ThreadPanel = lazyComponent(() => import("./thread-panel").then((m) => m.ThreadPanel));

/** "Messages" on an order, with its unread count; opens the order's thread. */
export function MessagesButton({
  bookingId,
  label = "Messages",
}: {
  bookingId: number;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const unread = useUnread().byBooking[bookingId] ?? 0;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        // A kitchen's name may be long: the label is cut, never the page widened.
        className="max-w-full"
        onClick={() => setOpen(true)}
        aria-label={unread ? `${label} (${unread} unread)` : label}
      >
        <MessageSquare aria-hidden className="mr-1 h-4 w-4 shrink-0" />
        <span className="min-w-0 truncate">{label}</span>
        {unread > 0 && (
          <span
            data-testid="order-unread"
            className="ml-1.5 shrink-0 rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
          >
            {unread}
          </span>
        )}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Messages</DialogTitle>
            <DialogDescription>About order #{bookingId}.</DialogDescription>
          </DialogHeader>
          {open && (
            <Suspense>
              <ThreadPanel source={{ bookingId }} />
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
