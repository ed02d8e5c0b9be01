import Link from "next/link";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown in place of a signed-in page to a signed-out visitor. */
export function AccessDenied({
  callbackUrl,
  message = "Please log in to view this page.",
}: {
  callbackUrl?: string;
  message?: string;
}) {
  const href = callbackUrl ? `/auth?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/auth";
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <Lock aria-hidden className="h-10 w-10 text-muted-foreground" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <Button asChild className="mt-6">
        <Link href={href}>Log In</Link>
      </Button>
    </section>
  );
}
