import "server-only";
import { payoutStateOf, type PayoutStateValue } from "@/lib/money/payouts";
import { db } from "../../db";
import type { ProviderAccount } from "../payments/provider";
import { enqueueWaitingPayouts } from "./transfer-due";
import { runOwnWork } from "../../work/run-work";

/**
 * Records a connected account's state on its kitchen (docs/product-rules.md §19), from
 * Stripe's account.updated webhook (a prompt only: the account is read again from the
 * provider), the return from onboarding, or the test provider's onboarding page. The
 * webhook event's id is stored in the same transaction, so a replay changes nothing. When
 * payouts become enabled, the lines whose money waited for the kitchen are enqueued in that
 * transaction (pay_kitchen work items) and run right after the commit.
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
      if (!inserted) return { catererId: null, duplicate: true, work: [] };
    }
    const caterer = await tx.caterer.findUnique({
      where: { stripeAccountId: account.id },
      select: { id: true },
    });
    if (!caterer) return { catererId: null, duplicate: false, work: [] };
    await tx.caterer.update({ where: { id: caterer.id }, data: { payoutState } });
    const work =
      payoutState === "payouts_enabled"
        ? await enqueueWaitingPayouts(tx, { catererId: caterer.id })
        : [];
    return { catererId: caterer.id, duplicate: false, work };
  });
  const { work, ...answer } = result;
  await runOwnWork(work);
  return { ...answer, payoutState };
}
