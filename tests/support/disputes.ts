/** The admin's dispute routes and the ledger's dispute rows, for the dispute tests (product-rules §22). */
import { GET as disputesGet, POST as disputesPost } from "@/app/api/admin/disputes/route";
import { POST as evidencePost } from "@/app/api/admin/disputes/[id]/evidence/route";
import { POST as feePost } from "@/app/api/admin/disputes/[id]/fee-to-kitchen/route";
import { POST as outcomePost } from "@/app/api/admin/disputes/[id]/outcome/route";
import { db } from "@/lib/server/db";
import type { Person } from "./event-money";
import { call } from "./http";

export const listDisputesAs = (who: Person | null) =>
  call(disputesGet, "/api/admin/disputes", { token: who?.token });
export const openDisputeAs = (who: Person | null, bookingId: number) =>
  call(disputesPost, "/api/admin/disputes", {
    token: who?.token,
    body: { bookingId, reason: "product_not_received" },
  });
export const submitEvidenceAs = (who: Person | null, id: number) =>
  call(evidencePost, `/api/admin/disputes/${id}/evidence`, {
    token: who?.token,
    method: "POST",
    params: { id: String(id) },
  });
export const decideAs = (who: Person | null, id: number, outcome: "won" | "lost") =>
  call(outcomePost, `/api/admin/disputes/${id}/outcome`, {
    token: who?.token,
    body: { outcome },
    params: { id: String(id) },
  });
export const feeToKitchenAs = (who: Person | null, id: number) =>
  call(feePost, `/api/admin/disputes/${id}/fee-to-kitchen`, {
    token: who?.token,
    method: "POST",
    params: { id: String(id) },
  });

/** The ledger's rows of a dispute's kinds and its reversals, as "kind booking amount". */
export async function disputeMovements() {
  const rows = await db.moneyMovement.findMany({
    where: {
      OR: [
        { kind: { in: ["dispute", "dispute_fee", "dispute_won"] } },
        { kind: "reversal", key: { contains: "dispute" } },
      ],
    },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => `${r.kind} ${r.bookingId ?? "-"} ${r.amount}`);
}

/** Everything a replay must leave as it was. */
export async function disputeState() {
  return {
    movements: await db.moneyMovement.count(),
    disputes: await db.dispute.findMany({ orderBy: { id: "asc" } }),
    lines: await db.disputeLine.findMany({ orderBy: [{ disputeId: "asc" }, { bookingId: "asc" }] }),
    transfers: await db.kitchenTransfer.findMany({ orderBy: { id: "asc" } }),
  };
}
