"use client";

import { useEffect, useId, useState } from "react";
import { Check, ChevronDown, Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

export type CatererChoice = { id: number; name: string };

/** How many caterers one lookup brings back; the admin types to narrow the rest. */
export const CATERER_PICKER_LIMIT = 20;

/** The answer for one search (failed: the request did not succeed). */
type Lookup = { query: string; caterers: CatererChoice[]; total: number; failed?: boolean };

async function lookUp(query: string, signal: AbortSignal) {
  const params = new URLSearchParams({ pageSize: String(CATERER_PICKER_LIMIT) });
  if (query) params.set("search", query);
  const response = await fetch(`/api/admin/caterers/choices?${params}`, {
    credentials: "same-origin",
    signal,
  });
  if (!response.ok) throw new Error(`${response.status}`);
  const caterers = (await response.json()) as CatererChoice[];
  const total = Number(response.headers.get("X-Total-Count") ?? caterers.length);
  return { query, caterers, total };
}

/**
 * The admin dish form's caterer picker: a searchable combobox that asks the server for the
 * first {@link CATERER_PICKER_LIMIT} caterers whose name matches what the admin types (the
 * newest caterers before anything is typed), so it stays fast with thousands of caterers.
 * The input is the combobox (named by the label pointing at `id`); its options are the
 * caterers' names.
 */
export function CatererPicker({
  id,
  value,
  onChange,
  known = [],
  invalid = false,
}: {
  id: string;
  /** The chosen caterer's id (a number or its text), or "" / undefined for none. */
  value: unknown;
  onChange: (catererId: number) => void;
  /** Caterers whose names are already known (the dish's own), to show the current choice. */
  known?: CatererChoice[];
  invalid?: boolean;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<CatererChoice | null>(null);

  const selectedId =
    (typeof value === "number" || typeof value === "string") && Number(value) > 0
      ? Number(value)
      : null;
  const selectedName =
    selectedId === null
      ? ""
      : picked?.id === selectedId
        ? picked.name
        : (known.find((c) => c.id === selectedId)?.name ?? `Caterer #${selectedId}`);

  const typed = query.trim();
  // Ask the server as the admin types (a short pause first, none when the list opens).
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        lookUp(typed, controller.signal).then(
          (result) => setLookup(result),
          () => {
            if (!controller.signal.aborted)
              setLookup({ query: typed, caterers: [], total: 0, failed: true });
          },
        );
      },
      typed ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, typed]);

  // Escape closes the list, not the dialog around it: the dialog listens on the document
  // in the capture phase and leaves an Escape alone once it is defaultPrevented.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  });

  const current = lookup?.query === typed ? lookup : null;
  const options = current?.caterers ?? [];

  function show() {
    if (open) return;
    setQuery("");
    setActive(0);
    setOpen(true);
  }
  function close() {
    setOpen(false);
    setQuery("");
    // The next opening asks again: a caterer may have been added meanwhile.
    setLookup(null);
  }
  function choose(caterer: CatererChoice) {
    setPicked(caterer);
    onChange(caterer.id);
    close();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return show();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (Math.min(i, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      // Never submits the dish form from here.
      event.preventDefault();
      const option = options[Math.min(active, options.length - 1)];
      if (open && option) choose(option);
      else show();
    } else if (event.key === "Tab") {
      close();
    }
  }

  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid}
        autoComplete="off"
        spellCheck={false}
        placeholder={selectedName || "Search for a caterer"}
        value={open ? query : selectedName}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          if (!open) setOpen(true);
        }}
        // Typing replaces the chosen name; a click or the down arrow opens the list.
        onFocus={(e) => e.currentTarget.select()}
        onClick={show}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={cn(
          "flex h-11 w-full rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:h-10 md:text-sm",
          open && selectedName && "placeholder:text-foreground/70",
        )}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 opacity-50"
      />
      <div
        hidden={!open}
        // Keep the focus in the input, so choosing (or scrolling) does not blur and close it.
        onMouseDown={(e) => e.preventDefault()}
        className="absolute z-50 mt-1 w-full overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label="Caterers"
          className="max-h-64 overflow-y-auto p-1"
        >
          {options.map((caterer, index) => (
            <li
              key={caterer.id}
              id={optionId(index)}
              role="option"
              aria-selected={caterer.id === selectedId}
              onClick={() => choose(caterer)}
              onMouseMove={() => setActive(index)}
              className={cn(
                "relative flex cursor-default select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm",
                index === activeIndex && "bg-accent text-accent-foreground",
              )}
            >
              {caterer.id === selectedId && (
                <Check aria-hidden className="absolute left-2 h-4 w-4" />
              )}
              {caterer.name}
            </li>
          ))}
        </ul>
        <p className="border-t px-3 py-1.5 text-xs text-muted-foreground" aria-live="polite">
          {current?.failed ? (
            "Failed to load caterers"
          ) : !current ? (
            <span className="inline-flex items-center gap-1">
              <Loader2 aria-hidden className="h-3 w-3 animate-spin" /> Loading caterers...
            </span>
          ) : options.length === 0 ? (
            "No caterers found"
          ) : current && current.total > options.length ? (
            `Showing ${options.length} of ${current.total}: type to narrow`
          ) : (
            `${options.length} ${options.length === 1 ? "caterer" : "caterers"}`
          )}
        </p>
      </div>
    </div>
  );
}
