"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useViewer } from "@/lib/client/use-viewer";
import { mobileNavLinksFor, navLinksFor } from "@/lib/navigation";
import { Brand } from "./brand";
import { EventCartLink } from "@/components/event-cart/event-cart-link";
import { MobileNav } from "./mobile-nav";

// Only a signed-in visitor has the account menu: its dropdown and icons load with it.
const AccountMenu = dynamic(() => import("./account-menu").then((m) => m.AccountMenu));
// So does the unread-messages count, which polls: no signed-out page carries its code.
const MessagesLink = dynamic(() => import("./messages-link").then((m) => m.MessagesLink), {
  ssr: false,
  loading: () => <span className="inline-block h-11 w-11" aria-hidden />,
});

/**
 * The top navigation bar on every page. The session comes from the root layout, which
 * reads it on the server (see ViewerProvider): the first paint shows the right links.
 */
export function SiteHeader() {
  const { user } = useViewer();
  const links = navLinksFor(user?.role ?? null);
  const signedOutButtons = (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/auth">Sign In</Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/auth?tab=signup">Sign Up</Link>
      </Button>
    </>
  );
  const account = user ? <AccountMenu user={user} /> : null;

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <EventCartLink />
          {user && <MessagesLink />}
          {account ?? <div className="hidden items-center gap-2 md:flex">{signedOutButtons}</div>}
          <MobileNav links={mobileNavLinksFor(user?.role ?? null)}>
            {account ? null : signedOutButtons}
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
