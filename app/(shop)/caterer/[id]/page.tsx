import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Info } from "lucide-react";
import { TRAY_SIZES } from "@/lib/constants";
import { catererJsonLd, serializeJsonLd } from "@/lib/browse/structured-data";
import { siteUrl } from "@/lib/browse/site-url";
import { getCachedCatererPage } from "@/lib/server/caterers/caterer-page-cache";
import { catererIdFromParam } from "./caterer-id";
import { CatererHeader } from "./_components/caterer-header";
import { Menu } from "./_components/menu";

type Props = { params: Promise<{ id: string }> };

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

export default async function CatererPage({ params }: Props) {
  const { caterer, dishes } = await load(params);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(catererJsonLd(caterer, dishes, siteUrl())),
        }}
      />
      <CatererHeader caterer={caterer} />
      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_24rem]">
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
            <Info aria-hidden className="h-5 w-5 text-primary" />
            How It Works
          </h2>
          <p className="mt-3 text-sm text-muted-foreground">
            Each dish is ordered separately. Choose a medium tray{" "}
            <span className="whitespace-nowrap">({TRAY_SIZES.medium.serves})</span> or a large tray{" "}
            <span className="whitespace-nowrap">({TRAY_SIZES.large.serves})</span> for every dish
            you want, then pick your event date and time.
          </p>
        </aside>
      </div>
      <Menu dishes={dishes} />
    </article>
  );
}
