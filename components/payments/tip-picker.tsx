"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dollarsToCents, formatCents } from "@/lib/money";
import { maxTipCents, TIP_PERCENTS, tipForPercent } from "@/lib/payments/amounts";
import { TIP_INVALID, tipTooLarge } from "@/lib/payments/schemas";

type Choice = "none" | (typeof TIP_PERCENTS)[number] | "custom";

/**
 * The optional tip at checkout (docs/product-rules.md §19): none, 10%, 15% or 20% of what is
 * due (rounded to the cent), or an amount of the customer's own. All of it goes to the
 * kitchen. `onChange` gets the tip in cents; the server checks the same bounds.
 */
export function TipPicker({
  dueCents,
  tipCents,
  onChange,
  disabled,
}: {
  dueCents: number;
  tipCents: number;
  onChange: (tipCents: number) => void;
  disabled?: boolean;
}) {
  const [choice, setChoice] = useState<Choice>("none");
  const [custom, setCustom] = useState("");
  const [error, setError] = useState<string | null>(null);
  const max = maxTipCents(dueCents);

  const pick = (next: Choice) => {
    setChoice(next);
    setError(null);
    if (next === "none") onChange(0);
    else if (next !== "custom") onChange(tipForPercent(dueCents, next));
  };
  const applyCustom = () => {
    let cents: number;
    try {
      cents = dollarsToCents(custom.replace(/^\$/, "") || "0");
    } catch {
      setError(TIP_INVALID);
      return;
    }
    if (cents > max) {
      setError(tipTooLarge(formatCents(max)));
      return;
    }
    setError(null);
    onChange(cents);
  };

  const options: { value: Choice; label: string }[] = [
    { value: "none", label: "No tip" },
    ...TIP_PERCENTS.map((p) => ({ value: p, label: `${p}%` })),
    { value: "custom", label: "Other" },
  ];
  return (
    <fieldset className="space-y-2" data-testid="tip-picker">
      <legend className="text-sm font-medium">Add a tip for the kitchen</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Tip">
        {options.map((o) => (
          <Button
            key={String(o.value)}
            type="button"
            size="sm"
            role="radio"
            aria-checked={choice === o.value}
            variant={choice === o.value ? "default" : "outline"}
            onClick={() => pick(o.value)}
            disabled={disabled}
            className="min-h-11 min-w-14"
          >
            {o.label}
          </Button>
        ))}
      </div>
      {choice === "custom" && (
        <div className="flex items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="tip-amount">Tip amount ($)</Label>
            <Input
              id="tip-amount"
              inputMode="decimal"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              className="w-32"
              aria-invalid={!!error}
              aria-describedby={error ? "tip-error" : undefined}
              disabled={disabled}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={applyCustom}
            disabled={disabled}
            className="min-h-11"
          >
            Add tip
          </Button>
        </div>
      )}
      {error && (
        <p id="tip-error" className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <p className="text-sm text-muted-foreground" data-testid="tip-amount">
        Tip: {formatCents(tipCents)} · 100% goes to the kitchen
      </p>
    </fieldset>
  );
}
