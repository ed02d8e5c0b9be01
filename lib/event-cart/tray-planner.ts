/**
 * The tray planner ("How many trays do I need?", docs/product-rules.md §15): from a guest
 * count, and how many guests are vegetarian, vegan or gluten-free, a proposal of trays
 * across one caterer's menu. Pure, so the planner dialog and the tests ask the same rules.
 *
 * - Servings per course, as a share of the guests: every guest gets a main; sides and
 *   desserts cover three in four guests; appetizers (finger food) one in two.
 * - A tray is counted at the low end of the spec's servings (medium serves 6-8, large
 *   10-12), so the proposal never runs short: 6 per medium, 10 per large.
 * - Each course has one dish for everyone: the signature dish, else a popular one, else
 *   (among equals) the one carrying most of the dietary tags asked for. Dietary guests whose tag that dish
 *   lacks get their servings from a dish of the course carrying their tag (a vegan dish
 *   serves vegetarians too). A course without such a dish says so, and leaves those guests'
 *   servings out rather than putting them on a dish they cannot eat.
 * - One tray size per dish (traysFor), so a dish is one cart line; a line holds at most
 *   MAX_TRAYS_PER_ORDER trays, bigger amounts become several lines.
 */
import { MAX_TRAYS_PER_ORDER, type DishCategoryValue } from "@/lib/constants";

export const PLANNER_MAX_GUESTS = 500;
export const SERVINGS_PER_TRAY = { medium: 6, large: 10 } as const;

export const COURSE_ORDER: DishCategoryValue[] = ["appetizer", "main", "side", "dessert"];

/** Servings of each course per guest. */
export const COURSE_SHARE: Record<DishCategoryValue, number> = {
  main: 1,
  side: 0.75,
  dessert: 0.75,
  appetizer: 0.5,
};

const COURSE_LABEL: Record<DishCategoryValue, string> = {
  appetizer: "Appetizers",
  main: "Mains",
  side: "Sides",
  dessert: "Desserts",
};

export type DietaryNeed = "vegetarian" | "vegan" | "gluten-free";
export const DIETARY_NEEDS: DietaryNeed[] = ["vegan", "vegetarian", "gluten-free"];

export type PlannerGuests = {
  guests: number;
  vegetarian?: number;
  vegan?: number;
  glutenFree?: number;
};

export type PlannerDish = {
  id: number;
  name: string;
  category: DishCategoryValue;
  dietaryTags: string[];
  isPopular?: boolean;
  isSignatureDish?: boolean;
};

export type PlannedLine = {
  dishId: number;
  dishName: string;
  category: DishCategoryValue;
  traySize: "medium" | "large";
  quantity: number;
};

export type PlannedCourse = {
  category: DishCategoryValue;
  servings: number;
  /** One sentence that explains the course's trays. */
  explanation: string;
};

export type TrayPlan = { lines: PlannedLine[]; courses: PlannedCourse[] };

/** Whether a dish serves guests with this need (vegan dishes are vegetarian too). */
export function servesNeed(dish: Pick<PlannerDish, "dietaryTags">, need: DietaryNeed): boolean {
  const tags = dish.dietaryTags.map((t) => t.toLowerCase());
  if (need === "vegetarian") return tags.includes("vegetarian") || tags.includes("vegan");
  return tags.includes(need);
}

/** Servings of a course for `people` guests, rounded up. */
export function courseServings(category: DishCategoryValue, people: number): number {
  return Math.ceil(people * COURSE_SHARE[category] - 1e-9);
}

/**
 * Trays of one size that give at least `servings`: the size that wastes fewer servings,
 * and on a tie the fewer trays. One size per dish keeps a dish to one cart line, and every
 * line takes one of the kitchen's daily order slots (product-rules §4), so a proposal
 * mixing sizes would fill a kitchen's day twice as fast.
 */
export function traysFor(servings: number): { large: number; medium: number } {
  if (servings <= 0) return { large: 0, medium: 0 };
  const large = Math.ceil(servings / SERVINGS_PER_TRAY.large);
  const medium = Math.ceil(servings / SERVINGS_PER_TRAY.medium);
  const wasteLarge = large * SERVINGS_PER_TRAY.large - servings;
  const wasteMedium = medium * SERVINGS_PER_TRAY.medium - servings;
  if (wasteMedium < wasteLarge) return { large: 0, medium };
  return { large, medium: 0 };
}

/** "2 large trays and 1 medium tray". */
export function describeTrays(t: { large: number; medium: number }): string {
  const parts: string[] = [];
  if (t.large) parts.push(`${t.large} large ${t.large === 1 ? "tray" : "trays"}`);
  if (t.medium) parts.push(`${t.medium} medium ${t.medium === 1 ? "tray" : "trays"}`);
  return parts.join(" and ") || "no trays";
}

const needCount = (g: PlannerGuests, need: DietaryNeed) =>
  need === "vegan"
    ? (g.vegan ?? 0)
    : need === "vegetarian"
      ? (g.vegetarian ?? 0)
      : (g.glutenFree ?? 0);

