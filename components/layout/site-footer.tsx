import Link from "next/link";
import { Brand } from "./brand";

const COLUMNS = [
  {
    title: "For Customers",
    links: [
      { href: "/", label: "Browse Caterers" },
      { href: "/#how-it-works", label: "How It Works" },
      { href: "/coming-soon", label: "Help Center" },
      { href: "/coming-soon", label: "Contact Us" },
    ],
  },
  {
    title: "For Caterers",
    links: [
      { href: "/become-a-caterer", label: "Become a Caterer" },
      { href: "/coming-soon", label: "Resources" },
      { href: "/coming-soon", label: "Community" },
      { href: "/coming-soon", label: "Partner Support" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/coming-soon", label: "About Us" },
      { href: "/coming-soon", label: "Careers" },
      { href: "/coming-soon", label: "Press" },
      { href: "/coming-soon", label: "Terms & Privacy" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-secondary/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <Brand />
          <p className="text-sm text-muted-foreground">
            Home-cooked catering by the tray, from local cooks you can trust.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
            <ul className="md:space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    href={link.href}
                    className="tap-link text-sm text-muted-foreground hover:text-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t py-6 text-center text-sm text-muted-foreground">
        © 2024 TrayTable. All rights reserved.
      </p>
    </footer>
  );
}
