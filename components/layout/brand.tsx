import Link from "next/link";

export function Brand() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 text-lg font-bold tracking-tight text-primary"
    >
      <span aria-hidden className="icon-utensils-crossed h-5 w-5" />
      <span>TrayTable</span>
    </Link>
  );
}
