"use server";

import { updateKitchenSettings } from "@/lib/server/kitchens/kitchen-settings";
import { updateCaterer } from "@/lib/server/kitchens/update-caterer";
import { createDish } from "@/lib/server/dishes/create-dish";
import { deleteDish } from "@/lib/server/dishes/delete-dish";
import { updateDish } from "@/lib/server/dishes/update-dish";
import { runAction } from "@/lib/server/http/server-action";
import {
  completeTestOnboarding,
  startPayoutOnboarding,
} from "@/lib/server/money/payouts/onboarding";
import type { CatererProfileInput } from "@/lib/kitchens/schemas";
import type { DishInput } from "@/lib/dishes/schemas";
import type { KitchenSettingsInput } from "@/lib/kitchens/settings-schemas";

export async function createDishAction(input: DishInput) {
  return runAction((actor) => createDish(actor, input), "Failed to create dish");
}

export async function updateDishAction(id: number, input: DishInput) {
  return runAction((actor) => updateDish(actor, { ...input, id }), "Failed to update dish");
}

export async function deleteDishAction(id: number) {
  return runAction((actor) => deleteDish(actor, { id }), "Failed to delete dish");
}

export async function updateKitchenProfileAction(input: CatererProfileInput) {
  return runAction((actor) => updateCaterer(actor, input), "Failed to update profile.");
}

export async function updateKitchenSettingsAction(input: KitchenSettingsInput) {
  return runAction(
    (actor) => updateKitchenSettings(actor, input),
    "Failed to update kitchen settings.",
  );
}

export async function startPayoutOnboardingAction() {
  return runAction((actor) => startPayoutOnboarding(actor), "Could not start payout setup.");
}

export async function completeTestOnboardingAction(accountId: string) {
  return runAction(
    async (actor) => (await completeTestOnboarding(actor, accountId)).payoutState,
    "Could not finish payout setup.",
  );
}
