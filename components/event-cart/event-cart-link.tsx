import Link from "next/link";
import { EventCartCountSlot } from "./event-cart-count-slot";

/** The header's way to the event cart, with how many dishes it holds. */
export function EventCartLink() {
  return (
    <Link
      href="/event-cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
    >
      <span aria-hidden className="icon-party-popper h-5 w-5" />
      <EventCartCountSlot />
    </Link>
  );
}
