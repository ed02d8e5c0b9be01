import "server-only";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../payments/get-provider";
import { settleDispute } from "./settle-dispute";
import { syncDispute } from "./sync-dispute";

export const DISPUTE_EVENTS = new Set([
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
]);

/**
 * charge.dispute.created|updated|closed (docs/product-rules.md §22): only a prompt; the
 * dispute is read again from the provider and recorded once per event id. Its effect on
 * the kitchens' money runs after the commit, on a redelivery too, so a reversal that failed
 * (502, the provider retries the event) is made on the next delivery, once.
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
  if (result.disputeId !== null) await settleDispute(result.disputeId);
  return {
    received: true,
    handled: result.outcome !== "unmatched",
    duplicate: result.outcome === "duplicate",
  };
}
