import "server-only";
import type { Caterer } from "@/lib/generated/prisma/client";
import type { CatererDto } from "@/lib/kitchens/types";

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
