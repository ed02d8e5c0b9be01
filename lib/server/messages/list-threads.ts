import "server-only";
import { threadTitle } from "@/lib/messages/rules";
import { threadListSchema, type ThreadListInput } from "@/lib/messages/schemas";
import type { ThreadListDto, ThreadSummaryDto } from "@/lib/messages/types";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";
import { PLATFORM_NAME } from "./serialize";
import { visibleThreads } from "./scope";
import { unreadByThread } from "./unread";

/**
 * GET /api/messages: the reader's threads, newest message first (an admin: every thread),
 * each with its last message and unread count.
 */
export async function listThreads(
  actor: Actor | null,
  input: ThreadListInput = {},
): Promise<ThreadListDto> {
  const a = requireActor(actor);
  const { page, pageSize } = parseInput(threadListSchema, input);
  const where = visibleThreads(a);
  const [total, threads, unreadRows] = await Promise.all([
    db.messageThread.count({ where }),
    db.messageThread.findMany({
      where,
      orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      include: {
        caterer: { select: { name: true } },
        customer: { select: { firstName: true } },
        booking: { select: { id: true, dishName: true, customerName: true } },
        messages: { orderBy: { id: "desc" }, take: 1 },
      },
    }),
    unreadByThread(a),
  ]);
  const eventThreads = threads.filter((t) => t.eventId !== null);
  const eventLines = eventThreads.length
    ? await db.booking.findMany({
        where: { OR: eventThreads.map((t) => ({ eventId: t.eventId, catererId: t.catererId })) },
        select: { id: true, eventId: true, catererId: true, customerName: true },
        orderBy: { id: "asc" },
      })
    : [];
  const unread = new Map(unreadRows.map((r) => [r.threadId, r.unread]));
  const summaries: ThreadSummaryDto[] = threads.map((t) => {
    const line =
      t.booking ?? eventLines.find((l) => l.eventId === t.eventId && l.catererId === t.catererId);
    const last = t.messages[0]!;
    const asCustomer = t.customerId === a.userId;
    const asCaterer = a.catererId !== null && t.catererId === a.catererId;
    const customerName = line?.customerName ?? "Customer";
    const names = {
      customer: t.customer?.firstName || "Customer",
      caterer: t.caterer.name,
      platform: PLATFORM_NAME,
    };
    return {
      id: t.id,
      bookingId: line?.id ?? 0,
      eventId: t.eventId,
      title: threadTitle({
        eventId: t.eventId,
        bookingId: t.bookingId,
        catererName: t.caterer.name,
        dishName: t.booking?.dishName ?? null,
      }),
      counterpart: asCustomer
        ? t.caterer.name
        : asCaterer
          ? customerName
          : `${customerName} and ${t.caterer.name}`,
      lastMessage: {
        body: last.body.slice(0, 140),
        authorName: names[last.authorRole],
        createdAt: last.createdAt.toISOString(),
      },
      unread: unread.get(t.id) ?? 0,
    };
  });
  return {
    threads: summaries,
    total,
    page,
    pageSize,
    unread: unreadRows.reduce((sum, r) => sum + r.unread, 0),
  };
}
