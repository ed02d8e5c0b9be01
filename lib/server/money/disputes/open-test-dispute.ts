import "server-only";
import { openTestDisputeSchema, type OpenTestDisputeInput } from "@/lib/money/disputes/schemas";
import type { DisputeDto } from "@/lib/money/disputes/types";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../payments/get-provider";
import { parseInput } from "../../validation";
import { getDispute } from "./get-dispute";
import { runOwnWork } from "../../work/run-work";
import { syncDispute } from "./sync-dispute";

export const TEST_MODE_ONLY = "Disputes can only be opened and decided here in test mode";
export const NOT_PAID = "Only a paid order can be disputed";

/**
 * Test mode: an admin plays the customer's bank and disputes a paid order's whole charge
 * (docs/product-rules.md §22). Recorded exactly as a Stripe webhook would be, through
 * syncDispute and its settle_dispute work item.
 */
export async function openTestDispute(
  actor: Actor | null,
  input: OpenTestDisputeInput,
): Promise<DisputeDto> {
  requireRole(actor, "admin");
  const { bookingId, reason } = parseInput(openTestDisputeSchema, input);
  const provider = getPaymentProvider();
  if (!provider.openTestDispute) throw new AppError("conflict", TEST_MODE_ONLY);
  const line = await db.booking.findUnique({ where: { id: bookingId } });
  if (!line) throw new AppError("not_found", "Booking not found");
  if (line.paymentStatus !== "paid" || !line.stripePaymentIntentId) {
    throw new AppError("conflict", NOT_PAID);
  }
  const dispute = await provider.openTestDispute({ intentId: line.stripePaymentIntentId, reason });
  const { disputeId, work } = await syncDispute(dispute, {
    id: `test:${dispute.id}:created`,
    type: "charge.dispute.created",
  });
  if (disputeId === null) throw new AppError("conflict", NOT_PAID);
  await runOwnWork(work);
  return getDispute(actor, disputeId);
}
