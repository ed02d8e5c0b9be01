import * as React from "react";
import { cn } from "@/lib/utils";
import { Icon } from "@/components/icons/icon";

/**
 * The browser's own <select>, styled like the other fields. Public pages use it instead
 * of the Radix Select: it ships no JavaScript of its own (the Radix one, with its
 * positioning library, was the largest piece of our code on the home page) and phones
 * open their native picker (docs/benchmarks.md, "First-load JS").
 */
const NativeSelect = React.forwardRef<
  HTMLSelectElement,
  React.SelectHTMLAttributes<HTMLSelectElement>
>(({ className, children, ...props }, ref) => (
  <div className={cn("relative", className)}>
    <select
      ref={ref}
      className="flex h-11 w-full cursor-pointer appearance-none items-center rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 md:h-10 md:text-sm"
      {...props}
    >
      {children}
    </select>
    <Icon
      name="chevron-down"
      className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 opacity-50"
    />
  </div>
));
NativeSelect.displayName = "NativeSelect";

export { NativeSelect };
