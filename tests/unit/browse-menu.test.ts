/** How a caterer page arranges its menu, and its schema.org data. */
import { arrangeMenu, ingredientsPreview, plural } from "@/lib/browse/menu";
import { catererJsonLd, serializeJsonLd } from "@/lib/browse/structured-data";

type D = {
  id: number;
  name: string;
  category: "appetizer" | "main" | "dessert" | "side";
  isSignatureDish: boolean;
  isPopular: boolean;
};
const d = (id: number, category: D["category"], sig = false, pop = false): D => ({
  id,
  name: `Dish ${id}`,
  category,
  isSignatureDish: sig,
  isPopular: pop,
});

describe("arrangeMenu", () => {
  const dishes = [
    d(1, "main", true, true),
    d(2, "main"),
    d(3, "dessert", false, true),
    d(4, "appetizer"),
  ];
  const menu = arrangeMenu(dishes);

  it("has All (n) and one tab per category present, with counts, in category order", () => {
    expect(menu.tabs.map((t) => t.label)).toEqual([
      "All (4)",
      "Appetizers (1)",
      "Main Courses (2)",
      "Desserts (1)",
    ]);
    expect(menu.tabs[2]!.dishes.map((x) => x.id)).toEqual([1, 2]);
  });

  it("groups All as Signature Dishes first, then each category without the signature ones", () => {
    expect(menu.allGroups.map((g) => [g.title, g.dishes.map((x) => x.id)])).toEqual([
      ["Signature Dishes", [1]],
      ["Appetizers", [4]],
      ["Main Courses", [2]],
      ["Desserts", [3]],
    ]);
  });

  it("counts signature dishes and popular items", () => {
    expect(menu.signatureCount).toBe(1);
    expect(menu.popularCount).toBe(2);
    expect(plural(1, "Signature Dish", "Signature Dishes")).toBe("1 Signature Dish");
    expect(plural(2, "Popular Item", "Popular Items")).toBe("2 Popular Items");
  });

  it("leaves out empty groups and handles an empty menu", () => {
    expect(arrangeMenu([d(1, "side", true)]).allGroups.map((g) => g.title)).toEqual([
      "Signature Dishes",
    ]);
    expect(arrangeMenu([]).tabs.map((t) => t.label)).toEqual(["All (0)"]);
  });
});

describe("ingredientsPreview", () => {
  it("shows the first 6, then an ellipsis only when there are more", () => {
    expect(ingredientsPreview(["a", "b", "c"])).toBe("a, b, c");
    expect(ingredientsPreview(["a", "b", "c", "d", "e", "f"])).toBe("a, b, c, d, e, f");
    expect(ingredientsPreview(["a", "b", "c", "d", "e", "f", "g"])).toBe("a, b, c, d, e, f...");
  });
});

describe("catererJsonLd", () => {
  const caterer = {
    id: 7,
    name: "Olive & Fig",
    cuisine: "Mediterranean",
    description: "Mezze </script><script>alert(1)</script>",
    imageUrl: "/images/caterers/olive.svg",
    location: "Hoboken, NJ",
  };
  const dish = {
    id: 1,
    name: "Hummus",
    description: "Silky",
    category: "appetizer" as const,
    imageUrls: ["/images/dishes/hummus.svg"],
    dietaryTags: ["vegan"],
    mediumTrayPrice: "40.00",
    largeTrayPrice: "60.00",
  };
  const data = catererJsonLd(caterer, [dish], "https://traytable.example");

  it("is a FoodEstablishment with its menu and one offer per tray size", () => {
    expect(data).toMatchObject({
      "@type": "FoodEstablishment",
      url: "https://traytable.example/caterer/7",
      servesCuisine: "Mediterranean",
      image: "https://traytable.example/images/caterers/olive.svg",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Hoboken",
        addressRegion: "NJ",
        addressCountry: "US",
      },
      hasMenu: {
        "@type": "Menu",
        hasMenuSection: [
          {
            "@type": "MenuSection",
            name: "Appetizers",
            hasMenuItem: [
              {
                "@type": "MenuItem",
                name: "Hummus",
                suitableForDiet: ["https://schema.org/VeganDiet"],
                offers: [
                  {
                    "@type": "Offer",
                    name: "Medium Tray (6-8 people)",
                    price: "40.00",
                    priceCurrency: "USD",
                  },
                  {
                    "@type": "Offer",
                    name: "Large Tray (10-12 people)",
                    price: "60.00",
                    priceCurrency: "USD",
                  },
                ],
              },
            ],
          },
        ],
      },
    });
  });

  it("splits the location into town, state and ZIP, and leaves out an empty one", () => {
    const at = (location: string | null) =>
      catererJsonLd({ ...caterer, location }, [], "https://x.example");
    expect(at("Austin, TX 78701").address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Austin",
      addressRegion: "TX",
      postalCode: "78701",
      addressCountry: "US",
    });
    expect(at("Queens").address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Queens",
      addressCountry: "US",
    });
    expect(at(null)).not.toHaveProperty("address");
    expect(at(" , ")).not.toHaveProperty("address");
  });

  it("cannot close its script tag", () => {
    const text = serializeJsonLd(data);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual(data);
  });
});
