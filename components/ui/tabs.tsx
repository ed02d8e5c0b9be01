"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/*
 * Tabs with the API and markup of the shadcn/Radix ones (Tabs, TabsList, TabsTrigger,
 * TabsContent; defaultValue or value + onValueChange; data-state="active"), following the
 * WAI-ARIA tabs pattern: tablist/tab/tabpanel roles linked by id, one tab in the Tab order,
 * arrow keys, Home and End move between tabs and select them (Radix's automatic activation).
 * Ours because the caterer page and /auth are public pages with a first-load budget, and
 * Radix Tabs with its roving-focus and collection packages cost about 7.5 KiB gzip there.
 */

type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be used inside <Tabs>`);
  return state;
}

/** An id-safe form of a tab's value (values may hold spaces: "Main Course"). */
const idFor = (baseId: string, kind: "tab" | "panel", value: string) =>
  `${baseId}${kind}-${value.replace(/[^A-Za-z0-9_-]/g, "_")}`;

type TabsProps = Omit<React.HTMLAttributes<HTMLDivElement>, "defaultValue" | "dir"> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({ defaultValue, value, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = React.useState(defaultValue ?? "");
  const baseId = React.useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function TabsList({ className, onKeyDown, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex min-h-[3.25rem] items-center justify-center rounded-md bg-muted p-1 text-muted-foreground md:min-h-12",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const step = KEY_STEPS[event.key];
        if (!step || event.defaultPrevented) return;
        const tabs = [
          ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
        ];
        const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
        if (index < 0) return;
        event.preventDefault();
        const next = tabs[step(index, tabs.length)]!;
        next.focus();
        next.click();
      }}
      {...props}
    />
  );
}

function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, "tab", value)}
      aria-controls={idFor(tabs.baseId, "panel", value)}
      aria-selected={active}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium ring-offset-background transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm md:min-h-10 md:min-w-0",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered (as Radix's without forceMount). */
function TabsContent({
  value,
  className,
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, "panel", value)}
      aria-labelledby={idFor(tabs.baseId, "tab", value)}
      data-state="active"
      tabIndex={0}
      className={cn(
        "mt-4 ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
