import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/** One figure with its label (and a hint, an icon): the stat rows of every dashboard. */
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
  return (
    <Card data-testid="stat-card">
      <CardContent className="flex items-start justify-between gap-2 p-4">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold">{value}</p>
          {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
        </div>
        {Icon && <Icon aria-hidden className="h-5 w-5 shrink-0 text-muted-foreground" />}
      </CardContent>
    </Card>
  );
}
