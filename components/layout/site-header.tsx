import Link from "next/link";
import { Button } from "@/components/ui/button";
import { mobileNavLinksFor, navLinksFor } from "@/lib/navigation";
import type { UserDto } from "@/lib/users/types";
import { Brand } from "./brand";
import { EventCartLink } from "@/components/event-cart/event-cart-link";
import { HeaderAccount } from "./header-account";
import { MobileNav } from "./mobile-nav";
import { Icon } from "@/components/icons/icon";

/**
 * The top navigation bar on every page, rendered on the server from the session the root
 * layout read: the first paint shows the right links, and only the parts that change in the
 * browser (the phone menu, the cart count, the account menu) ship code. A sign-in or
 * sign-out refreshes the layout (useViewer), which renders it again.
 */
export function SiteHeader({ viewer }: { viewer: UserDto | null }) {
  const role = viewer?.role ?? null;
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

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinksFor(role).map((link) => (
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
          {viewer ? (
            <HeaderAccount />
          ) : (
            <div className="hidden items-center gap-2 md:flex">{signedOutButtons}</div>
          )}
          <MobileNav
            links={mobileNavLinksFor(role)}
            openIcon={<Icon name="menu" className="h-5 w-5" />}
            closeIcon={<Icon name="x" className="h-5 w-5" />}
          >
            {viewer ? null : signedOutButtons}
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
