import type { Metadata } from "next";
import { AvailabilityManager } from "@/components/kitchens/availability-manager";
import { currentActor } from "@/lib/server/auth/current-actor";
import { Restricted } from "../_components/restricted";
import { AVAILABILITY_DENIED } from "../access";

export const metadata: Metadata = { title: "Availability", robots: { index: false } };

/** Availability management: caterers only (their own kitchen). */
export default async function AvailabilityPage() {
  const actor = await currentActor();
  if (!actor || actor.role !== "caterer" || actor.catererId === null) {
    return <Restricted message={AVAILABILITY_DENIED} />;
  }
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Availability</h1>
      <p className="mt-1 mb-6 text-muted-foreground">
        Open or close dates and set how many orders you take each day.
      </p>
      <AvailabilityManager catererId={actor.catererId} />
    </>
  );
}
