import type { Caterer } from "@/lib/generated/prisma/client";

/** The public JSON shape of a caterer (spec 01 section 3); rating as a one-decimal string. */
export type CatererDto = {
  id: number;
  userId: number | null;
  name: string;
  cuisine: string;
  description: string | null;
  rating: string;
  imageUrl: string | null;
  location: string | null;
  isGrandfathered: boolean;
};

export function toCatererDto(c: Caterer): CatererDto {
  return {
    id: c.id,
    userId: c.userId,
    name: c.name,
    cuisine: c.cuisine,
    description: c.description,
    rating: c.rating.toFixed(1),
    imageUrl: c.imageUrl,
    location: c.location,
    isGrandfathered: c.isGrandfathered,
  };
}
