import {
  allergenSummary,
  detectMajorAllergens,
  majorAllergenOf,
  otherAllergens,
} from "@/lib/dishes/allergen-words";
import { isFreeFrom } from "@/lib/dishes/allergens";

describe("allergens as data", () => {
  it("maps the usual free-text names onto the nine", () => {
    expect(majorAllergenOf("Dairy")).toBe("milk");
    expect(majorAllergenOf(" gluten ")).toBe("wheat");
    expect(majorAllergenOf("egg")).toBe("eggs");
    expect(majorAllergenOf("tree nuts")).toBe("tree-nuts");
    expect(majorAllergenOf("shellfish")).toBe("crustacean-shellfish");
    expect(majorAllergenOf("soy")).toBe("soybeans");
    expect(majorAllergenOf("mustard")).toBeNull();
    expect(otherAllergens(["dairy", "mustard", " "])).toEqual(["mustard"]);
  });

  it("finds the nine in ingredients, without mistaking plant milks and nut butters", () => {
    expect(detectMajorAllergens(["pasta sheets", "ricotta", "eggs"])).toEqual([
      "milk",
      "eggs",
      "wheat",
    ]);
    expect(detectMajorAllergens(["coconut milk", "peanut butter", "rice noodles"])).toEqual([
      "peanuts",
    ]);
    expect(detectMajorAllergens(["shrimp", "fish sauce", "tofu", "tahini"])).toEqual([
      "fish",
      "crustacean-shellfish",
      "soybeans",
      "sesame",
    ]);
    expect(detectMajorAllergens(["rice", "black beans", "cilantro"])).toEqual([]);
  });

  it("summarises a declaration for the dish card", () => {
    expect(allergenSummary({ majorAllergens: null, allergens: ["dairy"] })).toBe(
      "Allergens not declared",
    );
    expect(allergenSummary({ majorAllergens: [], allergens: [] })).toBe(
      "Contains none of the nine major allergens",
    );
    expect(
      allergenSummary({ majorAllergens: ["wheat", "milk"], allergens: ["dairy", "mustard"] }),
    ).toBe("Contains: Milk, Wheat, mustard");
  });

  it("never calls an undeclared dish free from anything", () => {
    expect(isFreeFrom({ majorAllergens: null }, ["peanuts"])).toBe(false);
    expect(isFreeFrom({ majorAllergens: [] }, ["peanuts", "tree-nuts"])).toBe(true);
    expect(isFreeFrom({ majorAllergens: ["milk"] }, ["peanuts"])).toBe(true);
    expect(isFreeFrom({ majorAllergens: ["milk", "peanuts"] }, ["peanuts", "sesame"])).toBe(false);
  });
});
