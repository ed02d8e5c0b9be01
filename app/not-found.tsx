import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">404 Page Not Found</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Did you forget to add the page to the router? Pages live under app/, one folder per route.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">Back to Browse Caterers</Link>
      </Button>
    </section>
  );
}
