"use client";

import { useState, useTransition } from "react";
import { write } from "@/lib/client/write";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { EmailPreferencesInput } from "@/lib/users/email-preferences-schemas";
import { updateEmailPreferencesAction } from "../actions";

type Switch = keyof EmailPreferencesInput;

const SWITCHES: { key: Switch; label: string; hint: string; on: string; off: string }[] = [
  {
    key: "emailNotifications",
    label: "Email me about orders and my account",
    hint: "New orders for your kitchen, status changes of your orders with the caterer's comments, caterer application updates and the welcome email.",
    on: "Order and account emails turned on",
    off: "Order and account emails turned off",
  },
  {
    key: "messageEmails",
    label: "Email me about new messages",
    hint: "When a caterer, a customer or TrayTable writes in the conversation about one of your orders: at most one email per conversation every 10 minutes.",
    on: "Message emails turned on",
    off: "Message emails turned off",
  },
];

/** Each kind of optional email on or off; saved as soon as it changes. */
export function EmailPreferencesForm({ initial }: { initial: Record<Switch, boolean> }) {
  const [values, setValues] = useState(initial);
  const [pending, startTransition] = useTransition();

  const change = (key: Switch, next: boolean) => {
    const previous = values[key];
    setValues((v) => ({ ...v, [key]: next }));
    const text = SWITCHES.find((s) => s.key === key)!;
    startTransition(async () => {
      const result = await write(() => updateEmailPreferencesAction({ [key]: next }), {
        success: next ? text.on : text.off,
        refused: (message) => message,
        crashed: () => "Your email settings could not be saved. Please try again.",
      });
      if (!result?.ok) setValues((v) => ({ ...v, [key]: previous }));
    });
  };

  return (
    <div className="space-y-5">
      {SWITCHES.map((s) => (
        <div key={s.key} className="space-y-1">
          {/* The label row holds the box: one 44 px target on phones. */}
          <Label
            htmlFor={`email-${s.key}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 md:min-h-0"
          >
            <Checkbox
              id={`email-${s.key}`}
              checked={values[s.key]}
              disabled={pending}
              onCheckedChange={(value) => change(s.key, value === true)}
            />
            {s.label}
          </Label>
          <p className="pl-7 text-sm text-muted-foreground">{s.hint}</p>
        </div>
      ))}
    </div>
  );
}
