import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { todayIso } from "@/lib/dates";
import { showsPermitBadge } from "@/lib/permits/rules";
import { getCachedCatererPage } from "@/lib/server/kitchen-page/load-caterer-page";
import { catererIdFromParam } from "./caterer-id";
import { ArriveAtTop } from "./_components/arrive-at-top";
import { CatererHeader } from "./_components/caterer-header";
import { Icon } from "@/components/icons/icon";

/**
 * Checks that the caterer exists BEFORE the page's loading skeleton starts streaming:
 * once streaming has started the status is fixed at 200, and an unknown id must answer
 * 404. The lookup is the page's own cached query, so the page then reads it from cache.
 *
 * The header (the kitchen's photo, name, rating and badges) is rendered here, above the
 * loading boundary, so it is in the first HTML. Rendered by the page, it streamed in behind
 * loading.tsx's skeleton, which React reveals no sooner than 300 ms after the skeleton
 * painted: the photo, the largest thing on a phone's first screen, came that much late.
 */
export default async function CatererLayout({
  params,
  children,
}: {
  params: Promise<{ id: string }>;
  children: React.ReactNode;
}) {
  const id = catererIdFromParam((await params).id);
  const data = id === null ? null : await getCachedCatererPage(id);
  if (!data) notFound();
  const { caterer, reviews, permit } = data;
  const permitBadge = showsPermitBadge(permit, todayIso()) ? (
    <Badge
      variant="outline"
      className="gap-1 border-green-600 text-sm text-green-700"
      data-testid="permit-badge"
    >
      <Icon name="shield-check" className="h-4 w-4" />
      Verified home-kitchen permit
    </Badge>
  ) : null;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <CatererHeader caterer={caterer} reviewCount={reviews.reviewCount} badges={permitBadge} />
      {children}
      <ArriveAtTop />
    </article>
  );
}
