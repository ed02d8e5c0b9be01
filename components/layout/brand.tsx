import Link from "next/link";
import { Icon } from "@/components/icons/icon";

export function Brand() {
  return (
    <Link
      href="/"
      className="flex min-h-11 w-fit items-center gap-2 text-lg font-bold tracking-tight text-primary"
    >
      <Icon name="utensils-crossed" className="h-5 w-5" />
      <span>TrayTable</span>
    </Link>
  );
}
