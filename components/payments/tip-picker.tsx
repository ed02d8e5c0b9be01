"use client";

import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dollarsToCents, formatCents } from "@/lib/money/cents";
import { maxTipCents, TIP_PERCENTS, tipForPercent } from "@/lib/money/amounts";
import { TIP_INVALID, tipTooLarge } from "@/lib/money/schemas";

type Choice = "none" | (typeof TIP_PERCENTS)[number] | "custom";
export type TipPending = "typing" | "invalid" | null;

/** The "Other" field's text as cents, or why it cannot be a tip (at most `max`). */
function readTip(text: string, max: number): { cents: number } | { error: string } {
  let cents: number;
  try {
    cents = dollarsToCents(text.trim().replace(/^\$/, "") || "0");
  } catch {
    return { error: TIP_INVALID };
  }
  return cents > max ? { error: tipTooLarge(formatCents(max)) } : { cents };
}

/**
 * The optional tip at checkout (docs/product-rules.md §19): none, 10%, 15% or 20% of the
 * food due (`percentOfCents`; delivery fees are not tipped on; rounded to the cent), or an
 * amount of the customer's own, at most what is due. All of it goes to the
 * kitchen. `onChange` gets the tip in cents; the server checks the same bounds.
 *
 * An amount typed under "Other" is added by itself a moment after typing stops (or on
 * "Add tip", Enter or leaving the field): until then `onPendingChange` tells the
 * checkout to hold the Pay button, so a typed tip is never silently left out.
 */
export function TipPicker({
  dueCents,
  percentOfCents = dueCents,
  tipCents,
  onChange,
  onPendingChange,
  disabled,
}: {
  dueCents: number;
  /** What the percentages are of: the food due (what is due without delivery fees). */
  percentOfCents?: number;
  tipCents: number;
  onChange: (tipCents: number) => void;
  /** Why a typed "Other" amount is not yet the tip (being typed, or invalid); null: it is. */
  onPendingChange?: (pending: TipPending) => void;
  disabled?: boolean;
}) {
  const [choice, setChoice] = useState<Choice>("none");
  const [custom, setCustom] = useState("");
  // The "Other" text last made the tip; while the field differs, the tip is pending.
  const [applied, setApplied] = useState("");
  const [error, setError] = useState<string | null>(null);
  const max = maxTipCents(dueCents);
  const pending = choice === "custom" && custom !== applied;

  const pick = (next: Choice) => {
    setChoice(next);
    setError(null);
    if (next === "none") onChange(0);
    else if (next !== "custom") onChange(tipForPercent(percentOfCents, next));
    else applyCustom(custom);
  };
  const applyCustom = useCallback(
    (text: string) => {
      const read = readTip(text, max);
      if ("error" in read) return setError(read.error);
      setError(null);
      setApplied(text);
      onChange(read.cents);
    },
    [max, onChange],
  );

  const why: TipPending = !pending ? null : error ? "invalid" : "typing";
  useEffect(() => onPendingChange?.(why), [why, onPendingChange]);
  useEffect(() => {
    if (choice !== "custom" || custom === applied) return;
    const timer = setTimeout(() => applyCustom(custom), 600);
    return () => clearTimeout(timer);
  }, [choice, custom, applied, applyCustom]);

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
              onBlur={() => pending && applyCustom(custom)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyCustom(custom);
                }
              }}
              className="w-32"
              aria-invalid={!!error}
              aria-describedby={error ? "tip-error" : undefined}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={() => applyCustom(custom)}
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
