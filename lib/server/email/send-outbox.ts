import "server-only";
import { siteUrl } from "@/lib/browse/site-url";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db as defaultDb, type Db } from "../db";
import { claimDue, releaseAfterFailure } from "../leased-queue";
import type { OutboxEmail } from "./definition";
import { mailFrom, smtpTransport } from "./transport";
import { unsubscribeKindOf, unsubscribeToken } from "./unsubscribe-token";
import { log } from "../observability/log";

/** After this many failed attempts (about 4 hours of retries) a row is marked failed. */
export const MAX_EMAIL_ATTEMPTS = 10;
/** How long a worker may hold claimed rows before another worker may take them over. */
export const EMAIL_LEASE_MS = 5 * 60_000;

type Claimed = {
  id: number;
  template: string;
  toAddress: string;
  data: Prisma.JsonValue;
  attempts: number;
  messageKey: string;
  recipientUserId: number | null;
};

export type SendOutcome = { sent: number; retrying: number; failed: number };

/** Every email the worker can render, by template name (lib/server/jobs/emails.ts). */
export type OutboxEmails = Readonly<Record<string, OutboxEmail>>;

/**
 * Claims up to `limit` due outbox rows and sends them, outside any transaction, with the
 * claim, lease and backoff the work queue shares (../leased-queue.ts), so two app instances
 * never send the same row and a dead worker's rows are sent later: delayed, never lost.
 * Emails keep their own table rather than the work queue's: a row carries the data to
 * render and, once sent, what was sent (the development mailbox, /admin/emails).
 *
 * Each email carries a Message-ID derived from its row (its id and random key), so in the
 * one unavoidable window (the server accepted it, we died before recording that) a resend
 * is recognisably the same message, and no other database's row shares it.
 *
 * Without SMTP_URL the rendered email is only stored: the row is the development mailbox.
 */
export async function sendOutbox(
  emails: OutboxEmails,
  options: { workerId: string; limit?: number; leaseMs?: number; client?: Db },
): Promise<SendOutcome> {
  const client = options.client ?? defaultDb;
  const limit = options.limit ?? 20;
  const claimed = await claimDue<Claimed>(
    client,
    "email_outbox",
    { workerId: options.workerId, limit, leaseMs: options.leaseMs ?? EMAIL_LEASE_MS },
    `q."id", q."template", q."toAddress", q."data", q."attempts",
      q."messageKey"::text AS "messageKey", q."recipientUserId"`,
  );
  const outcome: SendOutcome = { sent: 0, retrying: 0, failed: 0 };
  if (!claimed.length) return outcome;

  const transport = smtpTransport();
  const from = mailFrom();
  const host = new URL(siteUrl()).hostname;
  try {
    for (const row of claimed) {
      const ours = { id: row.id, lockedBy: options.workerId, status: "pending" as const };
      try {
        const definition = Object.hasOwn(emails, row.template) ? emails[row.template] : null;
        if (!definition) throw new Error(`Unknown email template ${row.template}`);
        const email = await definition.render(row.data);
        const messageId = `<email-${row.id}.${row.messageKey}@${host}>`;
        if (transport) {
          const headers = unsubscribeHeaders(definition, row.recipientUserId);
          await transport.sendMail({ from, to: row.toAddress, messageId, headers, ...email });
        }
        await client.emailOutbox.updateMany({
          where: ours,
          data: {
            status: "sent",
            sentAt: new Date(),
            transport: transport ? "smtp" : "mailbox",
            messageId,
            ...email,
            lockedBy: null,
            lockedUntil: null,
            lastError: null,
          },
        });
        outcome.sent++;
      } catch (error) {
        const { gaveUp: giveUp, message } = await releaseAfterFailure(client, "email_outbox", row, {
          workerId: options.workerId,
          error,
          maxAttempts: MAX_EMAIL_ATTEMPTS,
        });
        if (giveUp) {
          outcome.failed++;
          log.error(`Email ${row.id} (${row.template}) failed for good: ${message}`);
        } else {
          outcome.retrying++;
          log.warn(`Email ${row.id} (${row.template}) not sent, will retry: ${message}`);
        }
      }
    }
  } finally {
    transport?.close();
  }
  return outcome;
}

/**
 * RFC 8058 one-click unsubscribe, on the emails a Settings switch turns off (never on
 * receipts or password resets): mail programs show an Unsubscribe button that POSTs it.
 */
function unsubscribeHeaders(
  email: OutboxEmail,
  recipientUserId: number | null,
): Record<string, string> {
  const kind = unsubscribeKindOf(email);
  const token = kind && recipientUserId ? unsubscribeToken(recipientUserId, kind) : null;
  if (!token) return {};
  return {
    "List-Unsubscribe": `<${siteUrl()}/api/email/unsubscribe?token=${token}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
