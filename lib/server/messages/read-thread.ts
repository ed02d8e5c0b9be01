import "server-only";
import { linksClickable, threadClosesAt, threadWritable } from "@/lib/messages/rules";
import type { ThreadDto } from "@/lib/messages/types";
import { requireActor, type Actor } from "../actor";
import { db, type Tx } from "../db";
import { toMessageDto } from "./serialize";
import {
  counterpartName,
  findThreadId,
  speakingAs,
  subjectOfBooking,
  subjectOfThread,
  titleOf,
  type ThreadSubject,
} from "./subject";

/** The most recent messages a thread shows (older ones are rare in an order's life). */
const SHOWN = 200;

async function threadDto(
  tx: Tx,
  actor: Actor,
  subject: ThreadSubject,
  threadId: number | null,
): Promise<ThreadDto> {
  const role = speakingAs(actor, subject) ?? "platform";
  const isAdmin = actor.role === "admin";
  const rows = threadId
    ? await tx.message.findMany({
        where: { threadId },
        orderBy: { id: "desc" },
        take: SHOWN,
        include: isAdmin
          ? { revisions: { select: { body: true, replacedAt: true }, orderBy: { id: "asc" } } }
          : undefined,
      })
    : [];
  const state = threadId
    ? await tx.messageThreadState.findUnique({
        where: { threadId_userId: { threadId, userId: actor.userId } },
        select: { lastReadMessageId: true },
      })
    : null;
  const lastRead = state?.lastReadMessageId ?? 0;
  const closesAt = threadClosesAt(subject.lines);
  return {
    id: threadId,
    bookingId: subject.lines[0]!.id,
    eventId: subject.eventId,
    catererId: subject.catererId,
    title: titleOf(subject),
    counterpart: counterpartName(subject, role),
    writable: threadWritable(subject.lines),
    closesAt: closesAt?.toISOString() ?? null,
    linksClickable: linksClickable(subject.lines),
    speakingAs: role,
    unread: rows.filter((m) => m.id > lastRead && m.authorId !== actor.userId).length,
    messages: rows.reverse().map((m) => toMessageDto(m, subject, actor.userId, isAdmin)),
  };
}

/** GET /api/bookings/{id}/thread: the conversation about an order the actor may see. */
export async function getBookingThread(actor: Actor | null, bookingId: number) {
  const a = requireActor(actor);
  return db.$transaction(async (tx) => {
    const subject = await subjectOfBooking(tx, a, bookingId);
    return threadDto(tx, a, subject, await findThreadId(tx, subject));
  });
}

/** GET /api/messages/{threadId}. */
export async function getThread(actor: Actor | null, threadId: number) {
  const a = requireActor(actor);
  return db.$transaction(async (tx) => {
    const found = await subjectOfThread(tx, a, threadId);
    return threadDto(tx, a, found.subject, found.threadId);
  });
}
