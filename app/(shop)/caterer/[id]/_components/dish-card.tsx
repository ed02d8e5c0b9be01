import { Photo } from "../../../_components/photo";
import { OrderDishButton } from "@/components/ordering/order-dish-button";
import { AddToEventButton } from "@/components/event-cart/add-to-event-button";
import { DishFacts } from "@/components/dishes/dish-facts";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { TRAY_SIZES } from "@/lib/constants";
import { CATEGORY_BADGES, ingredientsPreview } from "@/lib/browse/menu";
import { formatDollars } from "@/lib/money/cents";
import type { DishDto } from "@/lib/dishes/types";

/** `takingOrders` false: the kitchen is closed (product-rules §14), so no order buttons. */
export function DishCard({ dish, takingOrders = true }: { dish: DishDto; takingOrders?: boolean }) {
  const image = dish.imageUrls[0];
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="dish-card">
      <div className="relative aspect-[4/3] bg-muted">
        {image && (
          <Photo
            src={image}
            // Remote URLs (a caterer may enter one) are shown as given, not through the optimizer.
            unoptimized={!image.startsWith("/")}
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

        <DishFacts dish={dish} />
        {dish.ingredients.length > 0 && (
          <p className="text-sm">
            <span className="font-medium">Ingredients: </span>
            {ingredientsPreview(dish.ingredients)}
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
        {takingOrders && (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <OrderDishButton dish={dish} />
            <AddToEventButton dish={dish} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
