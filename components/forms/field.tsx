import { cloneElement, isValidElement } from "react";
import { Label } from "@/components/ui/label";

/** A labelled form field with its validation message underneath. */
export function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      {/* The required mark is CSS content so it stays out of the field's accessible name. */}
      <Label
        htmlFor={id}
        className={required ? "after:ml-0.5 after:text-red-600 after:content-['*']" : undefined}
      >
        {label}
      </Label>
      {isValidElement<Record<string, unknown>>(children)
        ? cloneElement(children, {
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          })
        : children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
