/**
 * schema.org JSON-LD for a caterer page: a FoodEstablishment with its menu, one
 * MenuSection per category, and an Offer per tray size for each dish; with reviews, an
 * AggregateRating (the visible reviews' average and count) and the reviews on the page.
 * Typed with schema-dts (Google's schema.org types), so a property or type schema.org does
 * not define fails the typecheck.
 */
import type {
  AggregateRating,
  FoodEstablishment,
  MenuItem,
  Offer,
  Review,
  MenuSection,
  RestrictedDiet,
  WithContext,
} from "schema-dts";
import { DISH_CATEGORIES, TRAY_SIZES } from "@/lib/constants";
import { CATEGORY_LABELS } from "./menu";
import { postalAddressOf } from "./postal-address";

type Caterer = {
  id: number;
  name: string;
  cuisine: string;
  description: string | null;
  imageUrl: string | null;
  location: string | null;
};
type Dish = {
  id: number;
  name: string;
  description: string;
  category: (typeof DISH_CATEGORIES)[number];
  imageUrls: string[];
  dietaryTags: string[];
  mediumTrayPrice: string;
  largeTrayPrice: string;
};

type Reviews = {
  rating: string;
  reviewCount: number;
  reviews: { authorName: string; rating: number; comment: string; createdAt: string }[];
};

const DIETS: Record<string, RestrictedDiet> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
};

const absolute = (base: string, path: string) => new URL(path, base).toString();

export function catererJsonLd(
  caterer: Caterer,
  dishes: Dish[],
  baseUrl: string,
  reviews?: Reviews,
) {
  const url = absolute(baseUrl, `/caterer/${caterer.id}`);
  const address = caterer.location ? postalAddressOf(caterer.location) : null;
  const sections = DISH_CATEGORIES.filter((c) => dishes.some((d) => d.category === c)).map(
    (category): MenuSection => ({
      "@type": "MenuSection",
      name: CATEGORY_LABELS[category],
      hasMenuItem: dishes
        .filter((d) => d.category === category)
        .map((d): MenuItem => {
          const diets = d.dietaryTags
            .map((t) => DIETS[t.toLowerCase()])
            .filter((diet): diet is RestrictedDiet => Boolean(diet));
          return {
            "@type": "MenuItem",
            name: d.name,
            description: d.description,
            ...(d.imageUrls[0] ? { image: absolute(baseUrl, d.imageUrls[0]) } : {}),
            ...(diets.length ? { suitableForDiet: diets } : {}),
            offers: [
              { size: TRAY_SIZES.medium, price: d.mediumTrayPrice },
              { size: TRAY_SIZES.large, price: d.largeTrayPrice },
            ].map((o): Offer => ({
              "@type": "Offer",
              name: `${o.size.label} (${o.size.serves})`,
              price: o.price,
              priceCurrency: "USD",
              url,
            })),
          };
        }),
    }),
  );
  return {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    "@id": url,
    url,
    name: caterer.name,
    servesCuisine: caterer.cuisine,
    ...(caterer.description ? { description: caterer.description } : {}),
    ...(caterer.imageUrl ? { image: absolute(baseUrl, caterer.imageUrl) } : {}),
    ...(address ? { address } : {}),
    hasMenu: { "@type": "Menu", name: `${caterer.name} menu`, hasMenuSection: sections },
    ...(reviews && reviews.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.rating,
            reviewCount: reviews.reviewCount,
            bestRating: 5,
            worstRating: 1,
          } satisfies AggregateRating,
          review: reviews.reviews.map((r): Review => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.authorName },
            datePublished: r.createdAt.slice(0, 10),
            reviewBody: r.comment,
            reviewRating: {
              "@type": "Rating",
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  } satisfies WithContext<FoodEstablishment>;
}

/** JSON for a <script> tag: "<" is escaped so that no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
