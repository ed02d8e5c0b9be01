import Link from "next/link";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/money/cents";

/** Back to Browse and Pay, under either card form. */
export function CheckoutButtons({
  busy,
  disabled,
  totalPrice,
}: {
  busy: boolean;
  disabled?: boolean;
  totalPrice: number;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        You will be charged{" "}
        <span className="font-semibold text-foreground">{formatCents(totalPrice)}</span>.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link href="/">Back to Browse</Link>
        </Button>
        <Button type="submit" disabled={busy || disabled} className="sm:min-w-32">
          <Lock aria-hidden />
          {busy ? "Processing..." : "Pay"}
        </Button>
      </div>
    </div>
  );
}