/** Why a guest count cannot be planned, or null. */
export function plannerInputError(g: PlannerGuests): string | null {
  if (!Number.isInteger(g.guests) || g.guests < 1) return "Guest count must be at least 1";
  if (g.guests > PLANNER_MAX_GUESTS) return `Guest count must be at most ${PLANNER_MAX_GUESTS}`;
  for (const need of DIETARY_NEEDS) {
    const n = needCount(g, need);
    if (!Number.isInteger(n) || n < 0) return `The ${need} count must be a whole number`;
    if (n > g.guests) return `The ${need} count cannot be more than the guests`;
  }
  return null;
}

const preference = (d: PlannerDish) => (d.isSignatureDish ? 2 : 0) + (d.isPopular ? 1 : 0);

function pickMain(dishes: PlannerDish[], needs: DietaryNeed[]): PlannerDish {
  // The kitchen's signature or popular dish feeds everyone; among equals, the one that also
  // serves the dietary guests.
  const score = (d: PlannerDish) =>
    preference(d) * 10 + needs.filter((n) => servesNeed(d, n)).length;
  return [...dishes].sort((a, b) => score(b) - score(a) || a.id - b.id)[0]!;
}

function pushLines(lines: PlannedLine[], dish: PlannerDish, servings: number) {
  const trays = traysFor(servings);
  for (const [traySize, count] of [
    ["large", trays.large],
    ["medium", trays.medium],
  ] as const) {
    let left = count;
    while (left > 0) {
      const quantity = Math.min(left, MAX_TRAYS_PER_ORDER);
      const same = lines.find(
        (l) => l.dishId === dish.id && l.traySize === traySize && l.quantity < MAX_TRAYS_PER_ORDER,
      );
      if (same) {
        const add = Math.min(quantity, MAX_TRAYS_PER_ORDER - same.quantity);
        same.quantity += add;
        left -= add;
      } else {
        lines.push({
          dishId: dish.id,
          dishName: dish.name,
          category: dish.category,
          traySize,
          quantity,
        });
        left -= quantity;
      }
    }
  }
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** The proposal for one caterer's menu. */
export function planTrays(guests: PlannerGuests, menu: PlannerDish[]): TrayPlan {
  const error = plannerInputError(guests);
  if (error) throw new Error(error);
  const lines: PlannedLine[] = [];
  const courses: PlannedCourse[] = [];
  const asked = DIETARY_NEEDS.filter((n) => needCount(guests, n) > 0);

  for (const category of COURSE_ORDER) {
    const dishes = menu.filter((d) => d.category === category);
    const label = COURSE_LABEL[category];
    const servings = courseServings(category, guests.guests);
    if (!dishes.length) {
      courses.push({
        category,
        servings: 0,
        explanation: `${label}: this menu has none, so add some from another caterer if you want them.`,
      });
      continue;
    }
    const main = pickMain(dishes, asked);
    const notes: string[] = [];
    const missing: string[] = [];
    // Guests whose need no dish of the course serves: the main dish would not feed them, so
    // their servings are left out (the larger group's, since the groups may overlap).
    let missingServings = 0;
    let dietaryServings = 0;
    // Vegan first: a vegan dish also covers the vegetarians, so they can share it.
    const extra = new Map<number, { dish: PlannerDish; servings: number; needs: string[] }>();
    for (const need of asked) {
      if (servesNeed(main, need)) continue;
      const people = needCount(guests, need);
      const candidates = dishes.filter((d) => servesNeed(d, need));
      if (!candidates.length) {
        missing.push(need);
        missingServings = Math.max(missingServings, courseServings(category, people));
        continue;
      }
      const dish = [...candidates].sort(
        (a, b) =>
          Number(extra.has(b.id)) - Number(extra.has(a.id)) ||
          preference(b) - preference(a) ||
          a.id - b.id,
      )[0]!;
      const s = courseServings(category, people);
      const entry = extra.get(dish.id) ?? { dish, servings: 0, needs: [] };
      // Guests may have several needs (a vegan who eats gluten-free): one dish that serves
      // two groups gets the larger group's servings, not their sum.
      entry.servings = Math.max(entry.servings, s);
      entry.needs.push(need);
      extra.set(dish.id, entry);
    }
    for (const { dish, servings: s, needs } of extra.values()) {
      dietaryServings += s;
      pushLines(lines, dish, s);
      notes.push(`${s} ${joinNames(needs)} from ${dish.name} (${describeTrays(traysFor(s))})`);
    }
    const mainServings = Math.max(servings - dietaryServings - missingServings, 0);
    if (mainServings > 0) pushLines(lines, main, mainServings);
    const covered = asked.filter((n) => servesNeed(main, n));
    const share =
      category === "main"
        ? "every guest gets one"
        : `${Math.round(COURSE_SHARE[category] * 100)}% of the guests get one`;
    let sentence = `${label}: ${servings} servings (${share}): ${mainServings} from ${main.name} (${describeTrays(traysFor(mainServings))})`;
    if (covered.length) sentence += `, which is ${joinNames(covered)}`;
    if (notes.length) sentence += `, and ${joinNames(notes)}`;
    if (missing.length)
      sentence += `; no ${joinNames(missing)} ${label.toLowerCase()} on this menu, so ${missingServings} ${missingServings === 1 ? "serving is" : "servings are"} left for another caterer`;
    courses.push({ category, servings, explanation: `${sentence}.` });
  }
  return { lines, courses };
}
