import * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button-variants";

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

type SlotChild = React.ReactElement<{ className?: string; ref?: React.Ref<unknown> }>;

const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, asChild = false, children, ...props }, ref) => {
    const classes = cn(buttonVariants({ variant, size, className }));
    // Marks the primary actions for the phone check's 44 px rule (tests/e2e/phone-layout).
    const primary = (variant ?? "default") === "default" && size !== "sm" && size !== "icon";
    const dataPrimary = primary ? "" : undefined;
    if (asChild) {
      // `asChild` dresses its one child (a Link) as the button: the child's own props win,
      // classes are joined. Radix's Slot did this with handler and ref composition that no
      // caller needs, for about 1.1 KiB gzip on every page's first load (docs/benchmarks.md).
      const child = React.Children.only(children) as SlotChild;
      return React.cloneElement(child, {
        ...props,
        "data-primary": dataPrimary,
        ...child.props,
        className: cn(classes, child.props.className),
        ref: child.props.ref ?? ref,
      } as SlotChild["props"]);
    }
    return (
      <button className={classes} ref={ref} data-primary={dataPrimary} {...props}>
        {children}
      </button>
    );
  },
);
Button.displayName = "Button";

export { Button, buttonVariants };
