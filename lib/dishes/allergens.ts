/**
 * Allergens as data (docs/product-rules.md §13): the nine major food allergens a dish
 * declares with checkboxes, plus free text for any other. Pure, shared by the dish form,
 * the dish cards, the "Free from" filters (home and caterer page) and the server.
 */

export const MAJOR_ALLERGENS = [
  {
    value: "milk",
    label: "Milk",
    words: [
      "milk",
      "dairy",
      "butter",
      "cream",
      "cheese",
      "yogurt",
      "ghee",
      "paneer",
      "mozzarella",
      "parmigiano",
      "parmesan",
      "ricotta",
      "mascarpone",
      "feta",
      "buttermilk",
      "béchamel",
    ],
  },
  { value: "eggs", label: "Eggs", words: ["egg", "eggs", "mayonnaise", "aioli"] },
  {
    value: "fish",
    label: "Fish",
    words: [
      "fish",
      "fish sauce",
      "anchovy",
      "anchovies",
      "salmon",
      "cod",
      "tuna",
      "tilapia",
      "catfish",
      "snapper",
    ],
  },
  {
    value: "crustacean-shellfish",
    label: "Crustacean shellfish",
    words: [
      "shellfish",
      "crustacean",
      "shrimp",
      "prawn",
      "prawns",
      "crab",
      "lobster",
      "crawfish",
      "crayfish",
    ],
  },
  {
    value: "tree-nuts",
    label: "Tree nuts",
    words: [
      "tree nuts",
      "tree nut",
      "almond",
      "almonds",
      "cashew",
      "cashews",
      "pistachio",
      "pistachios",
      "walnut",
      "walnuts",
      "pecan",
      "pecans",
      "hazelnut",
      "hazelnuts",
      "pine nuts",
    ],
  },
  { value: "peanuts", label: "Peanuts", words: ["peanut", "peanuts", "peanut butter"] },
  {
    value: "wheat",
    label: "Wheat",
    words: [
      "wheat",
      "gluten",
      "flour",
      "bread",
      "pasta",
      "breadcrumbs",
      "naan",
      "pita",
      "semolina",
      "bulgur",
      "couscous",
      "phyllo",
      "biscuits",
      "spaghetti",
      "lasagna",
      "croutons",
    ],
  },
  {
    value: "soybeans",
    label: "Soybeans",
    words: ["soy", "soya", "soybeans", "soy sauce", "tofu", "edamame", "miso", "tamari"],
  },
  { value: "sesame", label: "Sesame", words: ["sesame", "tahini", "sesame oil", "sesame seeds"] },
] as const;

export type MajorAllergen = (typeof MAJOR_ALLERGENS)[number]["value"];
export const MAJOR_ALLERGEN_VALUES: readonly MajorAllergen[] = MAJOR_ALLERGENS.map((a) => a.value);

export const majorAllergenLabel = (value: string) =>
  MAJOR_ALLERGENS.find((a) => a.value === value)?.label ?? value;

/** The major allergen a free-text word names ("dairy" -> milk, "gluten" -> wheat), if any. */
export function majorAllergenOf(text: string): MajorAllergen | null {
  const word = text.trim().toLowerCase();
  const hit = MAJOR_ALLERGENS.find((a) => (a.words as readonly string[]).includes(word));
  return hit?.value ?? null;
}

/**
 * The major allergens that free-text allergens or ingredients mention, in the canonical
 * order (the seed uses it to declare the demo dishes; a cook checks the boxes by hand).
 * Ingredients match on whole words: "almond milk" contains tree nuts and milk words.
 */
export function detectMajorAllergens(texts: readonly string[]): MajorAllergen[] {
  const found = new Set<MajorAllergen>();
  for (const text of texts) {
    // Plant "milks" and nut butters are not milk: keep only the plant's own name.
    const lower = text
      .toLowerCase()
      .replace(
        /\b(coconut|almond|oat|soy|cashew|rice|cocoa|peanut|shea)\s+(milk|cream|butter)\b/gu,
        "$1",
      );
    for (const a of MAJOR_ALLERGENS) {
      if ((a.words as readonly string[]).some((w) => new RegExp(`\\b${w}\\b`, "u").test(lower))) {
        found.add(a.value);
      }
    }
  }
  return MAJOR_ALLERGEN_VALUES.filter((v) => found.has(v));
}

/** What a dish declares: null = not declared; [] = none of the nine. */
export type AllergenDeclaration = { majorAllergens: string[] | null; allergens: string[] };

/** The free-text allergens that are not one of the nine under another name. */
export function otherAllergens(allergens: readonly string[]): string[] {
  return allergens.filter((a) => a.trim() && majorAllergenOf(a) === null);
}

/** The line a dish card shows. */
export function allergenSummary(dish: AllergenDeclaration): string {
  if (dish.majorAllergens === null) return "Allergens not declared";
  const names = [
    ...MAJOR_ALLERGEN_VALUES.filter((v) => dish.majorAllergens!.includes(v)).map(
      majorAllergenLabel,
    ),
    ...otherAllergens(dish.allergens),
  ];
  return names.length
    ? `Contains: ${names.join(", ")}`
    : "Contains none of the nine major allergens";
}

/**
 * Whether a dish is free from every one of `wanted`: only a declared dish can be; an
 * undeclared one is never "free from" anything (we do not guess for allergic guests).
 */
export function isFreeFrom(dish: { majorAllergens: string[] | null }, wanted: readonly string[]) {
  if (dish.majorAllergens === null) return false;
  return !wanted.some((a) => dish.majorAllergens!.includes(a));
}
