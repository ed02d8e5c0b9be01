import { Skeleton } from "@/components/ui/skeleton";

/**
 * Skeleton of the caterer page below its header (the layout renders the header): About,
 * and 6 menu cards.
 */
export default function CatererLoading() {
  return (
    <div aria-busy data-testid="caterer-skeleton">
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem]">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
      <Skeleton className="mt-12 h-8 w-40" />
      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
