import { cn } from "@/lib/utils";

/** A review's stars, read-only. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center", className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden
          className={
            n <= rating
              ? "icon-star-filled h-4 w-4 text-amber-400"
              : "icon-star h-4 w-4 text-muted-foreground/40"
          }
        />
      ))}
    </span>
  );
}
