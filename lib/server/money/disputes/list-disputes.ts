import "server-only";
import type { DisputeDto } from "@/lib/money/disputes/types";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { DISPUTE_INCLUDE, toDisputeDto } from "./serialize";

/**
 * The disputes for /admin/payments (docs/product-rules.md §22), admins only: open ones
 * first, then the newest; at most 100.
 */
export async function listDisputes(actor: Actor | null): Promise<DisputeDto[]> {
  requireRole(actor, "admin");
  const rows = await db.dispute.findMany({
    include: DISPUTE_INCLUDE,
    orderBy: [{ closedAt: { sort: "desc", nulls: "first" } }, { id: "desc" }],
    take: 100,
  });
  return rows.map(toDisputeDto);
}
