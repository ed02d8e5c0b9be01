"use client";

import { lazy } from "react";
import { AfterHydration } from "@/lib/client/after-hydration";

// The count needs the cart's client code (SWR, the visitor cart in localStorage), which no
// page should carry in its first load: it arrives just after, in its own chunk.
const EventCartCount = lazy(() =>
  import("./event-cart-count").then((m) => ({ default: m.EventCartCount })),
);

export function EventCartCountSlot() {
  return (
    <AfterHydration fallback={<span className="sr-only">Your event</span>}>
      <EventCartCount />
    </AfterHydration>
  );
}
