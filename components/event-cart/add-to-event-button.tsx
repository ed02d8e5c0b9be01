"use client";

import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { DishDto } from "@/lib/dishes/types";
import { useHydrated } from "@/lib/client/use-hydrated";
import { lazyComponent } from "@/lib/client/lazy-component";
import { Icon } from "@/components/icons/icon";

// As with "Order This Dish": the dialog, its validation and the cart's client code are not
// part of the caterer page's first load; they are fetched on intent (hover, focus, touch).
const loadDialog = () => import("./add-to-event-dialog");
const AddToEventDialog = lazyComponent(() => loadDialog().then((m) => m.AddToEventDialog));

/** "Add to cart" on a dish card, beside "Order This Dish": several dishes, one checkout. */
export function AddToEventButton({ dish }: { dish: DishDto }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        aria-label={`Add to cart: ${dish.name}`}
      >
        <Icon name="calendar-plus" className="h-4 w-4" />
        Add to cart
      </Button>
      {open && (
        <Suspense>
          <AddToEventDialog dish={dish} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
