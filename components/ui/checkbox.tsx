import * as React from "react";
import { cn } from "@/lib/utils";

type CheckboxProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "checked" | "onChange"
> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox in the primary colour, with the API of shadcn's Radix checkbox
 * (`checked`, `onCheckedChange`). Native because the home page's filters, the menu's
 * free-from choice and the application form render it on first load, and Radix's version
 * (a button acting as a checkbox, with its presence and size tracking) cost those public
 * pages about 3 KB of JavaScript (gzip) for what the browser's own control does.
 */
const Checkbox = React.forwardRef<HTMLInputElement, CheckboxProps>(
  ({ className, onCheckedChange, ...props }, ref) => (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        "peer h-5 w-5 shrink-0 cursor-pointer accent-primary ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  ),
);
Checkbox.displayName = "Checkbox";

export { Checkbox };
