import "server-only";
import { siteUrl } from "@/lib/browse/site-url";
import { payoutStateOf } from "@/lib/money/payouts";
import { PAYOUTS_REFRESH_PATH, PAYOUTS_RETURN_PATH } from "@/lib/money/test-onboarding";
import { requireActor, type Actor } from "../../actor";
import { NO_CATERER_PROFILE } from "../../kitchens/kitchen-access";
import { db } from "../../db";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../payments/get-provider";
import { syncConnectedAccount } from "./sync-account";

export const PAYOUTS_CATERERS_ONLY = "Only caterers can set up payouts";

/** The signed-in caterer's own kitchen: payouts belong to the kitchen's account holder. */
export async function requireOwnKitchen(actor: Actor | null) {
  const a = requireActor(actor);
  if (a.role !== "caterer") throw new AppError("forbidden", PAYOUTS_CATERERS_ONLY);
  if (a.catererId === null) throw new AppError("forbidden", NO_CATERER_PROFILE);
  const caterer = await db.caterer.findUnique({
    where: { id: a.catererId },
    include: { user: { select: { email: true } } },
  });
  if (!caterer) throw new AppError("forbidden", NO_CATERER_PROFILE);
  return caterer;
}

/**
 * "Get paid" on My Kitchen (docs/product-rules.md §19): creates the kitchen's connected
 * account once (Stripe Connect Express; the idempotency key per caterer means a double
 * click makes one account) and answers the URL of the provider's hosted onboarding, which
 * returns the caterer to My Kitchen.
 */
export async function startPayoutOnboarding(actor: Actor | null): Promise<{ url: string }> {
  const caterer = await requireOwnKitchen(actor);
  const provider = getPaymentProvider();
  let accountId = caterer.stripeAccountId;
  if (!accountId) {
    const account = await provider.createConnectedAccount({
      catererId: caterer.id,
      email: caterer.user?.email ?? null,
      idempotencyKey: `connect-account-caterer-${caterer.id}`,
    });
    await db.caterer.updateMany({
      where: { id: caterer.id, stripeAccountId: null },
      data: { stripeAccountId: account.id, payoutState: payoutStateOf(account) },
    });
    accountId = (await db.caterer.findUniqueOrThrow({ where: { id: caterer.id } }))
      .stripeAccountId!;
  }
  return provider.createAccountLink({
    accountId,
    returnUrl: `${siteUrl()}${PAYOUTS_RETURN_PATH}`,
    refreshUrl: `${siteUrl()}${PAYOUTS_REFRESH_PATH}`,
  });
}

/**
 * Back from onboarding: reads the account now rather than waiting for account.updated, so
 * My Kitchen shows the state the caterer just reached.
 */
export async function refreshPayoutState(actor: Actor | null) {
  const caterer = await requireOwnKitchen(actor);
  if (!caterer.stripeAccountId) return { payoutState: caterer.payoutState };
  const account = await getPaymentProvider().retrieveAccount(caterer.stripeAccountId);
  return syncConnectedAccount(account);
}

/**
 * The test provider's onboarding page: submitting it marks the kitchen's account verified
 * with payouts enabled, as finishing Stripe's hosted onboarding would. 404 for an account
 * that is not the caterer's, and under Stripe (whose onboarding is Stripe's own page).
 */
export async function completeTestOnboarding(actor: Actor | null, accountId: string) {
  const caterer = await requireOwnKitchen(actor);
  const provider = getPaymentProvider();
  if (!provider.completeTestOnboarding || caterer.stripeAccountId !== accountId) {
    throw new AppError("not_found", "Account not found");
  }
  return syncConnectedAccount(await provider.completeTestOnboarding(accountId));
}
