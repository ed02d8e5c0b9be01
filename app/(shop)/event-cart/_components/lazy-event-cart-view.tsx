"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { AfterHydration } from "@/lib/client/after-hydration";
import { lazyComponent } from "@/lib/client/lazy-component";

const EventCartView = lazyComponent(() => import("./event-cart-view").then((m) => m.EventCartView));

// The cart lives in the browser for a visitor (localStorage) and comes from the API for a
// customer: there is nothing to render on the server. Its form, validation and cart client
// load after the page instead of with it.
export function LazyEventCartView() {
  return (
    <AfterHydration fallback={<Skeleton className="mt-6 h-64 w-full" />}>
      <EventCartView />
    </AfterHydration>
  );
}
