import Link from "next/link";
import { UtensilsCrossed } from "lucide-react";

export function Brand() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 text-lg font-bold tracking-tight text-primary"
    >
      <UtensilsCrossed aria-hidden className="h-5 w-5" />
      <span>TrayTable</span>
    </Link>
  );
}
