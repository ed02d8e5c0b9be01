import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { getReconciliation } from "@/lib/server/payment-sync/reconcile-payments";

/**
 * GET /api/admin/payments/unmatched: payments that could not be applied (refunded, or
 * waiting for their refund) and the reconciliation job's last run (product-rules §16).
 */
export const GET = handleRoute(async (request) => {
  return NextResponse.json(await getReconciliation(await actorFromRequest(request)));
});
