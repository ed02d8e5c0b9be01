/**
 * Allergens as data (docs/product-rules.md §13): the nine major food allergens a dish
 * declares with checkboxes, plus free text for any other. Pure, shared by the dish form,
 * the "Free from" filters (home and caterer page) and the server. The words that name each
 * allergen in free text live in ./allergen-words.ts, out of the pages' browser code.
 */

export const MAJOR_ALLERGENS = [
  { value: "milk", label: "Milk" },
  { value: "eggs", label: "Eggs" },
  { value: "fish", label: "Fish" },
  { value: "crustacean-shellfish", label: "Crustacean shellfish" },
  { value: "tree-nuts", label: "Tree nuts" },
  { value: "peanuts", label: "Peanuts" },
  { value: "wheat", label: "Wheat" },
  { value: "soybeans", label: "Soybeans" },
  { value: "sesame", label: "Sesame" },
] as const;

export type MajorAllergen = (typeof MAJOR_ALLERGENS)[number]["value"];
export const MAJOR_ALLERGEN_VALUES: readonly MajorAllergen[] = MAJOR_ALLERGENS.map((a) => a.value);

export const majorAllergenLabel = (value: string) =>
  MAJOR_ALLERGENS.find((a) => a.value === value)?.label ?? value;

/** What a dish declares: null = not declared; [] = none of the nine. */
export type AllergenDeclaration = { majorAllergens: string[] | null; allergens: string[] };

/**
 * Whether a dish is free from every one of `wanted`: only a declared dish can be; an
 * undeclared one is never "free from" anything (we do not guess for allergic guests).
 */
export function isFreeFrom(dish: { majorAllergens: string[] | null }, wanted: readonly string[]) {
  if (dish.majorAllergens === null) return false;
  return !wanted.some((a) => dish.majorAllergens!.includes(a));
}
