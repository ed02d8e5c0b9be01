import Link from "next/link";
import { EventCartCountSlot } from "./event-cart-count-slot";
import { Icon } from "@/components/icons/icon";

/** The header's way to the event cart, with how many dishes it holds. */
export function EventCartLink() {
  return (
    <Link
      href="/event-cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
    >
      <Icon name="party-popper" className="h-5 w-5" />
      <EventCartCountSlot />
    </Link>
  );
}
