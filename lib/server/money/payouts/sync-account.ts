import "server-only";
import { payoutStateOf, type PayoutStateValue } from "@/lib/money/payouts";
import { db } from "../../db";
import type { ProviderAccount } from "../payments/provider";
import { transferDue } from "./transfer-due";
import { log } from "../../observability/log";

/**
 * Records a connected account's state on its kitchen (docs/product-rules.md §19), from
 * Stripe's account.updated webhook (a prompt only: the account is read again from the
 * provider), the return from onboarding, or the test provider's onboarding page. The
 * webhook event's id is stored in the same transaction, so a replay changes nothing. When
 * payouts become enabled, the money that waited for the kitchen is transferred.
 */
export async function syncConnectedAccount(
  account: ProviderAccount,
  webhookEvent?: { id: string; type: string },
): Promise<{ catererId: number | null; payoutState: PayoutStateValue; duplicate: boolean }> {
  const payoutState = payoutStateOf(account);
  const result = await db.$transaction(async (tx) => {
    if (webhookEvent) {
      const inserted = await tx.$executeRaw`
        INSERT INTO "processed_webhook_events" ("id", "type")
        VALUES (${webhookEvent.id}, ${webhookEvent.type}) ON CONFLICT ("id") DO NOTHING`;
      if (!inserted) return { catererId: null, duplicate: true };
    }
    const caterer = await tx.caterer.findUnique({
      where: { stripeAccountId: account.id },
      select: { id: true },
    });
    if (!caterer) return { catererId: null, duplicate: false };
    await tx.caterer.update({ where: { id: caterer.id }, data: { payoutState } });
    return { catererId: caterer.id, duplicate: false };
  });
  if (result.catererId !== null && payoutState === "payouts_enabled") {
    try {
      await transferDue({ catererId: result.catererId });
    } catch (error) {
      log.error(`Payouts of caterer ${result.catererId} failed; the payouts job retries`, error);
    }
  }
  return { ...result, payoutState };
}
