/** Top-navigation links per role. */
export type NavRole = "user" | "caterer" | "admin" | null;
export type NavLink = { href: string; label: string };

export function navLinksFor(role: NavRole): NavLink[] {
  const links: NavLink[] = [
    { href: "/", label: "Browse Caterers" },
    { href: "/#how-it-works", label: "How it Works" },
  ];
  if (role === "admin") {
    links.push(
      { href: "/admin", label: "Admin" },
      { href: "/admin/users", label: "Users" },
      { href: "/admin/caterer-applications", label: "Applications" },
    );
  }
  if (role === "caterer") links.push({ href: "/caterer-dishes", label: "My Kitchen" });
  if (role !== "caterer" && role !== "admin") {
    links.push({ href: "/become-a-caterer", label: "Become a Caterer" });
  }
  return links;
}

/**
 * The phone menu: the top links, then a signed-in person's own orders (where unpaid orders
 * are paid) and bookings, which the desktop reaches through the account menu.
 */
export function mobileNavLinksFor(role: NavRole): NavLink[] {
  const links = navLinksFor(role);
  if (role === null) return links;
  return [
    ...links,
    { href: "/my-orders", label: "My Orders" },
    { href: "/my-bookings", label: "My Bookings" },
    { href: "/messages", label: "Messages" },
  ];
}

export const ROLE_LABELS = { user: "Customer", caterer: "Caterer", admin: "Admin" } as const;
