import "server-only";
import type { WorkKind } from "@/lib/generated/prisma/client";
import type { Db, Tx } from "../db";

export type { WorkKind };

/**
 * Records a provider call a change causes (a refund, a transfer, a reversal) as a work item,
 * inside the transaction of that change: the item exists exactly when the change commits,
 * and the job runner (lib/server/work/run-work.ts) carries it out after, never under the
 * change's row locks. One row per kind and subject: enqueuing it again (another change, a
 * replayed webhook) re-arms that row, due now, and bumps its generation so a runner holding
 * an older claim leaves it pending instead of marking it done. Returns the item's id.
 */
export async function enqueueWork(
  tx: Tx | Db,
  item: { kind: WorkKind; subjectId: number },
): Promise<number> {
  const key = `${item.kind}:${item.subjectId}`;
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "work_items" ("kind", "subjectId", "dedupeKey", "nextAttemptAt", "createdAt")
    VALUES (${item.kind}::"WorkKind", ${item.subjectId}, ${key},
      now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')
    ON CONFLICT ("dedupeKey") DO UPDATE SET
      "generation" = "work_items"."generation" + 1,
      "status" = 'pending',
      "attempts" = CASE WHEN "work_items"."status" = 'pending' THEN "work_items"."attempts" ELSE 0 END,
      "nextAttemptAt" = EXCLUDED."nextAttemptAt",
      "doneAt" = NULL
    RETURNING "id"`;
  return row!.id;
}

/** enqueueWork for several subjects of one kind. */
export async function enqueueWorkFor(tx: Tx | Db, kind: WorkKind, subjectIds: number[]) {
  const ids: number[] = [];
  for (const subjectId of subjectIds) ids.push(await enqueueWork(tx, { kind, subjectId }));
  return ids;
}
