import { notFound } from "next/navigation";
import { getCachedCatererPage } from "@/lib/server/caterers/caterer-page-cache";
import { catererIdFromParam } from "./caterer-id";

/**
 * Checks that the caterer exists BEFORE the page's loading skeleton starts streaming:
 * once streaming has started the status is fixed at 200, and an unknown id must answer
 * 404. The lookup is the page's own cached query, so the page then reads it from cache.
 */
export default async function CatererLayout({
  params,
  children,
}: {
  params: Promise<{ id: string }>;
  children: React.ReactNode;
}) {
  const id = catererIdFromParam((await params).id);
  if (id === null || !(await getCachedCatererPage(id))) notFound();
  return children;
}
