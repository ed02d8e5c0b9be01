import "server-only";
import { AppError } from "../errors";
import type { Actor } from "../actor";
import type { Tx } from "../db";
import { visibleBookings } from "../lines/scope";
import { threadTitle, type ThreadLine } from "@/lib/messages/rules";
import { visibleThreads } from "./scope";

export const THREAD_NOT_FOUND = "Conversation not found";

/** What a thread is about: one order, or one kitchen's lines of one event. */
export type ThreadSubject = {
  bookingId: number | null;
  eventId: number | null;
  catererId: number;
  catererName: string;
  catererUserId: number | null;
  customerId: number | null;
  customerName: string;
  customerFirstName: string;
  /** The lines it covers, lowest id first; lines[0] addresses the thread. */
  lines: (ThreadLine & { id: number; dishName: string })[];
};

const lineSelect = {
  id: true,
  dishName: true,
  status: true,
  paymentStatus: true,
  lastStatusUpdate: true,
  updatedAt: true,
} as const;

type LineRow = {
  id: number;
  dishName: string;
  status: ThreadLine["status"];
  paymentStatus: ThreadLine["paymentStatus"];
  lastStatusUpdate: Date | null;
  updatedAt: Date;
};

const toLine = (b: LineRow) => ({
  id: b.id,
  dishName: b.dishName,
  status: b.status,
  paymentStatus: b.paymentStatus,
  closedAt:
    b.status === "cancelled" || b.status === "completed"
      ? (b.lastStatusUpdate ?? b.updatedAt)
      : null,
});

async function subjectOf(
  tx: Tx,
  booking: {
    id: number;
    orderId: number;
    eventId: number | null;
    catererId: number;
    userId: number | null;
    customerName: string;
  },
): Promise<ThreadSubject> {
  // One after another: a transaction's queries share one connection.
  const caterer = await tx.caterer.findUniqueOrThrow({
    where: { id: booking.catererId },
    select: { name: true, userId: true },
  });
  const customer = booking.userId
    ? await tx.user.findUnique({ where: { id: booking.userId }, select: { firstName: true } })
    : null;
  // One thread per kitchen order (docs/product-rules.md §20), whichever of its lines asks.
  const lines = await tx.booking.findMany({
    where: { orderId: booking.orderId },
    select: lineSelect,
    orderBy: { id: "asc" },
  });
  return {
    bookingId: booking.eventId ? null : booking.orderId,
    eventId: booking.eventId,
    catererId: booking.catererId,
    catererName: caterer.name,
    catererUserId: caterer.userId,
    customerId: booking.userId,
    customerName: booking.customerName,
    customerFirstName: customer?.firstName || "Customer",
    lines: lines.map(toLine),
  };
}

const bookingSelect = {
  id: true,
  orderId: true,
  eventId: true,
  catererId: true,
  userId: true,
  customerName: true,
} as const;

/** The thread subject of an order the actor may see (404 otherwise). */
export async function subjectOfBooking(tx: Tx, actor: Actor, bookingId: number) {
  const booking = await tx.booking.findFirst({
    where: { AND: [{ id: bookingId }, visibleBookings(actor)] },
    select: bookingSelect,
  });
  if (!booking) throw new AppError("not_found", "Booking not found");
  return subjectOf(tx, booking);
}

/** The subject of a thread the actor may see (404 otherwise), with the thread's id. */
export async function subjectOfThread(tx: Tx, actor: Actor, threadId: number) {
  const thread = await tx.messageThread.findFirst({
    where: { AND: [{ id: threadId }, visibleThreads(actor)] },
    select: { id: true },
  });
  if (!thread) throw new AppError("not_found", THREAD_NOT_FOUND);
  return { threadId: thread.id, subject: await subjectOfThreadUnscoped(tx, thread.id) };
}

/** The subject of a thread, for the system's own work (the notify job). */
export async function subjectOfThreadUnscoped(tx: Tx, threadId: number) {
  const thread = await tx.messageThread.findUniqueOrThrow({
    where: { id: threadId },
    select: { bookingId: true, eventId: true, catererId: true },
  });
  const booking = await tx.booking.findFirst({
    where: thread.bookingId
      ? { id: thread.bookingId }
      : { eventId: thread.eventId, catererId: thread.catererId },
    select: bookingSelect,
    orderBy: { id: "asc" },
  });
  if (!booking) throw new AppError("not_found", THREAD_NOT_FOUND);
  return subjectOf(tx, booking);
}

/** The thread row of a subject, if its first message was posted. */
export async function findThreadId(tx: Tx, subject: ThreadSubject): Promise<number | null> {
  const thread = await tx.messageThread.findFirst({
    where: subject.bookingId
      ? { bookingId: subject.bookingId }
      : { eventId: subject.eventId, catererId: subject.catererId },
    select: { id: true },
  });
  return thread?.id ?? null;
}

/**
 * Who the actor speaks as in this thread: the customer of the order, its kitchen, or (an
 * admin who is neither) the platform. Null: the actor takes no part (cannot happen for a
 * subject found through the scopes above).
 */
export function speakingAs(actor: Actor, subject: ThreadSubject) {
  if (subject.customerId !== null && actor.userId === subject.customerId)
    return "customer" as const;
  if (actor.catererId !== null && actor.catererId === subject.catererId) return "caterer" as const;
  if (actor.role === "admin") return "platform" as const;
  return null;
}

export function titleOf(subject: ThreadSubject) {
  return threadTitle({
    eventId: subject.eventId,
    bookingId: subject.bookingId,
    catererName: subject.catererName,
    dishName: subject.lines[0]?.dishName ?? null,
  });
}

export function counterpartName(subject: ThreadSubject, role: "customer" | "caterer" | "platform") {
  if (role === "customer") return subject.catererName;
  if (role === "caterer") return subject.customerName;
  return `${subject.customerName} and ${subject.catererName}`;
}
