import "server-only";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../payments/get-provider";
import { runOwnWork } from "../../work/run-work";
import { syncDispute } from "./sync-dispute";

export const DISPUTE_EVENTS = new Set([
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
]);

/**
 * charge.dispute.created|updated|closed (docs/product-rules.md §22): only a prompt; the
 * dispute is read again from the provider and recorded once per event id. Its effect on
 * the kitchens' money is the settle_dispute work item syncDispute enqueued, run right after
 * the commit; one that fails is retried by the worker with backoff (and on a redelivery).
 */
export async function handleDisputeEvent(id: string, type: string, disputeId: string) {
  let dispute;
  try {
    dispute = await getPaymentProvider().retrieveDispute(disputeId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      return { received: true, handled: false };
    throw error;
  }
  const result = await syncDispute(dispute, { id, type });
  await runOwnWork(result.work);
  return {
    received: true,
    handled: result.outcome !== "unmatched",
    duplicate: result.outcome === "duplicate",
  };
}
