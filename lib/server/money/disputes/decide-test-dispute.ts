import "server-only";
import { decideTestDisputeSchema, type DecideTestDisputeInput } from "@/lib/money/disputes/schemas";
import type { DisputeDto } from "@/lib/money/disputes/types";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../payments/get-provider";
import { parseInput } from "../../validation";
import { DISPUTE_NOT_FOUND, getDispute } from "./get-dispute";
import { TEST_MODE_ONLY } from "./open-test-dispute";
import { runOwnWork } from "../../work/run-work";
import { syncDispute } from "./sync-dispute";

/**
 * Test mode: an admin plays the card network and marks a dispute won or lost
 * (docs/product-rules.md §22), recorded as Stripe's charge.dispute.closed would be. Marking
 * it again with the same outcome changes nothing; the other outcome is refused (409).
 */
export async function decideTestDispute(
  actor: Actor | null,
  id: number,
  input: DecideTestDisputeInput,
): Promise<DisputeDto> {
  requireRole(actor, "admin");
  const { outcome } = parseInput(decideTestDisputeSchema, input);
  const provider = getPaymentProvider();
  if (!provider.decideTestDispute) throw new AppError("conflict", TEST_MODE_ONLY);
  const row = await db.dispute.findUnique({ where: { id } });
  if (!row) throw new AppError("not_found", DISPUTE_NOT_FOUND);
  const dispute = await provider.decideTestDispute(row.providerDisputeId, outcome);
  const { work } = await syncDispute(dispute, {
    id: `test:${dispute.id}:${outcome}`,
    type: "charge.dispute.closed",
  });
  await runOwnWork(work);
  return getDispute(actor, id);
}
