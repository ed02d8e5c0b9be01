import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/**
 * One figure with its label (and a hint, an icon): the stat rows of every dashboard. The
 * figure never breaks inside ("$1,408.\n00" on a phone): the icon sits beside the label,
 * and a long figure takes a smaller size instead of wrapping.
 */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  hint?: string;
  icon?: LucideIcon;
}) {
  const long = String(value).length > 9;
  return (
    <Card data-testid="stat-card">
      <CardContent className="p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm text-muted-foreground">{label}</p>
          {Icon && <Icon aria-hidden className="h-5 w-5 shrink-0 text-muted-foreground" />}
        </div>
        <p
          className={`mt-1 font-bold whitespace-nowrap tabular-nums ${long ? "text-lg sm:text-2xl" : "text-2xl"}`}
        >
          {value}
        </p>
        {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}
