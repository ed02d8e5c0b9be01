"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { NavLink } from "@/lib/navigation";

/** The phone menu. Its icons come rendered by the server header, not defined in its code. */
export function MobileNav({
  links,
  openIcon,
  closeIcon,
  children,
}: {
  links: NavLink[];
  openIcon: React.ReactNode;
  closeIcon: React.ReactNode;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // The header outlives navigation: a page change (from the Sign In/Up buttons, say) closes it.
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (open && openedOn !== pathname) {
    setOpen(false);
    setOpenedOn(pathname);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        onClick={() => {
          setOpenedOn(pathname);
          setOpen((o) => !o);
        }}
        className="flex h-11 w-11 items-center justify-center rounded-md hover:bg-accent"
      >
        {open ? closeIcon : openIcon}
      </button>
      {open && (
        <nav
          aria-label="Mobile"
          className="absolute inset-x-0 top-16 z-40 border-b bg-background px-4 pb-4 shadow-md"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium hover:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {children && <div className="mt-3 flex gap-2 border-t pt-3">{children}</div>}
        </nav>
      )}
    </div>
  );
}
