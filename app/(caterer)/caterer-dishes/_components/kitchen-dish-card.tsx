import Image from "next/image";
import { Pencil, Trash2 } from "lucide-react";
import { DishFacts } from "@/components/dishes/dish-facts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CATEGORY_BADGES } from "@/lib/browse/menu";
import { TRAY_SIZES } from "@/lib/constants";
import { formatDollars } from "@/lib/money/cents";
import type { DishDto } from "@/lib/dishes/types";

/** A dish of the caterer's own menu, with edit and delete. */
export function KitchenDishCard({
  dish,
  onEdit,
  onDelete,
}: {
  dish: DishDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const image = dish.imageUrls[0];
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="kitchen-dish">
      <div className="relative aspect-[4/3] bg-muted">
        {image && (
          <Image
            src={image}
            alt={dish.name}
            fill
            unoptimized={!image.startsWith("/")}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        )}
        {dish.isSignatureDish && (
          <Badge className="absolute left-2 top-2 bg-amber-700 text-white">Signature Dish</Badge>
        )}
      </div>
      <CardContent className="flex flex-1 flex-col gap-2 pt-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-semibold leading-tight">{dish.name}</h3>
          <Badge variant="secondary">{CATEGORY_BADGES[dish.category]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{dish.description}</p>
        <DishFacts dish={dish} />
        <div className="mt-auto grid grid-cols-2 gap-2 rounded-md bg-muted/50 p-2 text-sm">
          <div>
            <p className="text-muted-foreground">
              Medium ({TRAY_SIZES.medium.serves.replace(" people", "")})
            </p>
            <p className="font-semibold">{formatDollars(dish.mediumTrayPrice)}</p>
          </div>
          <div>
            <p className="text-muted-foreground">
              Large ({TRAY_SIZES.large.serves.replace(" people", "")})
            </p>
            <p className="font-semibold">{formatDollars(dish.largeTrayPrice)}</p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" className="flex-1" onClick={onEdit}>
            <Pencil aria-hidden className="mr-1.5 h-4 w-4" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-red-700 hover:text-red-800"
            onClick={onDelete}
          >
            <Trash2 aria-hidden className="mr-1.5 h-4 w-4" />
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
