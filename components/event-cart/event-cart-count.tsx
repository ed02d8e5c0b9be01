"use client";

import { useEventCart } from "@/lib/event-cart/use-event-cart";

/** The event cart link's name and badge: how many dishes the cart holds. */
export function EventCartCount() {
  const { lineCount } = useEventCart();
  const label = `Your event (${lineCount} ${lineCount === 1 ? "dish" : "dishes"})`;
  return (
    <>
      <span className="sr-only">{label}</span>
      {lineCount > 0 && (
        <span
          aria-hidden
          data-testid="event-cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-bold text-primary-foreground"
        >
          {lineCount}
        </span>
      )}
    </>
  );
}
