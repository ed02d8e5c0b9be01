"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/*
 * Native radio buttons in the primary colour, with the API of shadcn's Radix radio group
 * (RadioGroup `value`/`defaultValue`/`onValueChange`, RadioGroupItem `value`). Native for
 * the reason of ./checkbox: /auth renders it on first load, and Radix's version (buttons
 * acting as radios, with roving focus) cost that public page about 4 KB of JavaScript
 * (gzip) for what the browser's own control does, arrow keys included.
 */

type RadioGroupState = {
  name: string;
  value: string | undefined;
  select: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
};

const RadioGroupContext = React.createContext<RadioGroupState | null>(null);

type RadioGroupProps = Omit<React.HTMLAttributes<HTMLDivElement>, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
};

function RadioGroup({
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
  className,
  ...props
}: RadioGroupProps) {
  const [own, setOwn] = React.useState(defaultValue);
  const generatedName = React.useId();
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <RadioGroupContext
      value={{ name: name ?? generatedName, value: value ?? own, select, disabled, required }}
    >
      <div
        role="radiogroup"
        aria-required={required || undefined}
        className={cn("grid gap-2", className)}
        {...props}
      />
    </RadioGroupContext>
  );
}

function RadioGroupItem({
  value,
  className,
  disabled,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "checked" | "name"> & {
  value: string;
}) {
  const group = React.useContext(RadioGroupContext);
  if (!group) throw new Error("<RadioGroupItem> must be used inside <RadioGroup>");
  return (
    <input
      type="radio"
      name={group.name}
      value={value}
      checked={group.value === value}
      disabled={disabled ?? group.disabled}
      required={group.required}
      onChange={(event) => event.target.checked && group.select(value)}
      className={cn(
        "aspect-square h-5 w-5 shrink-0 cursor-pointer accent-primary ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { RadioGroup, RadioGroupItem };
