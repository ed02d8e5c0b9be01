"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { PartyPopper } from "lucide-react";

// The count needs the cart's client code (SWR, the visitor cart in localStorage), which no
// page should carry in its first load: it arrives just after, in its own chunk.
const EventCartCount = dynamic(() => import("./event-cart-count").then((m) => m.EventCartCount), {
  ssr: false,
  loading: () => <span className="sr-only">Your event</span>,
});

/** The header's way to the event cart, with how many dishes it holds. */
export function EventCartLink() {
  return (
    <Link
      href="/event-cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
    >
      <PartyPopper aria-hidden className="h-5 w-5" />
      <EventCartCount />
    </Link>
  );
}
