import { Photo } from "./photo";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatRating, ratingLabel } from "@/lib/reviews/rules";
import type { CatererDto, CatererSearchDto } from "@/lib/kitchens/types";
import { formatCents } from "@/lib/money/cents";
import { Icon } from "@/components/icons/icon";

export function CatererCard({
  caterer,
  reviewCount = 0,
  href = `/caterer/${caterer.id}`,
  zip,
}: {
  caterer: CatererDto | CatererSearchDto;
  reviewCount?: number;
  /** The kitchen's page, with the search's zip, date and guests (catererHref). */
  href?: string;
  /** The searched ZIP: the card says how the kitchen reaches it. */
  zip?: string;
}) {
  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="caterer-card">
      <div className="relative aspect-[4/3] bg-muted">
        {caterer.imageUrl && (
          <Photo
            src={caterer.imageUrl}
            unoptimized={!caterer.imageUrl.startsWith("/")}
            alt={`${caterer.name}`}
            fill
            sizes="(min-width: 1280px) 320px, (min-width: 640px) 50vw, 100vw"
            loading="lazy"
            className="object-cover"
          />
        )}
      </div>
      <CardContent className="flex flex-1 flex-col gap-2 pt-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-semibold leading-tight">
            <Link href={href} className="tap-link hover:underline">
              {caterer.name}
            </Link>
          </h3>
          <span
            className="flex shrink-0 items-center gap-1 text-sm font-medium"
            role="img"
            aria-label={ratingLabel(caterer.rating, reviewCount)}
          >
            <Icon name="star-filled" className="h-4 w-4 text-amber-400" />
            {formatRating(caterer.rating, reviewCount)}
          </span>
        </div>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <Icon name="map-pin" className="h-4 w-4" />
          {caterer.cuisine} • {caterer.location ?? "Available for catering"}
        </p>
        {zip && "deliveryAreaSet" in caterer && <DeliveryNote caterer={caterer} zip={zip} />}
        <p className="line-clamp-3 text-sm">{caterer.description}</p>
        <p className="text-xs text-muted-foreground">
          Browse dishes with individual pricing for medium and large trays
        </p>
        <Button asChild className="mt-auto w-full">
          <Link href={href}>View Menu & Order</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** How the kitchen reaches the searched ZIP (docs/product-rules.md §23). */
function DeliveryNote({ caterer, zip }: { caterer: CatererSearchDto; zip: string }) {
  const miles = caterer.distanceMiles === null ? "" : ` • ${caterer.distanceMiles} mi`;
  let text: string;
  if (!caterer.deliveryAreaSet) text = "Delivery area not set: ask the kitchen";
  else if (caterer.pickupOnly) text = `Pickup only${miles}`;
  else if (caterer.deliveryFeeCents === 0) text = `Free delivery to ${zip}${miles}`;
  else text = `Delivers to ${zip}: ${formatCents(caterer.deliveryFeeCents ?? 0)} fee${miles}`;
  return (
    <p className="flex items-center gap-1 text-sm font-medium" data-testid="delivery-note">
      <Icon name={caterer.pickupOnly ? "map-pin" : "truck"} className="h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
