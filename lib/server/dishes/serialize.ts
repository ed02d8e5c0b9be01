import type { Dish } from "@/lib/generated/prisma/client";
import type { DishCategoryValue, SpiceLevelValue } from "@/lib/constants";
import { spiceFromDb } from "../spice";

/**
 * The public JSON shape of a dish (spec 01 sections 3 and 7). Prices are dollars as
 * two-decimal strings ("55.00"); the spice level is spelled as the API spells it.
 */
export type DishDto = {
  id: number;
  catererId: number;
  name: string;
  description: string;
  category: DishCategoryValue;
  dietaryTags: string[];
  spiceLevel: SpiceLevelValue | null;
  ingredients: string[];
  allergens: string[];
  imageUrls: string[];
  mediumTrayPrice: string;
  largeTrayPrice: string;
  isPopular: boolean;
  isSignatureDish: boolean;
  preparationTime: number | null;
  servingSize: string | null;
  createdAt: string;
  updatedAt: string;
};

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
