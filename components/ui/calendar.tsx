"use client";

import * as React from "react";
import { DayPicker } from "react-day-picker";
import { cn } from "@/lib/utils";

/**
 * shadcn-style Calendar on react-day-picker 9 (dates, disabled days, keyboard support). Days
 * and arrows are 44 px targets on phones (seven of them fill 308 px), 40 and 32 from sm up.
 */
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
        month: "space-y-2 sm:space-y-3",
        month_caption: "flex h-11 items-center justify-center text-sm font-semibold sm:h-9",
        nav: "absolute inset-x-0 top-0 flex h-11 items-center justify-between sm:h-9",
        button_previous:
          "inline-flex h-11 w-11 items-center justify-center rounded-md border hover:bg-accent disabled:opacity-30 sm:h-8 sm:w-8",
        button_next:
          "inline-flex h-11 w-11 items-center justify-center rounded-md border hover:bg-accent disabled:opacity-30 sm:h-8 sm:w-8",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "w-11 text-center text-xs font-normal text-muted-foreground sm:w-10",
        week: "flex w-full sm:mt-1",
        day: "h-11 w-11 p-0 text-center text-base sm:h-10 sm:w-10 sm:text-sm",
        day_button:
          "h-11 w-11 rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none sm:h-10 sm:w-10",
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
