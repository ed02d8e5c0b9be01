"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * An in-app "Are you sure?" (not the browser's confirm(), which blocks the page and says
 * nothing afterwards): the question as the title, an optional line under it, and the
 * action's button, busy while `onConfirm` runs. Closes when it resolves true.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  question,
  description,
  action,
  destructive,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  description?: string;
  action: string;
  destructive?: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{question}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Back
          </Button>
          <Button
            onClick={run}
            disabled={busy}
            variant={destructive ? "destructive" : "default"}
            data-testid="confirm-action"
          >
            {busy ? "Updating..." : action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
