/**
 * How a caterer's menu is arranged on its page:
 * tabs "All (n)" plus one per category present, with counts; the All tab shows the
 * "Signature Dishes" group first, then one group per category with its other dishes.
 */
import { DIETARY_OPTIONS, DISH_CATEGORIES, type DishCategoryValue } from "@/lib/constants";
import type { SpiceLevelValue } from "@/lib/constants";

export const CATEGORY_LABELS: Record<DishCategoryValue, string> = {
  appetizer: "Appetizers",
  main: "Main Courses",
  dessert: "Desserts",
  side: "Sides",
};

/** Singular, for the badge on a dish card. */
export const CATEGORY_BADGES: Record<DishCategoryValue, string> = {
  appetizer: "Appetizer",
  main: "Main",
  dessert: "Dessert",
  side: "Side",
};

export const SPICE_LABELS: Record<SpiceLevelValue, string> = {
  mild: "Mild",
  medium: "Medium",
  hot: "Hot",
  "extra-hot": "Extra Hot",
};

export const MAX_INGREDIENTS_SHOWN = 6;

export function dietaryLabel(tag: string): string {
  return DIETARY_OPTIONS.find((d) => d.value === tag.toLowerCase())?.label ?? tag;
}

/** The first 6 ingredients, then an ellipsis when there are more. */
export function ingredientsPreview(ingredients: string[]): string {
  const shown = ingredients.slice(0, MAX_INGREDIENTS_SHOWN).join(", ");
  return ingredients.length > MAX_INGREDIENTS_SHOWN ? `${shown}...` : shown;
}

type MenuDish = { category: DishCategoryValue; isSignatureDish: boolean; isPopular: boolean };

export type MenuTab<D> = { value: "all" | DishCategoryValue; label: string; dishes: D[] };
export type MenuGroup<D> = { key: string; title: string; dishes: D[] };

export function arrangeMenu<D extends MenuDish>(dishes: D[]) {
  const present = DISH_CATEGORIES.filter((c) => dishes.some((d) => d.category === c));
  const tabs: MenuTab<D>[] = [
    { value: "all", label: `All (${dishes.length})`, dishes },
    ...present.map((category) => {
      const inCategory = dishes.filter((d) => d.category === category);
      return {
        value: category,
        label: `${CATEGORY_LABELS[category]} (${inCategory.length})`,
        dishes: inCategory,
      };
    }),
  ];
  const signature = dishes.filter((d) => d.isSignatureDish);
  const allGroups: MenuGroup<D>[] = [
    ...(signature.length
      ? [{ key: "signature", title: "Signature Dishes", dishes: signature }]
      : []),
    ...present
      .map((category) => ({
        key: category,
        title: CATEGORY_LABELS[category],
        dishes: dishes.filter((d) => d.category === category && !d.isSignatureDish),
      }))
      .filter((g) => g.dishes.length > 0),
  ];
  return {
    tabs,
    allGroups,
    signatureCount: signature.length,
    popularCount: dishes.filter((d) => d.isPopular).length,
  };
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
