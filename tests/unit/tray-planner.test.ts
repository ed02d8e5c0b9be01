import {
  courseServings,
  planTrays,
  plannerInputError,
  servesNeed,
  traysFor,
  type PlannedLine,
  type PlannerDish,
} from "@/lib/event-cart/tray-planner";

const menu: PlannerDish[] = [
  { id: 1, name: "Lasagna", category: "main", dietaryTags: [], isSignatureDish: true },
  { id: 2, name: "Eggplant Parmesan", category: "main", dietaryTags: ["vegetarian"] },
  { id: 3, name: "Caesar Salad", category: "side", dietaryTags: ["vegetarian"] },
  { id: 4, name: "Garlic Knots", category: "appetizer", dietaryTags: ["vegetarian"] },
  { id: 5, name: "Tiramisu", category: "dessert", dietaryTags: ["vegetarian"] },
  { id: 6, name: "Meatballs", category: "appetizer", dietaryTags: [], isPopular: true },
];

const servingsOf = (lines: PlannedLine[], dishId: number) =>
  lines
    .filter((l) => l.dishId === dishId)
    .reduce((s, l) => s + l.quantity * (l.traySize === "large" ? 10 : 6), 0);

describe("tray planner", () => {
  test("trays: one size per dish, the one wasting fewer servings (10 per large, 6 per medium)", () => {
    expect(traysFor(0)).toEqual({ large: 0, medium: 0 });
    expect(traysFor(6)).toEqual({ large: 0, medium: 1 });
    expect(traysFor(7)).toEqual({ large: 1, medium: 0 });
    expect(traysFor(30)).toEqual({ large: 3, medium: 0 });
    expect(traysFor(32)).toEqual({ large: 0, medium: 6 });
    expect(traysFor(38)).toEqual({ large: 4, medium: 0 });
  });

  test("course shares: every guest a main, three in four sides and desserts, half appetizers", () => {
    expect(courseServings("main", 40)).toBe(40);
    expect(courseServings("side", 40)).toBe(30);
    expect(courseServings("dessert", 30)).toBe(23);
    expect(courseServings("appetizer", 30)).toBe(15);
  });

  test("40 guests, 8 of them vegetarian", () => {
    const plan = planTrays({ guests: 40, vegetarian: 8 }, menu);
    // Mains: 32 servings of the signature lasagna, 8 from the vegetarian eggplant.
    expect(servingsOf(plan.lines, 1)).toBeGreaterThanOrEqual(32);
    expect(servingsOf(plan.lines, 2)).toBeGreaterThanOrEqual(8);
    expect(plan.lines.filter((l) => l.dishId === 2)).toEqual([
      {
        dishId: 2,
        dishName: "Eggplant Parmesan",
        category: "main",
        traySize: "large",
        quantity: 1,
      },
    ]);
    expect(plan.lines.filter((l) => l.dishId === 1)).toEqual([
      { dishId: 1, dishName: "Lasagna", category: "main", traySize: "medium", quantity: 6 },
    ]);
    // One line per dish: every line takes one of a kitchen's daily order slots.
    expect(new Set(plan.lines.map((l) => l.dishId)).size).toBe(plan.lines.length);
    // Appetizers for half the guests: the popular meatballs, the vegetarians' garlic knots.
    expect(servingsOf(plan.lines, 6)).toBe(18);
    expect(servingsOf(plan.lines, 4)).toBe(6);
    expect(servingsOf(plan.lines, 3)).toBeGreaterThanOrEqual(30);
    expect(servingsOf(plan.lines, 5)).toBeGreaterThanOrEqual(30);
    // One sentence per course, in course order.
    expect(plan.courses.map((c) => c.category)).toEqual(["appetizer", "main", "side", "dessert"]);
    const mains = plan.courses.find((c) => c.category === "main")!;
    expect(mains.servings).toBe(40);
    expect(mains.explanation).toBe(
      "Mains: 40 servings (every guest gets one): 32 from Lasagna (6 medium trays), and 8 vegetarian from Eggplant Parmesan (1 large tray).",
    );
    for (const c of plan.courses) expect(c.explanation.match(/\.$/g)).toHaveLength(1);
  });

  test("every dietary guest is covered by a dish carrying their tag; vegan serves vegetarians", () => {
    const m: PlannerDish[] = [
      { id: 1, name: "Brisket", category: "main", dietaryTags: ["gluten-free"], isPopular: true },
      { id: 2, name: "Chickpea Curry", category: "main", dietaryTags: ["vegan", "gluten-free"] },
    ];
    expect(servesNeed(m[1]!, "vegetarian")).toBe(true);
    const plan = planTrays({ guests: 20, vegan: 3, vegetarian: 4, glutenFree: 20 }, m);
    // The popular brisket is gluten-free (covers all 20 gluten-free guests); curry takes the larger
    // of the vegan and vegetarian groups, not their sum.
    expect(servingsOf(plan.lines, 2)).toBe(6);
    expect(servingsOf(plan.lines, 1)).toBeGreaterThanOrEqual(16);
    const total = servingsOf(plan.lines, 1) + servingsOf(plan.lines, 2);
    expect(total).toBeGreaterThanOrEqual(20);
  });

  test("a missing course or dietary dish is said, not guessed", () => {
    const plan = planTrays({ guests: 10, glutenFree: 2 }, [menu[0]!]);
    expect(plan.courses.find((c) => c.category === "main")!.explanation).toContain(
      "no gluten-free mains on this menu",
    );
    expect(plan.courses.find((c) => c.category === "dessert")!.explanation).toBe(
      "Desserts: this menu has none, so add some from another caterer if you want them.",
    );
  });

  test("guests no dish can serve are not put on the main dish", () => {
    const m: PlannerDish[] = [
      { id: 1, name: "Lasagna", category: "main", dietaryTags: [], isSignatureDish: true },
      { id: 2, name: "Eggplant Parmesan", category: "main", dietaryTags: ["vegetarian"] },
    ];
    const plan = planTrays({ guests: 30, vegan: 4, glutenFree: 3 }, m);
    // No vegan and no gluten-free main: 4 servings (the larger group) are left out; the
    // lasagna feeds the other 26.
    expect(servingsOf(plan.lines, 1)).toBeGreaterThanOrEqual(26);
    expect(servingsOf(plan.lines, 2)).toBe(0);
    expect(plan.courses.find((c) => c.category === "main")!.explanation).toBe(
      "Mains: 30 servings (every guest gets one): 26 from Lasagna (3 large trays); no vegan and gluten-free mains on this menu, so 4 servings are left for another caterer.",
    );
  });

  test("30 guests and nothing else: one line per course", () => {
    const plan = planTrays({ guests: 30 }, menu);
    expect(plan.lines.map((l) => [l.dishName, l.traySize, l.quantity])).toEqual([
      ["Meatballs", "medium", 3],
      ["Lasagna", "large", 3],
      ["Caesar Salad", "medium", 4],
      ["Tiramisu", "medium", 4],
    ]);
  });

  test("lines never exceed 10 trays", () => {
    const plan = planTrays({ guests: 300 }, menu);
    expect(plan.lines.every((l) => l.quantity >= 1 && l.quantity <= 10)).toBe(true);
    expect(servingsOf(plan.lines, 1)).toBeGreaterThanOrEqual(300);
  });

  test("bad guest counts", () => {
    expect(plannerInputError({ guests: 0 })).toBe("Guest count must be at least 1");
    expect(plannerInputError({ guests: 501 })).toBe("Guest count must be at most 500");
    expect(plannerInputError({ guests: 10, vegan: 11 })).toBe(
      "The vegan count cannot be more than the guests",
    );
    expect(plannerInputError({ guests: 10, vegetarian: 1.5 })).toBe(
      "The vegetarian count must be a whole number",
    );
    expect(() => planTrays({ guests: 0 }, menu)).toThrow();
  });
});
