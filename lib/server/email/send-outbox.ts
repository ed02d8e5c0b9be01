import "server-only";
import { siteUrl } from "@/lib/browse/site-url";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db as defaultDb, type Db } from "../db";
import { retryDelayMs } from "../retry-backoff";
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
 * Claims up to `limit` due outbox rows and sends them. The claim is one statement:
 * `FOR UPDATE SKIP LOCKED` picks rows no other worker is claiming right now, and a lease
 * (lockedBy/lockedUntil) keeps them ours while we talk to the mail server outside any
 * transaction, so two app instances never send the same row. If this worker dies
 * mid-batch, the lease runs out and another worker sends the rows later: mail is delayed,
 * never lost. Each email carries a Message-ID derived from its row (its id and random
 * key), so in the one unavoidable window (the server accepted it, we died before recording
 * that) a resend is recognisably the same message, and no other database's row shares it.
 *
 * Without SMTP_URL the rendered email is only stored: the row is the development mailbox.
 */
export async function sendOutbox(
  emails: OutboxEmails,
  options: { workerId: string; limit?: number; leaseMs?: number; client?: Db },
): Promise<SendOutcome> {
  const client = options.client ?? defaultDb;
  const limit = options.limit ?? 20;
  const leaseSeconds = (options.leaseMs ?? EMAIL_LEASE_MS) / 1000;
  const claimed = await client.$queryRaw<Claimed[]>`
    UPDATE "email_outbox" AS o
    SET "lockedBy" = ${options.workerId},
        "lockedUntil" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseSeconds}),
        "attempts" = o."attempts" + 1
    WHERE o."id" IN (
      SELECT "id" FROM "email_outbox"
      WHERE "status" = 'pending'
        AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
        AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))
      ORDER BY "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING o."id", o."template", o."toAddress", o."data", o."attempts",
      o."messageKey"::text AS "messageKey", o."recipientUserId"`;
  const outcome: SendOutcome = { sent: 0, retrying: 0, failed: 0 };
  if (!claimed.length) return outcome;
  claimed.sort((x, y) => x.id - y.id); // RETURNING has no order; send in the order written

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
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= MAX_EMAIL_ATTEMPTS;
        await client.emailOutbox.updateMany({
          where: ours,
          data: {
            lastError: message.slice(0, 2000),
            lockedBy: null,
            lockedUntil: null,
            ...(giveUp
              ? { status: "failed" }
              : { nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)) }),
          },
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
