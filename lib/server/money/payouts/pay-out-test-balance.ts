import "server-only";
import { recordAudit } from "../../audit/record-audit";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../payments/get-provider";

export const TEST_BALANCE_ONLY = "Only the test payment provider can empty a kitchen's balance";

/**
 * Test mode only (docs/product-rules.md §19): an admin pays a kitchen's test balance out to
 * its "bank", as Stripe's automatic payout does, so that a refund after its transfer finds
 * the balance short and is recorded as what the kitchen owes. Admins only; 409 under Stripe
 * (real balances are Stripe's); 404 for a kitchen without a connected account. Audited.
 */
export async function payOutTestBalance(actor: Actor | null, catererId: number) {
  const a = requireRole(actor, "admin");
  const provider = getPaymentProvider();
  if (!provider.payOutTestBalance) throw new AppError("conflict", TEST_BALANCE_ONLY);
  const caterer = await db.caterer.findUnique({ where: { id: catererId } });
  if (!caterer?.stripeAccountId) throw new AppError("not_found", "Account not found");
  await provider.payOutTestBalance(caterer.stripeAccountId);
  await recordAudit(db, a, {
    action: "payout.test-balance-paid-out",
    entityType: "caterer",
    entityId: catererId,
    before: { testBalance: "kept" },
    after: { testBalance: "paid out" },
  });
}
