"use client";

import * as React from "react";
import { DayPicker } from "react-day-picker";
import { cn } from "@/lib/utils";

/** shadcn-style Calendar on react-day-picker 9 (dates, disabled days, keyboard support). */
export function Calendar({
  className,
  classNames,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      className={cn("p-1", className)}
      classNames={{
        months: "relative flex flex-col",
        month: "space-y-3",
        month_caption: "flex h-9 items-center justify-center text-sm font-semibold",
        nav: "absolute inset-x-0 top-0 flex h-9 items-center justify-between",
        button_previous:
          "inline-flex h-8 w-8 items-center justify-center rounded-md border hover:bg-accent disabled:opacity-30",
        button_next:
          "inline-flex h-8 w-8 items-center justify-center rounded-md border hover:bg-accent disabled:opacity-30",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "w-9 text-center text-xs font-normal text-muted-foreground sm:w-10",
        week: "mt-1 flex w-full",
        day: "h-9 w-9 p-0 text-center text-sm sm:h-10 sm:w-10",
        day_button:
          "h-9 w-9 rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none sm:h-10 sm:w-10",
        selected:
          "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
        today: "font-bold",
        outside: "text-muted-foreground opacity-40",
        disabled: "text-muted-foreground opacity-40 [&>button]:line-through",
        hidden: "invisible",
        ...classNames,
      }}
      {...props}
    />
  );
}
