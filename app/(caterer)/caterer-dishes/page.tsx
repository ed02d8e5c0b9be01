import type { Metadata } from "next";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { getKitchen } from "@/lib/server/kitchen/get-kitchen";
import { Restricted } from "../_components/restricted";
import { KitchenView } from "./_components/kitchen-view";

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

/** My Kitchen Dashboard: caterers only; their own dishes, orders and profile. */
export default async function MyKitchenPage() {
  const result = await loadKitchen();
  if (!result.kitchen) return <Restricted message={result.denied} />;
  return <KitchenView {...result.kitchen} />;
}
