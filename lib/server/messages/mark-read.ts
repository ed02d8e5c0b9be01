import "server-only";
import { markReadSchema, type MarkReadInput } from "@/lib/messages/schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";
import { subjectOfThread } from "./subject";

/**
 * POST /api/messages/{threadId}/read: the reader has seen the thread up to a message (by
 * default its newest). Only ever moves forward, so an older tab cannot mark messages unread.
 */
export async function markThreadRead(
  actor: Actor | null,
  threadId: number,
  input: MarkReadInput = {},
) {
  const a = requireActor(actor);
  const { upToMessageId } = parseInput(markReadSchema, input);
  return db.$transaction(async (tx) => {
    await subjectOfThread(tx, a, threadId);
    const newest = await tx.message.findFirst({
      where: { threadId, ...(upToMessageId ? { id: { lte: upToMessageId } } : {}) },
      orderBy: { id: "desc" },
      select: { id: true },
    });
    const upTo = newest?.id ?? 0;
    await tx.$executeRaw`
      INSERT INTO "message_thread_states" ("threadId", "userId", "lastReadMessageId")
      VALUES (${threadId}, ${a.userId}, ${upTo})
      ON CONFLICT ("threadId", "userId") DO UPDATE
      SET "lastReadMessageId" = GREATEST("message_thread_states"."lastReadMessageId", EXCLUDED."lastReadMessageId")`;
    return { threadId, lastReadMessageId: upTo };
  });
}
