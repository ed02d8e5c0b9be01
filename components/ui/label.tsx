"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * shadcn's Label on a native <label>. Radix's Label adds one thing, kept here: a double
 * click on the label's text does not select it (it still focuses the field). Radix's
 * primitive layer would add about 0.3 KiB gzip to every page with a form field.
 */
const Label = React.forwardRef<HTMLLabelElement, React.ComponentPropsWithoutRef<"label">>(
  ({ className, onMouseDown, ...props }, ref) => (
    <label
      ref={ref}
      className={cn(
        "text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  ),
);
Label.displayName = "Label";

export { Label };
