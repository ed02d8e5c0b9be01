import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MailboxEmailDto, OutboxCounts } from "@/lib/email/types";
import { adminListQuerySchema, type AdminListQuery } from "@/lib/validation/list-query";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";

/** Every word must appear in the recipient or the subject. */
function mailboxSearchWhere(search: string): Prisma.EmailOutboxWhereInput {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => ({
      OR: [
        { toAddress: { contains: word, mode: "insensitive" as const } },
        { subject: { contains: word, mode: "insensitive" as const } },
      ],
    })),
  };
}

/**
 * The development mailbox (admins only): one page of the emails the worker "delivered"
 * without SMTP_URL (+ optional search by recipient or subject), newest first, as rendered
 * HTML and plain text; plus what still waits in the outbox. Paged and counted by
 * PostgreSQL, so it stays fast however many emails were kept.
 */
export async function listMailbox(
  actor: Actor | null,
  query: AdminListQuery = {},
): Promise<{
  emails: MailboxEmailDto[];
  total: number;
  page: number;
  pageSize: number;
  outbox: OutboxCounts;
  smtpConfigured: boolean;
}> {
  requireRole(actor, "admin");
  const { search, page, pageSize } = parseInput(adminListQuerySchema, query);
  const where: Prisma.EmailOutboxWhereInput = {
    AND: [{ status: "sent", transport: "mailbox" }, search ? mailboxSearchWhere(search) : {}],
  };
  const [rows, total] = await db.$transaction([
    db.emailOutbox.findMany({
      where,
      orderBy: [{ sentAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.emailOutbox.count({ where }),
  ]);
  const [pending, failed] = await Promise.all([
    db.emailOutbox.count({ where: { status: "pending" } }),
    db.emailOutbox.count({ where: { status: "failed" } }),
  ]);
  return {
    emails: rows.map((r) => ({
      id: r.id,
      template: r.template,
      to: r.toAddress,
      subject: r.subject ?? "",
      html: r.html ?? "",
      text: r.text ?? "",
      sentAt: (r.sentAt ?? r.createdAt).toISOString(),
    })),
    total,
    page,
    pageSize,
    outbox: { pending, failed },
    smtpConfigured: Boolean(process.env.SMTP_URL),
  };
}
