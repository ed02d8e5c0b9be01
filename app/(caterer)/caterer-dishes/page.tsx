import type { Metadata } from "next";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { getKitchen } from "@/lib/server/kitchen-dashboard/get-kitchen";
import { Restricted } from "../_components/restricted";
import { refreshPayoutState, requireOwnKitchen } from "@/lib/server/money/payouts/onboarding";
import { log } from "@/lib/server/observability/log";
import { KitchenView } from "./_components/kitchen-view";
import { PayoutsCard } from "./_components/payouts-card";

export const metadata: Metadata = { title: "My Kitchen", robots: { index: false } };

async function loadKitchen() {
  try {
    return { kitchen: await getKitchen(await currentActor()) };
  } catch (error) {
    if (isAppError(error) && (error.code === "forbidden" || error.code === "unauthenticated")) {
      return { denied: error.message };
    }
    throw error;
  }
}

/**
 * The kitchen's payout state; back from the provider's onboarding (?payouts=return or
 * refresh) it is read from the provider at once rather than waiting for account.updated.
 */
async function payoutState(back: boolean) {
  const actor = await currentActor();
  if (back) {
    try {
      return (await refreshPayoutState(actor)).payoutState;
    } catch (error) {
      log.error("Could not refresh the payout state", error);
    }
  }
  return (await requireOwnKitchen(actor)).payoutState;
}

/** My Kitchen Dashboard: caterers only; their own dishes, orders, profile and payouts. */
export default async function MyKitchenPage({
  searchParams,
}: {
  searchParams: Promise<{ payouts?: string }>;
}) {
  const result = await loadKitchen();
  if (!result.kitchen) return <Restricted message={result.denied} />;
  const state = await payoutState(Boolean((await searchParams).payouts));
  return <KitchenView {...result.kitchen} payouts={<PayoutsCard state={state} />} />;
}
