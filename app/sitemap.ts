import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/browse/site-url";
import { getCachedCatererIndex } from "@/lib/server/kitchens/caterer-page-cache";

// Read at request time (cached by tag), never at build time: builds need no database.
export const dynamic = "force-dynamic";

/** /sitemap.xml: the public pages and every caterer page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const caterers = await getCachedCatererIndex();
  return [
    { url: `${base}/`, changeFrequency: "daily", priority: 1 },
    ...caterers.map((c) => ({
      url: `${base}/caterer/${c.id}`,
      lastModified: c.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    { url: `${base}/become-a-caterer`, changeFrequency: "monthly", priority: 0.5 },
  ];
}
