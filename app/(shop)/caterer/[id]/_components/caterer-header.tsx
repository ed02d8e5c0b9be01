import Image from "next/image";
import { MapPin, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { CatererDto } from "@/lib/server/caterers/serialize";

export function CatererHeader({ caterer }: { caterer: CatererDto }) {
  return (
    <header className="grid gap-6 md:grid-cols-[20rem_1fr] md:items-center">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
        {caterer.imageUrl && (
          <Image
            src={caterer.imageUrl}
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
            aria-label={`Rated ${caterer.rating} out of 5`}
          >
            <Star aria-hidden className="h-5 w-5 fill-amber-400 text-amber-400" />
            {caterer.rating}
          </span>
          <span className="flex items-center gap-1">
            <MapPin aria-hidden className="h-4 w-4" />
            {caterer.location ?? "Available for catering"}
          </span>
        </div>
        <Badge variant="secondary" className="text-sm">
          {caterer.cuisine} Cuisine
        </Badge>
      </div>
    </header>
  );
}
