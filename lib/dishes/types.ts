import type { DishCategoryValue, SpiceLevelValue } from "@/lib/constants";

/**
 * The public JSON shape of a dish. Prices are dollars as
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
  /** Free-text allergens (others than the nine, or as typed before declarations). */
  allergens: string[];
  /** The nine major allergens it contains; [] = none of the nine; null = not declared. */
  majorAllergens: string[] | null;
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

/** A dish in the admin console, with the name of the caterer whose menu it is on. */
export type AdminDishDto = DishDto & { catererName: string };
