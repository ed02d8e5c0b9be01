import "server-only";
import { MAX_MESSAGE_EDITS, mayEditMessage, threadWritable } from "@/lib/messages/rules";
import { messageSchema, type MessageInput } from "@/lib/messages/schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { consumeRateLimits } from "../rate-limit";
import { parseInput } from "../validation";
import { THREAD_CLOSED } from "./post-message";
import { toMessageDto } from "./serialize";
import { subjectOfThread } from "./subject";

export const EDIT_TOO_LATE =
  "A message can be changed only in the first 15 minutes after sending it";
export const EDIT_NOT_YOURS = "You can only change your own messages";
export const TOO_MANY_EDITS = `A message can be changed at most ${MAX_MESSAGE_EDITS} times. Please send a new message instead.`;

/**
 * PATCH /api/messages/{threadId}/{messageId}: the author corrects a recent message. Never
 * silently: the earlier text is kept in message_revisions (the admin sees it) and everyone
 * sees "edited". An edit counts against the author's message limit like a new message, and
 * one message keeps at most MAX_MESSAGE_EDITS revisions (docs/security.md).
 */
export async function editMessage(
  actor: Actor | null,
  threadId: number,
  messageId: number,
  input: MessageInput,
) {
  const a = requireActor(actor);
  const { body } = parseInput(messageSchema, input);
  // Counted before any work, as a new message is, so parallel edits cannot slip past.
  await consumeRateLimits([["messagesPerUser", a.userId]]);
  return db.$transaction(async (tx) => {
    const { subject } = await subjectOfThread(tx, a, threadId);
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "messages" WHERE "id" = ${messageId} AND "threadId" = ${threadId} FOR UPDATE`;
    const message = locked.length
      ? await tx.message.findUnique({ where: { id: messageId } })
      : null;
    if (!message) throw new AppError("not_found", "Message not found");
    const mine = message.authorId === a.userId;
    if (!mine) throw new AppError("forbidden", EDIT_NOT_YOURS);
    if (!mayEditMessage({ createdAt: message.createdAt, mine })) {
      throw new AppError("conflict", EDIT_TOO_LATE);
    }
    if (!threadWritable(subject.lines)) throw new AppError("conflict", THREAD_CLOSED);
    if (message.body === body) return toMessageDto(message, subject, a.userId, a.role === "admin");
    // The message row is locked above, so two edits at once cannot both pass the cap.
    const edits = await tx.messageRevision.count({ where: { messageId } });
    if (edits >= MAX_MESSAGE_EDITS) throw new AppError("conflict", TOO_MANY_EDITS);
    await tx.messageRevision.create({ data: { messageId, body: message.body } });
    const updated = await tx.message.update({
      where: { id: messageId },
      data: { body, editedAt: new Date() },
      include: { revisions: { select: { body: true, replacedAt: true }, orderBy: { id: "asc" } } },
    });
    return toMessageDto(updated, subject, a.userId, a.role === "admin");
  });
}
