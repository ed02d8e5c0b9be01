import { Badge } from "@/components/ui/badge";
import { SPICE_LABELS, dietaryLabel } from "@/lib/browse/menu";
import { allergenSummary } from "@/lib/dishes/allergen-words";
import type { DishDto } from "@/lib/dishes/types";
import { Icon } from "@/components/icons/icon";

type Facts = Pick<DishDto, "spiceLevel" | "preparationTime" | "servingSize" | "dietaryTags"> &
  Partial<Pick<DishDto, "majorAllergens" | "allergens">>;

/**
 * A dish's spice level, preparation time, serving size, dietary badges and allergens
 * ("Contains: ..." from its declaration, docs/product-rules.md §13), as every dish card
 * shows them.
 */
export function DishFacts({ dish }: { dish: Facts }) {
  return (
    <>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {dish.spiceLevel && (
          <div className="flex items-center gap-1">
            <dt className="sr-only">Spice level</dt>
            <dd className="flex items-center gap-1">
              <Icon name="flame" className="h-4 w-4 text-red-500" />
              {SPICE_LABELS[dish.spiceLevel]}
            </dd>
          </div>
        )}
        {dish.preparationTime !== null && (
          <div className="flex items-center gap-1">
            <dt className="sr-only">Preparation time</dt>
            <dd className="flex items-center gap-1">
              <Icon name="clock" className="h-4 w-4" />
              {dish.preparationTime} mins
            </dd>
          </div>
        )}
        {dish.servingSize && (
          <div className="flex items-center gap-1">
            <dt className="sr-only">Serving size</dt>
            <dd className="flex items-center gap-1">
              <Icon name="users" className="h-4 w-4" />
              {dish.servingSize}
            </dd>
          </div>
        )}
      </dl>
      {dish.majorAllergens !== undefined && (
        <p
          className={
            dish.majorAllergens === null
              ? "text-sm font-medium text-amber-700"
              : "text-sm text-muted-foreground"
          }
          data-testid="dish-allergens"
        >
          {allergenSummary({
            majorAllergens: dish.majorAllergens,
            allergens: dish.allergens ?? [],
          })}
        </p>
      )}
      {dish.dietaryTags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Dietary">
          {dish.dietaryTags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline" className="border-green-600 text-green-700">
                {dietaryLabel(tag)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
