import Link from "next/link";
import { Button } from "@/components/ui/button";
import { navLinksFor, type NavRole } from "@/lib/navigation";
import { Brand } from "./brand";
import { MobileNav } from "./mobile-nav";

/** The top navigation bar on every page. `role` is null for signed-out visitors. */
export function SiteHeader({
  role = null,
  account,
}: {
  role?: NavRole;
  account?: React.ReactNode;
}) {
  const links = navLinksFor(role);
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
          <div className="hidden items-center gap-2 md:flex">{account ?? signedOutButtons}</div>
          {account && <div className="md:hidden">{account}</div>}
          <MobileNav links={links}>{account ? null : signedOutButtons}</MobileNav>
        </div>
      </div>
    </header>
  );
}
