"use client";

import Link from "next/link";
import { useUnread } from "@/lib/messages/use-unread";
import { Icon } from "@/components/icons/icon";

/** The header's way to /messages, with how many messages wait unread. */
export function MessagesLink() {
  const { unread } = useUnread();
  return (
    <Link
      href="/messages"
      aria-label={unread ? `Messages (${unread} unread)` : "Messages"}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
    >
      <Icon name="message-square" className="h-5 w-5" />
      {unread > 0 && (
        <span
          data-testid="header-unread"
          className="absolute right-1 top-1 min-w-[1.1rem] rounded-full bg-primary px-1 text-center text-[0.7rem] font-semibold leading-[1.1rem] text-primary-foreground"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
