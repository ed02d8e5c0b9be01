import { Photo } from "./photo";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatRating, ratingLabel } from "@/lib/reviews/rules";
import type { CatererDto } from "@/lib/caterers/types";
import { Icon } from "@/components/icons/icon";

export function CatererCard({
  caterer,
  reviewCount = 0,
}: {
  caterer: CatererDto;
  reviewCount?: number;
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
            <Link href={`/caterer/${caterer.id}`} className="hover:underline">
              {caterer.name}
            </Link>
          </h3>
          <span
            className="flex shrink-0 items-center gap-1 text-sm font-medium"
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
        <p className="line-clamp-3 text-sm">{caterer.description}</p>
        <p className="text-xs text-muted-foreground">
          Browse dishes with individual pricing for medium and large trays
        </p>
        <Button asChild className="mt-auto w-full">
          <Link href={`/caterer/${caterer.id}`}>View Menu & Order</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
