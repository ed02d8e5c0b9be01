"use client";

import Link from "next/link";
import { PartyPopper } from "lucide-react";
import { useEventCart } from "@/lib/client/event-cart";

/** The header's way to the event cart, with how many dishes it holds. */
export function EventCartLink() {
  const { lineCount } = useEventCart();
  const label = `Your event (${lineCount} ${lineCount === 1 ? "dish" : "dishes"})`;
  return (
    <Link
      href="/event-cart"
      aria-label={label}
      title={label}
      className="relative inline-flex h-9 w-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
    >
      <PartyPopper aria-hidden className="h-5 w-5" />
      {lineCount > 0 && (
        <span
          aria-hidden
          data-testid="event-cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-bold text-primary-foreground"
        >
          {lineCount}
        </span>
      )}
    </Link>
  );
}
