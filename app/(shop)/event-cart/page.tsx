import type { Metadata } from "next";
import { LazyEventCartView } from "./_components/lazy-event-cart-view";

export const metadata: Metadata = { title: "Your event", robots: { index: false } };

/**
 * /event-cart: the event being planned (date, time, address, guests, contact) and its
 * dishes from any caterers, each checked against the date; checkout makes one booking per
 * line and one payment (docs/product-rules.md §15). Public: a visitor's cart waits in the
 * browser until they sign in.
 */
export default function EventCartPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Your event</h1>
      <p className="mt-1 text-muted-foreground">
        One event, dishes from any of our caterers, one payment.
      </p>
      <LazyEventCartView />
    </div>
  );
}
