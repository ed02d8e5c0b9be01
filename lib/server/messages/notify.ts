import "server-only";
import { MESSAGE_EMAIL_WINDOW_MS, mayEmailNow } from "@/lib/messages/rules";
import { db, type Tx } from "../db";
import { enqueueEmail } from "../email/enqueue";
import { newMessagesEmail } from "./emails/new-messages";
import { authorName } from "./serialize";
import { subjectOfThreadUnscoped, titleOf, type ThreadSubject } from "./subject";

/** The most messages one email quotes; the link shows the rest. */
const QUOTED = 5;

/** Who hears of a new message: the thread's customer and kitchen owner, not its author. */
function recipientsOf(subject: ThreadSubject, authorId: number) {
  return [subject.customerId, subject.catererUserId].filter(
    (id): id is number => id !== null && id !== authorId,
  );
}

/**
 * Emails one person the messages of a thread they have neither read nor been emailed, if
 * any, and records that it did. Runs with the thread row locked.
 */
async function emailUnread(
  tx: Tx,
  threadId: number,
  subject: ThreadSubject,
  userId: number,
  now: Date,
) {
  const state = await tx.messageThreadState.findUniqueOrThrow({
    where: { threadId_userId: { threadId, userId } },
  });
  const after = Math.max(state.lastReadMessageId, state.lastEmailedMessageId);
  const unread = await tx.message.findMany({
    where: { threadId, id: { gt: after }, NOT: { authorId: userId } },
    orderBy: { id: "asc" },
  });
  if (unread.length === 0) {
    await tx.messageThreadState.update({
      where: { threadId_userId: { threadId, userId } },
      data: { pendingSince: null },
    });
    return false;
  }
  const recipient = await tx.user.findUnique({
    where: { id: userId },
    select: { email: true, firstName: true, isActive: true },
  });
  const newest = unread[unread.length - 1]!;
  const quoted = unread.slice(-QUOTED);
  const sent =
    recipient?.isActive === true &&
    (await enqueueEmail(tx, newMessagesEmail, {
      to: recipient.email,
      recipientUserId: userId,
      dedupeKey: `messages-${threadId}-${userId}-${newest.id}`,
      data: {
        firstName: recipient.firstName,
        threadId,
        title: titleOf(subject),
        messages: quoted.map((m) => ({
          authorName: authorName(m.authorRole, subject),
          body: m.body,
          sentAt: m.createdAt.toISOString(),
        })),
        more: unread.length - quoted.length,
      },
    }));
  await tx.messageThreadState.update({
    where: { threadId_userId: { threadId, userId } },
    data: {
      pendingSince: null,
      lastEmailedMessageId: newest.id,
      // Only an email that went out opens the quiet window.
      ...(sent ? { lastEmailedAt: now } : {}),
    },
  });
  return sent;
}

/**
 * After a new message (in its transaction, the thread locked): each other side is emailed
 * now, unless they were emailed about this thread in the last 10 minutes; then the message
 * waits for `notifyPendingMessages()`, which sends one email for all that arrived meanwhile.
 */
export async function notifyRecipients(
  tx: Tx,
  threadId: number,
  subject: ThreadSubject,
  authorId: number,
  now: Date,
) {
  for (const userId of recipientsOf(subject, authorId)) {
    await tx.$executeRaw`
      INSERT INTO "message_thread_states" ("threadId", "userId")
      VALUES (${threadId}, ${userId}) ON CONFLICT DO NOTHING`;
    const state = await tx.messageThreadState.findUniqueOrThrow({
      where: { threadId_userId: { threadId, userId } },
      select: { lastEmailedAt: true, pendingSince: true },
    });
    if (mayEmailNow(state.lastEmailedAt, now)) {
      await emailUnread(tx, threadId, subject, userId, now);
    } else if (!state.pendingSince) {
      await tx.messageThreadState.update({
        where: { threadId_userId: { threadId, userId } },
        data: { pendingSince: now },
      });
    }
  }
}

/**
 * Job `messages.notify` (every minute): messages that arrived inside someone's 10-minute
 * window and are still unread go out in one email once the window has passed.
 */
export async function notifyPendingMessages(now: Date = new Date()) {
  const due = await db.messageThreadState.findMany({
    where: {
      pendingSince: { not: null },
      OR: [
        { lastEmailedAt: null },
        { lastEmailedAt: { lte: new Date(now.getTime() - MESSAGE_EMAIL_WINDOW_MS) } },
      ],
    },
    select: { threadId: true, userId: true },
    take: 500,
  });
  let sent = 0;
  for (const { threadId, userId } of due) {
    const done = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "message_threads" WHERE "id" = ${threadId} FOR UPDATE`;
      const state = await tx.messageThreadState.findUnique({
        where: { threadId_userId: { threadId, userId } },
        select: { pendingSince: true, lastEmailedAt: true },
      });
      // Another worker got here first, or the person was emailed meanwhile.
      if (!state?.pendingSince || !mayEmailNow(state.lastEmailedAt, now)) return false;
      const subject = await subjectOfThreadUnscoped(tx, threadId);
      return emailUnread(tx, threadId, subject, userId, now);
    });
    if (done) sent += 1;
  }
  return { sent };
}
