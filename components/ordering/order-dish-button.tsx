"use client";

import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useViewer } from "@/lib/client/use-viewer";
import type { DishDto } from "@/lib/dishes/types";
import { useHydrated } from "@/lib/client/use-hydrated";
import { lazyComponent } from "@/lib/client/lazy-component";
import { Icon } from "@/components/icons/icon";

// The dialogs (form, validation, date picker) are not part of the caterer page's first
// load: their code is fetched when the visitor shows intent (hover, focus, touch) and
// is ready, or nearly, by the time the click opens one.
const loadOrderDialog = () => import("./order-dialog");
const loadLoginRequiredDialog = () => import("./login-required-dialog");
const OrderDialog = lazyComponent(() => loadOrderDialog().then((m) => m.OrderDialog));
const LoginRequiredDialog = lazyComponent(() =>
  loadLoginRequiredDialog().then((m) => m.LoginRequiredDialog),
);

function searchQuery() {
  return typeof window === "undefined" ? "" : window.location.search.slice(1);
}

/**
 * "Order This Dish" on a dish card: the order dialog for a signed-in visitor, the Login
 * Required dialog (which brings them back here after signing in) for everyone else.
 */
export function OrderDishButton({ dish }: { dish: DishDto }) {
  const { user } = useViewer();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  // Signing in comes back to the page with the search's ZIP, date and guests.
  const query = searchQuery();
  const preload = () => void (user ? loadOrderDialog() : loadLoginRequiredDialog());
  return (
    <>
      <Button
        className="w-full"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        aria-label={`Order This Dish: ${dish.name}`}
      >
        <Icon name="shopping-bag" className="h-4 w-4" />
        Order This Dish
      </Button>
      {open && (
        <Suspense>
          {user ? (
            <OrderDialog dish={dish} user={user} open={open} onOpenChange={setOpen} />
          ) : (
            <LoginRequiredDialog
              open={open}
              onOpenChange={setOpen}
              dishName={dish.name}
              callbackUrl={`/caterer/${dish.catererId}${query ? `?${query}` : ""}`}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
