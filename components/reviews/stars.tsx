import { Icon } from "@/components/icons/icon";
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
        <Icon
          key={n}
          name={n <= rating ? "star-filled" : "star"}
          className={n <= rating ? "h-4 w-4 text-amber-400" : "h-4 w-4 text-muted-foreground/40"}
        />
      ))}
    </span>
  );
}
