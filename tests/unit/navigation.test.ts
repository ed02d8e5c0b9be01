import { mobileNavLinksFor, navLinksFor } from "@/lib/navigation";

const labels = (role: Parameters<typeof navLinksFor>[0]) => navLinksFor(role).map((l) => l.label);

describe("top navigation per role", () => {
  it("shows Become a Caterer to signed-out visitors and customers", () => {
    expect(labels(null)).toEqual(["Browse Caterers", "How it Works", "Become a Caterer"]);
    expect(labels("user")).toEqual(["Browse Caterers", "How it Works", "Become a Caterer"]);
  });

  it("shows My Kitchen to caterers instead", () => {
    expect(labels("caterer")).toEqual(["Browse Caterers", "How it Works", "My Kitchen"]);
  });

  it("shows the admin areas to admins only", () => {
    expect(labels("admin")).toEqual([
      "Browse Caterers",
      "How it Works",
      "Admin",
      "Users",
      "Applications",
    ]);
  });
});

describe("phone menu", () => {
  const phone = (role: Parameters<typeof mobileNavLinksFor>[0]) =>
    mobileNavLinksFor(role).map((l) => `${l.label} ${l.href}`);

  it("adds a signed-in person's orders, bookings and messages to the top links", () => {
    for (const role of ["user", "caterer", "admin"] as const) {
      expect(phone(role)).toEqual([
        ...navLinksFor(role).map((l) => `${l.label} ${l.href}`),
        "My Orders /my-orders",
        "My Bookings /my-bookings",
        "Messages /messages",
      ]);
    }
  });

  it("shows a signed-out visitor only the top links", () => {
    expect(mobileNavLinksFor(null)).toEqual(navLinksFor(null));
  });
});
