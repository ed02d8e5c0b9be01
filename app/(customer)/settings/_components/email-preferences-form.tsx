"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { updateEmailPreferencesAction } from "../actions";

/** Non-essential emails on or off; saved as soon as it changes. */
export function EmailPreferencesForm({ initial }: { initial: boolean }) {
  const [enabled, setEnabled] = useState(initial);
  const [pending, startTransition] = useTransition();

  const change = (next: boolean) => {
    const previous = enabled;
    setEnabled(next);
    startTransition(async () => {
      const result = await updateEmailPreferencesAction({ emailNotifications: next });
      if (!result.ok) {
        setEnabled(previous);
        toast.error(result.message);
        return;
      }
      toast.success(
        next ? "Order and account emails turned on" : "Order and account emails turned off",
      );
    });
  };

  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id="email-notifications"
        checked={enabled}
        disabled={pending}
        onCheckedChange={(value) => change(value === true)}
        className="mt-0.5"
      />
      <div className="space-y-1">
        <Label htmlFor="email-notifications">Email me about orders and my account</Label>
        <p className="text-sm text-muted-foreground">
          New orders for your kitchen, status changes of your orders with the caterer&apos;s
          comments, caterer application updates and the welcome email.
        </p>
      </div>
    </div>
  );
}
