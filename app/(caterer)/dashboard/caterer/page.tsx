import type { Metadata } from "next";
import { toId } from "@/lib/validation/id";
import { DashboardPage } from "./_components/dashboard-page";

export const metadata: Metadata = { title: "Caterer Dashboard", robots: { index: false } };

/**
 * The signed-in caterer's own dashboard. ?booking={id} (the link in the new-order email)
 * opens that order's details, when it is one of this kitchen's orders.
 */
export default async function OwnDashboardPage({
  searchParams,
}: {
  searchParams: Promise<{ booking?: string | string[] }>;
}) {
  const { booking } = await searchParams;
  return <DashboardPage bookingId={toId(booking) ?? undefined} />;
}
