import { listCaterers } from "@/lib/server/caterers/list-caterers";
import { CatererCard } from "./_components/caterer-card";
import { HowItWorks } from "./_components/how-it-works";
import { TraySizes } from "./_components/tray-sizes";

// The list changes whenever a caterer does; render per request.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const caterers = await listCaterers();
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background py-16 sm:py-24">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Discover Amazing Home-Cooked Catering
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Order authentic, home-cooked meals by local caterers in your area
          </p>
        </div>
      </section>
      <section id="results" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold">{caterers.length} caterers in your area</h2>
        {caterers.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-medium">No caterers found matching your filters.</p>
            <p className="mt-2 text-muted-foreground">
              Try adjusting your search criteria - Go Wider.
            </p>
          </div>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {caterers.map((caterer) => (
              <CatererCard key={caterer.id} caterer={caterer} />
            ))}
          </div>
        )}
      </section>
      <HowItWorks />
      <TraySizes />
    </>
  );
}
