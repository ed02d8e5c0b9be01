import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Unknown or malformed caterer ids (HTTP 404). */
export default function CatererNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Caterer not found</h1>
      <p className="mt-3 text-muted-foreground">
        This caterer does not exist or is no longer on TrayTable.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">Browse Caterers</Link>
      </Button>
    </section>
  );
}
