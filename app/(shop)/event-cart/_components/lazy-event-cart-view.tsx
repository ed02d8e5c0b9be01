"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

// The cart lives in the browser for a visitor (localStorage) and comes from the API for a
// customer: there is nothing to render on the server. Its form, validation and cart client
// load after the page instead of with it.
export const LazyEventCartView = dynamic(
  () => import("./event-cart-view").then((m) => m.EventCartView),
  { ssr: false, loading: () => <Skeleton className="mt-6 h-64 w-full" /> },
);
