"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useViewer } from "@/lib/client/use-viewer";
import { navLinksFor } from "@/lib/navigation";
import { AccountMenu } from "./account-menu";
import { Brand } from "./brand";
import { EventCartLink } from "@/components/event-cart/event-cart-link";
import { MobileNav } from "./mobile-nav";

/**
 * The top navigation bar on every page. The session is read in the browser (GET
 * /api/auth/me) so that public pages stay cacheable; until it is known, the links are the
 * signed-out ones and a pulsing circle holds the avatar's place.
 */
export function SiteHeader() {
  const { user, isLoading } = useViewer();
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
  const account = isLoading ? (
    <div
      data-testid="session-loading"
      aria-label="Loading account"
      className="h-9 w-9 animate-pulse rounded-full bg-muted"
    />
  ) : user ? (
    <AccountMenu user={user} />
  ) : null;

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
          {account ?? <div className="hidden items-center gap-2 md:flex">{signedOutButtons}</div>}
          <MobileNav links={links}>{account ? null : signedOutButtons}</MobileNav>
        </div>
      </div>
    </header>
  );
}
