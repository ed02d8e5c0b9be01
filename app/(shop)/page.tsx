import type { Metadata } from "next";
import {
  catererHref,
  hasActiveFilters,
  parseBrowseParams,
  toHref,
  visibleLimit,
  type SearchParamsInput,
} from "@/lib/browse/filters";
import { todayIso } from "@/lib/dates";
import { getCachedCatererList } from "@/lib/server/kitchens/caterer-page-cache";
import { searchCaterers } from "@/lib/server/kitchens/search-caterers";
import { BrowseProvider } from "./_components/browse-provider";
import { CatererCard } from "./_components/caterer-card";
import { FilterSidebar } from "./_components/filter-sidebar";
import { HowItWorks } from "./_components/how-it-works";
import { LoadMore } from "./_components/load-more";
import { ResultsBody } from "./_components/results-body";
import { ResultsHeader } from "./_components/results-header";
import { SearchHero } from "./_components/search-hero";
import { SortSelect } from "./_components/sort-select";
import { TraySizes } from "./_components/tray-sizes";

// Filters come from the URL: render per request; the search itself (one SQL statement) is
// read from the data cache under the `caterers` tag, keyed by the filters.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DESCRIPTION =
  "Order authentic, home-cooked meals by local caterers in your area. Browse Italian, Mexican, Indian, Thai, Mediterranean and Southern caterers and order medium or large trays for your event.";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = parseBrowseParams((await searchParams) as SearchParamsInput);
  // A single-cuisine list is a page worth indexing on its own; every other combination
  // of filters points search engines to the plain home page.
  const onlyCuisine =
    filters.cuisines.length === 1 &&
    !filters.location &&
    !filters.prices.length &&
    !filters.diets.length
      ? filters.cuisines[0]
      : undefined;
  const title = onlyCuisine
    ? `${onlyCuisine} home-cooked catering by the tray`
    : "Discover Amazing Home-Cooked Catering";
  const canonical = onlyCuisine ? toHref({ cuisines: [onlyCuisine] }) : "/";
  return {
    title: { absolute: `${title} | TrayTable` },
    description: DESCRIPTION,
    alternates: { canonical },
    robots: hasActiveFilters(filters) && !onlyCuisine ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      siteName: "TrayTable",
      title,
      description: DESCRIPTION,
      url: canonical,
    },
  };
}

export default async function HomePage({ searchParams }: Props) {
  const filters = parseBrowseParams((await searchParams) as SearchParamsInput);
  const {
    caterers,
    total,
    reviewCounts = {},
  } = await getCachedCatererList(
    JSON.stringify(["home", todayIso(), filters]),
    () =>
      searchCaterers(filters, { limit: visibleLimit(filters.page) }, { withReviewCounts: true }),
    { live: Boolean(filters.date) },
  );
  return (
    <BrowseProvider filters={filters}>
      <SearchHero />
      <section
        id="results"
        className="mx-auto max-w-7xl scroll-mt-16 px-4 pb-12 pt-4 sm:px-6 sm:pt-8"
      >
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_1fr]">
          <FilterSidebar total={total} />
          <div className="min-w-0">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <ResultsHeader total={total} />
              <SortSelect />
            </div>
            <ResultsBody>
              {caterers.length === 0 ? (
                <div className="rounded-xl border border-dashed py-16 text-center">
                  <p className="text-lg font-medium">No caterers found matching your filters.</p>
                  <p className="mt-2 text-muted-foreground">
                    Try adjusting your search criteria - Go Wider.
                  </p>
                </div>
              ) : (
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {/* No card photo loads eagerly: on a phone the hero and the search fill the
                      first screen, and an eager <img> becomes a preload (React) ahead of the
                      stylesheet, which the first paint waits for. */}
                  {caterers.map((caterer) => (
                    <li key={caterer.id} className="flex">
                      <CatererCard
                        caterer={caterer}
                        reviewCount={reviewCounts[caterer.id] ?? 0}
                        href={catererHref(caterer.id, filters)}
                        zip={filters.zip}
                      />
                    </li>
                  ))}
                </ul>
              )}
              <LoadMore shown={caterers.length} total={total} />
            </ResultsBody>
          </div>
        </div>
      </section>
      <HowItWorks />
      <TraySizes />
    </BrowseProvider>
  );
}
