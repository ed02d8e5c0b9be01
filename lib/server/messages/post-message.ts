import "server-only";
import { messageSchema, type MessageInput } from "@/lib/messages/schemas";
import { THREAD_OPEN_AFTER_CLOSE_DAYS, threadWritable } from "@/lib/messages/rules";
import type { MessageDto } from "@/lib/messages/types";
import { requireActor, type Actor } from "../actor";
import { db, type Tx } from "../db";
import { AppError } from "../errors";
import { assertNotOwnKitchen, OWN_KITCHEN_MESSAGE } from "../lines/own-kitchen";
import { consumeRateLimits } from "../rate-limit";
import { parseInput } from "../validation";
import { notifyRecipients } from "./notify";
import { toMessageDto } from "./serialize";
import { speakingAs, subjectOfBooking, subjectOfThread, type ThreadSubject } from "./subject";

export const THREAD_CLOSED = `This conversation is closed: its order ended more than ${THREAD_OPEN_AFTER_CLOSE_DAYS} days ago.`;

/**
 * The thread of a subject, made on its first message, locked for this transaction: posts to
 * one thread are serialised, so two quick messages never both think they are the first
 * one emailed in the window.
 */
async function lockThread(tx: Tx, subject: ThreadSubject): Promise<number> {
  await tx.$executeRaw`
    INSERT INTO "message_threads" ("bookingId", "eventId", "catererId", "customerId")
    VALUES (${subject.bookingId}, ${subject.eventId}, ${subject.catererId}, ${subject.customerId})
    ON CONFLICT DO NOTHING`;
  const rows = subject.bookingId
    ? await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "message_threads" WHERE "bookingId" = ${subject.bookingId} FOR UPDATE`
    : await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "message_threads"
        WHERE "eventId" = ${subject.eventId} AND "catererId" = ${subject.catererId} FOR UPDATE`;
  return rows[0]!.id;
}

async function post(
  actor: Actor | null,
  input: MessageInput,
  find: (tx: Tx, actor: Actor) => Promise<ThreadSubject>,
): Promise<MessageDto> {
  const a = requireActor(actor);
  const { body } = parseInput(messageSchema, input);
  // Counted before any work, so a burst in parallel cannot slip past (docs/security.md).
  await consumeRateLimits([["messagesPerUser", a.userId]]);
  return db.$transaction(async (tx) => {
    const subject = await find(tx, a);
    const role = speakingAs(a, subject);
    if (!role) throw new AppError("not_found", "Booking not found");
    // The customer side is the kitchen's own owner (self-dealing): only the platform speaks.
    if (role !== "platform" && subject.customerId !== null) {
      assertNotOwnKitchen(
        subject.customerId,
        { userId: subject.catererUserId },
        OWN_KITCHEN_MESSAGE,
      );
    }
    if (!threadWritable(subject.lines)) throw new AppError("conflict", THREAD_CLOSED);
    const threadId = await lockThread(tx, subject);
    const message = await tx.message.create({
      data: { threadId, authorId: a.userId, authorRole: role, body },
    });
    await tx.messageThread.update({
      where: { id: threadId },
      data: { lastMessageAt: message.createdAt },
    });
    // The author has read their own thread up to what they wrote.
    await tx.messageThreadState.upsert({
      where: { threadId_userId: { threadId, userId: a.userId } },
      create: { threadId, userId: a.userId, lastReadMessageId: message.id },
      update: { lastReadMessageId: message.id },
    });
    await notifyRecipients(tx, threadId, subject, a.userId, message.createdAt);
    return toMessageDto(message, subject, a.userId, a.role === "admin");
  });
}

/** POST /api/bookings/{id}/thread: a message about an order (its event kitchen's thread). */
export function postBookingMessage(actor: Actor | null, bookingId: number, input: MessageInput) {
  return post(actor, input, (tx, a) => subjectOfBooking(tx, a, bookingId));
}

/** POST /api/messages/{threadId}. */
export function postThreadMessage(actor: Actor | null, threadId: number, input: MessageInput) {
  return post(actor, input, async (tx, a) => (await subjectOfThread(tx, a, threadId)).subject);
}
