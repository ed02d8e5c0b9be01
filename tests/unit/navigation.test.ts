import { navLinksFor } from "@/lib/navigation";

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
