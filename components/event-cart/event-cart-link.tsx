import Link from "next/link";
import { PartyPopper } from "lucide-react";
import { EventCartCountSlot } from "./event-cart-count-slot";

/** The header's way to the event cart, with how many dishes it holds. */
export function EventCartLink() {
  return (
    <Link
      href="/event-cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
    >
      <PartyPopper aria-hidden className="h-5 w-5" />
      <EventCartCountSlot />
    </Link>
  );
}
