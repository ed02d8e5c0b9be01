import "server-only";
import type { DisputeDto } from "@/lib/money/disputes/types";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../payments/get-provider";
import { assembleEvidencePack } from "./evidence-pack";
import { DISPUTE_NOT_FOUND, getDispute } from "./get-dispute";

export const EVIDENCE_CLOSED = "Evidence can only be submitted while the dispute needs a response";

/**
 * An admin submits the evidence pack (assembleEvidencePack) to the provider
 * (docs/product-rules.md §22): Stripe's POST /v1/disputes/{id} with evidence[...] and
 * submit=true; the test provider stores it. Once only: the provider takes one submission.
 */
export async function submitDisputeEvidence(actor: Actor | null, id: number): Promise<DisputeDto> {
  requireRole(actor, "admin");
  const row = await db.dispute.findUnique({ where: { id } });
  if (!row) throw new AppError("not_found", DISPUTE_NOT_FOUND);
  if (row.status !== "needs_response" || row.evidenceSubmittedAt) {
    throw new AppError("conflict", EVIDENCE_CLOSED);
  }
  const evidence = await assembleEvidencePack(id);
  const after = await getPaymentProvider().submitDisputeEvidence(row.providerDisputeId, evidence);
  await db.$transaction(async (tx) => {
    // Under review now; a decision arrives only through syncDispute (it writes the ledger).
    await tx.dispute.updateMany({
      where: { id, status: "needs_response" },
      data: { status: after.status === "under_review" ? "under_review" : "needs_response" },
    });
    await tx.dispute.update({ where: { id }, data: { evidence, evidenceSubmittedAt: new Date() } });
  });
  return getDispute(actor, id);
}
