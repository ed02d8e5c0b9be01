import "server-only";
import type { DisputeDto } from "@/lib/money/disputes/types";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";
import { DISPUTE_INCLUDE, toDisputeDto } from "./serialize";

export const DISPUTE_NOT_FOUND = "Dispute not found";

/** One dispute, for an admin (docs/product-rules.md §22); 404 when there is none. */
export async function getDispute(actor: Actor | null, id: number): Promise<DisputeDto> {
  requireRole(actor, "admin");
  const row = await db.dispute.findUnique({ where: { id }, include: DISPUTE_INCLUDE });
  if (!row) throw new AppError("not_found", DISPUTE_NOT_FOUND);
  return toDisputeDto(row);
}
