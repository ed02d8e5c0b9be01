"use client";

import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** Five stars as a radio group: click or arrow keys choose 1-5. */
export function StarRatingInput({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: number | undefined;
  onChange: (value: number) => void;
  invalid?: boolean;
}) {
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label="Rating"
      aria-invalid={invalid || undefined}
      className="flex gap-1"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} star${n === 1 ? "" : "s"}`}
          tabIndex={value === n || (!value && n === 1) ? 0 : -1}
          onClick={() => onChange(n)}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight" || e.key === "ArrowUp")
              onChange(Math.min(5, (value ?? 0) + 1));
            if (e.key === "ArrowLeft" || e.key === "ArrowDown")
              onChange(Math.max(1, (value ?? 2) - 1));
          }}
          className="rounded p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Star
            aria-hidden
            className={cn(
              "h-7 w-7",
              value && n <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground",
            )}
          />
        </button>
      ))}
    </div>
  );
}
