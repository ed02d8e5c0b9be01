/**
 * The words that name each major allergen in free text ("dairy" -> milk, "gluten" -> wheat),
 * and what is read from them: a dish card's allergen line and the seed's declarations.
 * Apart from ./allergens.ts so that the pages that only filter by allergen (home, caterer
 * page) do not ship these lists to the browser.
 */
import {
  MAJOR_ALLERGEN_VALUES,
  majorAllergenLabel,
  type AllergenDeclaration,
  type MajorAllergen,
} from "./allergens";

export const ALLERGEN_WORDS: Record<MajorAllergen, readonly string[]> = {
  milk: [
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
  eggs: ["egg", "eggs", "mayonnaise", "aioli"],
  fish: [
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
  "crustacean-shellfish": [
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
  "tree-nuts": [
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
  peanuts: ["peanut", "peanuts", "peanut butter"],
  wheat: [
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
  soybeans: ["soy", "soya", "soybeans", "soy sauce", "tofu", "edamame", "miso", "tamari"],
  sesame: ["sesame", "tahini", "sesame oil", "sesame seeds"],
};

/** The major allergen a free-text word names ("dairy" -> milk, "gluten" -> wheat), if any. */
export function majorAllergenOf(text: string): MajorAllergen | null {
  const word = text.trim().toLowerCase();
  return MAJOR_ALLERGEN_VALUES.find((a) => ALLERGEN_WORDS[a].includes(word)) ?? null;
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
    for (const a of MAJOR_ALLERGEN_VALUES) {
      if (ALLERGEN_WORDS[a].some((w) => new RegExp(`\\b${w}\\b`, "u").test(lower))) found.add(a);
    }
  }
  return MAJOR_ALLERGEN_VALUES.filter((v) => found.has(v));
}

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
