import Image from "next/image";
import { Clock, Flame, Users } from "lucide-react";
import { OrderDishButton } from "@/components/ordering/order-dish-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { TRAY_SIZES } from "@/lib/constants";
import { CATEGORY_BADGES, SPICE_LABELS, dietaryLabel, ingredientsPreview } from "@/lib/browse/menu";
import { formatDollars } from "@/lib/money";
import type { DishDto } from "@/lib/server/dishes/serialize";

export function DishCard({ dish }: { dish: DishDto }) {
  const image = dish.imageUrls[0];
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="dish-card">
      <div className="relative aspect-[4/3] bg-muted">
        {image && (
          <Image
            src={image}
            alt={dish.name}
            fill
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{CATEGORY_BADGES[dish.category]}</Badge>
          {dish.isSignatureDish && <Badge>Signature</Badge>}
          {dish.isPopular && (
            <Badge variant="outline" className="border-amber-400 text-amber-700">
              Popular
            </Badge>
          )}
        </div>
        <h3 className="text-lg font-semibold leading-tight">{dish.name}</h3>
        <p className="text-sm text-muted-foreground">{dish.description}</p>

        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {dish.spiceLevel && (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Spice level</dt>
              <Flame aria-hidden className="h-4 w-4 text-red-500" />
              <dd>{SPICE_LABELS[dish.spiceLevel]}</dd>
            </div>
          )}
          {dish.preparationTime !== null && (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Preparation time</dt>
              <Clock aria-hidden className="h-4 w-4" />
              <dd>{dish.preparationTime} mins</dd>
            </div>
          )}
          {dish.servingSize && (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Serving size</dt>
              <Users aria-hidden className="h-4 w-4" />
              <dd>{dish.servingSize}</dd>
            </div>
          )}
        </dl>

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
        {dish.ingredients.length > 0 && (
          <p className="text-sm">
            <span className="font-medium">Ingredients: </span>
            {ingredientsPreview(dish.ingredients)}
          </p>
        )}
        {dish.allergens.length > 0 && (
          <p className="text-sm text-amber-800">
            <span className="font-medium">Contains: </span>
            {dish.allergens.join(", ")}
          </p>
        )}

        <dl className="mt-auto grid grid-cols-2 gap-2 rounded-lg bg-secondary/60 p-3 text-sm">
          <div>
            <dt className="text-muted-foreground">
              {TRAY_SIZES.medium.label}{" "}
              <span className="whitespace-nowrap">({TRAY_SIZES.medium.serves})</span>
            </dt>
            <dd className="text-lg font-bold">{formatDollars(dish.mediumTrayPrice)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {TRAY_SIZES.large.label}{" "}
              <span className="whitespace-nowrap">({TRAY_SIZES.large.serves})</span>
            </dt>
            <dd className="text-lg font-bold">{formatDollars(dish.largeTrayPrice)}</dd>
          </div>
        </dl>
        <OrderDishButton dish={dish} />
      </CardContent>
    </Card>
  );
}
