"use client";

import { Suspense, useState } from "react";
import { usePathname } from "next/navigation";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { isFreeFrom, MAJOR_ALLERGENS, MAJOR_ALLERGEN_VALUES } from "@/lib/dishes/allergens";
import type { DishDto } from "@/lib/dishes/types";
import { lazyComponent } from "@/lib/client/lazy-component";

// The full menu comes rendered from the server (children); only a "Free from" choice
// needs the menu's code in the browser: it is fetched when the visitor reaches for the
// checkboxes, and until it is there the full menu stays (the choice shows at once).
const loadMenu = () => import("./menu");
const preloadMenu = () => void loadMenu();
const FilteredMenu = lazyComponent(() => loadMenu().then((m) => m.Menu));

/**
 * The caterer page's menu with a "Free from" filter (docs/product-rules.md §13), in the URL
 * as on the home page (?free=peanuts&free=sesame): only dishes that declare none of the
 * chosen major allergens are shown; undeclared dishes are hidden while it is on.
 * `children` is the whole menu, rendered on the server, shown while nothing is chosen.
 */
export function FreeFromMenu({
  dishes,
  children,
  takingOrders = true,
  initialFree,
}: {
  dishes: DishDto[];
  children: React.ReactNode;
  takingOrders?: boolean;
  /** The page URL's `free` values, as the server read them. */
  initialFree: string[];
}) {
  const pathname = usePathname();
  const [selected, setSelected] = useState<string[]>(() =>
    MAJOR_ALLERGEN_VALUES.filter((v) => initialFree.some((f) => f.split(",").includes(v))),
  );
  const shown = selected.length ? dishes.filter((d) => isFreeFrom(d, selected)) : dishes;

  const toggle = (value: string, on: boolean) => {
    const next = MAJOR_ALLERGEN_VALUES.filter((a) =>
      a === value ? on : selected.includes(a),
    ) as string[];
    setSelected(next);
    // The menu is filtered in the browser: the URL only records the choice (no server trip).
    const query = new URLSearchParams();
    for (const v of next) query.append("free", v);
    const qs = query.toString();
    window.history.replaceState(null, "", qs ? `${pathname}?${qs}` : pathname);
  };

  return (
    <>
      {dishes.length > 0 && (
        <fieldset
          className="mt-12 rounded-xl border p-4"
          data-testid="menu-free-from"
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
        >
          <legend className="px-1 text-sm font-semibold">Free from</legend>
          <div className="flex flex-wrap gap-x-5 md:gap-y-2">
            {MAJOR_ALLERGENS.map((a) => {
              const id = `menu-free-${a.value}`;
              return (
                // The label row holds the box: a 44 px target with 16 px words on phones.
                <Label
                  key={a.value}
                  htmlFor={id}
                  className="flex min-h-11 min-w-11 cursor-pointer items-center gap-2 text-base font-normal md:min-h-0 md:text-sm"
                >
                  <Checkbox
                    id={id}
                    checked={selected.includes(a.value)}
                    onCheckedChange={(on) => toggle(a.value, on === true)}
                  />
                  {a.label}
                </Label>
              );
            })}
          </div>
          {selected.length > 0 && (
            <p className="mt-2 text-sm text-muted-foreground" role="status">
              {shown.length} of {dishes.length} dishes declare none of the chosen allergens.
            </p>
          )}
        </fieldset>
      )}
      {selected.length ? (
        <Suspense fallback={children}>
          <FilteredMenu dishes={shown} filtered takingOrders={takingOrders} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
