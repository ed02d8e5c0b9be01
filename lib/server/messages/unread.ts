import "server-only";
import type { UnreadDto } from "@/lib/messages/types";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { myThreadsSql } from "./scope";

type Row = {
  threadId: number;
  bookingId: number | null;
  eventId: number | null;
  catererId: number;
  unread: number;
};

/** Unread messages per thread of the reader's own threads (myThreadsSql). */
export async function unreadByThread(actor: Actor): Promise<Row[]> {
  const mine = myThreadsSql(actor);
  return db.$queryRaw<Row[]>`
    SELECT t."id" AS "threadId", t."bookingId", t."eventId", t."catererId",
           COUNT(m."id")::int AS "unread"
    FROM "message_threads" t
    LEFT JOIN "message_thread_states" s ON s."threadId" = t."id" AND s."userId" = ${actor.userId}
    JOIN "messages" m ON m."threadId" = t."id"
      AND m."id" > COALESCE(s."lastReadMessageId", 0)
      AND m."authorId" IS DISTINCT FROM ${actor.userId}
    WHERE t."customerId" = ${mine.customer} OR t."catererId" = ${mine.caterer}
       OR (${mine.admin} AND s."userId" IS NOT NULL)
    GROUP BY t."id"`;
}

/**
 * GET /api/messages/unread: the header's count and each order's (every line of an event
 * kitchen's thread carries that thread's count).
 */
export async function unreadMessages(actor: Actor | null): Promise<UnreadDto> {
  const a = requireActor(actor);
  const rows = await unreadByThread(a);
  const byBooking: Record<string, number> = {};
  const eventThreads = rows.filter((r) => r.eventId !== null);
  const lines = eventThreads.length
    ? await db.booking.findMany({
        where: { OR: eventThreads.map((r) => ({ eventId: r.eventId, catererId: r.catererId })) },
        select: { id: true, eventId: true, catererId: true },
      })
    : [];
  for (const r of rows) {
    if (r.bookingId !== null) byBooking[r.bookingId] = r.unread;
  }
  for (const line of lines) {
    const thread = eventThreads.find(
      (r) => r.eventId === line.eventId && r.catererId === line.catererId,
    );
    if (thread) byBooking[line.id] = thread.unread;
  }
  return { unread: rows.reduce((sum, r) => sum + r.unread, 0), byBooking };
}
