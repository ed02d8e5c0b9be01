import "server-only";
import type { Dish } from "@/lib/generated/prisma/client";
import { spiceFromDb } from "../spice";
import type { DishDto } from "@/lib/dishes/types";

export function toDishDto(d: Dish): DishDto {
  return {
    id: d.id,
    catererId: d.catererId,
    name: d.name,
    description: d.description,
    category: d.category,
    dietaryTags: d.dietaryTags,
    spiceLevel: d.spiceLevel ? spiceFromDb(d.spiceLevel) : null,
    ingredients: d.ingredients,
    allergens: d.allergens,
    majorAllergens: d.allergensDeclared ? d.majorAllergens : null,
    imageUrls: d.imageUrls,
    mediumTrayPrice: d.mediumTrayPrice.toFixed(2),
    largeTrayPrice: d.largeTrayPrice.toFixed(2),
    isPopular: d.isPopular,
    isSignatureDish: d.isSignatureDish,
    preparationTime: d.preparationTime,
    servingSize: d.servingSize,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/**
 * The columns a declaration of the nine major allergens sets (docs/product-rules.md §13):
 * given, the dish is declared ([] = none of the nine); absent, nothing changes (a new dish
 * stays "not declared").
 */
export function allergenDeclaration(majorAllergens: string[] | undefined) {
  return majorAllergens === undefined ? {} : { majorAllergens, allergensDeclared: true };
}
