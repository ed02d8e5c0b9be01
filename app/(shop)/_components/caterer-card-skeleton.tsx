import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Same box as a caterer card, so nothing moves when the real cards arrive. */
export function CatererCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="caterer-card-skeleton" aria-hidden>
      <Skeleton className="aspect-[4/3] rounded-none" />
      <CardContent className="flex flex-col gap-3 pt-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-full" />
      </CardContent>
    </Card>
  );
}

export const PLACEHOLDER_CARDS = 6;

export function CatererGridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <CatererCardSkeleton key={i} />
      ))}
    </div>
  );
}
