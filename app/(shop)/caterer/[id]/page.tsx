import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { todayIso } from "@/lib/dates";
import { KITCHEN_CLOSED, kitchenTakesOrders } from "@/lib/kitchens/open";
import { TRAY_SIZES } from "@/lib/constants";
import { describeCancellationPolicy } from "@/lib/lines/cancellation-policy";
import { catererJsonLd, serializeJsonLd } from "@/lib/browse/structured-data";
import { siteUrl } from "@/lib/browse/site-url";
import { getCachedCatererPage } from "@/lib/server/kitchen-page/load-caterer-page";
import { catererIdFromParam } from "./caterer-id";
import { Menu } from "./_components/menu";
import { TrayPlanner } from "@/components/event-cart/tray-planner";
import { FreeFromMenu } from "./_components/free-from-menu";
import { DeliveryTerms } from "./_components/delivery-terms";
import { CatererReviews } from "@/components/reviews/caterer-reviews";
import { reviewDateLabel } from "@/lib/reviews/rules";
import { Icon } from "@/components/icons/icon";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(params: Props["params"]) {
  const id = catererIdFromParam((await params).id);
  const data = id === null ? null : await getCachedCatererPage(id);
  if (!data) notFound();
  return data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { caterer, dishes } = await load(params);
  const path = `/caterer/${caterer.id}`;
  const description = (
    caterer.description ??
    `${caterer.cuisine} home-cooked catering${caterer.location ? ` in ${caterer.location}` : ""}.`
  ).slice(0, 300);
  const title = `${caterer.name} - ${caterer.cuisine} catering${caterer.location ? ` in ${caterer.location}` : ""}`;
  const image = caterer.imageUrl ?? dishes.find((d) => d.imageUrls[0])?.imageUrls[0];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: "TrayTable",
      title,
      description,
      url: path,
      ...(image ? { images: [{ url: image, alt: caterer.name }] } : {}),
    },
  };
}

export default async function CatererPage({ params, searchParams }: Props) {
  const { caterer, dishes, terms, delivery, reviews, permit, ownerActive } = await load(params);
  // The search's ZIP travels in the link (catererHref): its fee is shown first.
  const zip = [(await searchParams).zip ?? []].flat()[0]?.trim() ?? "";
  // A closed kitchen's page stays reachable (placed orders link to it) but takes no orders
  // (docs/product-rules.md §14). The page data is cached: the date is applied here.
  const takingOrders = kitchenTakesOrders(
    caterer.userId === null
      ? null
      : {
          isActive: ownerActive !== false,
          permitExpiresOn: permit?.expiresOn.slice(0, 10) ?? null,
        },
    todayIso(),
  );
  // The article and its header (photo, name, rating, badges) come from layout.tsx.
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(catererJsonLd(caterer, dishes, siteUrl(), reviews)),
        }}
      />
      {!takingOrders && (
        <p
          role="status"
          data-testid="kitchen-closed"
          className="mt-6 rounded-lg border border-amber-400 bg-amber-50 p-4 font-medium text-amber-900"
        >
          {KITCHEN_CLOSED}. Orders already placed are looked after by our team.
        </p>
      )}
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="about-heading" className="rounded-xl border bg-card p-6">
          <h2 id="about-heading" className="text-xl font-semibold">
            About
          </h2>
          <p className="mt-3 whitespace-pre-line text-muted-foreground">{caterer.description}</p>
        </section>
        <aside
          aria-labelledby="how-heading"
          className="rounded-xl border border-primary/30 bg-primary/5 p-6"
        >
          <h2 id="how-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Icon name="info" className="h-5 w-5 text-primary" />
            How It Works
          </h2>
          <p className="mt-3 text-sm text-muted-foreground">
            Each dish is ordered separately. Choose a medium tray{" "}
            <span className="whitespace-nowrap">({TRAY_SIZES.medium.serves})</span> or a large tray{" "}
            <span className="whitespace-nowrap">({TRAY_SIZES.large.serves})</span> for every dish
            you want, then pick your event date and time.
          </p>
          <p className="mt-3 text-sm text-muted-foreground" data-testid="how-cart">
            Want several dishes? Add them to your cart and pay once: they become one order with this
            kitchen, delivered together.
          </p>
          {terms.minNoticeHours !== null && (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="caterer-notice">
              This kitchen needs at least {terms.minNoticeHours} hours&apos; notice
              {terms.longNoticeHours !== null
                ? ` (${terms.longNoticeHours} hours for orders above ${terms.longNoticeAboveTrays} trays)`
                : ""}
              .
            </p>
          )}
          <h3 className="mt-4 text-sm font-semibold">Delivery and pickup</h3>
          <DeliveryTerms area={delivery} zip={/^\d{5}$/.test(zip) ? zip : null} />
          <h3 className="mt-4 text-sm font-semibold">Cancellation policy</h3>
          <p
            className="mt-1 text-sm text-muted-foreground"
            data-testid="caterer-cancellation-policy"
          >
            {describeCancellationPolicy(terms.cancellationPolicy)}
          </p>
        </aside>
      </div>
      {takingOrders && dishes.length > 0 && (
        <div className="mt-10 flex flex-wrap items-center gap-3 rounded-lg border bg-secondary/40 p-4">
          {/* basis: on a phone the sentence takes the line and the button goes under it. */}
          <p className="min-w-0 flex-1 basis-60 text-sm">
            Planning a party? Tell us how many guests and we propose the trays.
          </p>
          <TrayPlanner dishes={dishes} catererName={caterer.name} />
        </div>
      )}
      {/* The free-from choice lives in the URL (?free=...), read here on the server: the
          menu is part of the first HTML, not a boundary the browser reveals later. */}
      <FreeFromMenu
        dishes={dishes}
        takingOrders={takingOrders}
        initialFree={[(await searchParams).free ?? []].flat()}
      >
        <Menu dishes={dishes} takingOrders={takingOrders} />
      </FreeFromMenu>
      <CatererReviews
        catererId={caterer.id}
        catererUserId={caterer.userId}
        initial={reviews}
        dateLabels={Object.fromEntries(
          reviews.reviews.map((r) => [r.id, reviewDateLabel(r.createdAt)]),
        )}
      />
    </>
  );
}
