import Link from "next/link";
import { ShieldCheck } from "lucide-react";

const LINKS = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/caterer-applications", label: "Applications" },
  { href: "/admin/payments", label: "Payments" },
  { href: "/admin/emails", label: "Emails" },
];

/**
 * The (admin) group's chrome. It never redirects: each admin page checks the role on the
 * server itself (/admin and /admin/users send others to /auth, the application review to
 * /), and every admin domain function checks it again.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-muted/30">
      <div className="border-b bg-background">
        <nav
          aria-label="Admin"
          className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4 py-2 sm:px-6"
        >
          <span className="mr-3 flex shrink-0 items-center gap-1.5 text-sm font-semibold">
            <ShieldCheck aria-hidden className="h-4 w-4 text-primary" />
            Admin Console
          </span>
          {LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</div>
    </div>
  );
}
