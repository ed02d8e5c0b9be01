import { Photo } from "../../../_components/photo";
import { Badge } from "@/components/ui/badge";
import { formatRating, ratingLabel } from "@/lib/reviews/rules";
import type { CatererDto } from "@/lib/kitchens/types";
import { Icon } from "@/components/icons/icon";

export function CatererHeader({
  caterer,
  reviewCount,
  badges,
}: {
  caterer: CatererDto;
  reviewCount: number;
  badges?: React.ReactNode;
}) {
  return (
    <header className="grid grid-cols-1 gap-6 md:grid-cols-[20rem_1fr] md:items-center">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
        {caterer.imageUrl && (
          <Photo
            src={caterer.imageUrl}
            unoptimized={!caterer.imageUrl.startsWith("/")}
            alt={caterer.name}
            fill
            loading="eager"
            sizes="(min-width: 768px) 320px, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{caterer.name}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground">
          <span
            className="flex items-center gap-1 font-medium text-foreground"
            role="img"
            aria-label={ratingLabel(caterer.rating, reviewCount)}
            data-testid="caterer-rating"
          >
            <Icon name="star-filled" className="h-5 w-5 text-amber-400" />
            {formatRating(caterer.rating, reviewCount)}
          </span>
          <span className="flex items-center gap-1">
            <Icon name="map-pin" className="h-4 w-4" />
            {caterer.location ?? "Available for catering"}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="text-sm">
            {caterer.cuisine} Cuisine
          </Badge>
          {badges}
        </div>
      </div>
    </header>
  );
}
