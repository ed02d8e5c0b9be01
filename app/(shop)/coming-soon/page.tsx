import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SUPPORT_EMAIL } from "@/lib/constants";

export const metadata = { title: "Coming soon" };

export default function ComingSoonPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Coming Soon</h1>
      <p className="mt-4 text-muted-foreground">
        We&apos;re still cooking this page. In the meantime, reach us at{" "}
        <a className="font-medium text-primary underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <Button asChild className="mt-8">
        <Link href="/">Back to Home</Link>
      </Button>
    </section>
  );
}
