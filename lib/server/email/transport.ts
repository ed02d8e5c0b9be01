import "server-only";
import nodemailer from "nodemailer";
import { siteUrl } from "@/lib/browse/site-url";

/** MAIL_FROM, or "TrayTable <no-reply@{APP_URL's host}>". */
export function mailFrom(): string {
  if (process.env.MAIL_FROM) return process.env.MAIL_FROM;
  return `TrayTable <no-reply@${new URL(siteUrl()).hostname}>`;
}

/**
 * The SMTP transport for SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS on
 * connect), or null without it: then mail is kept in the development mailbox that admins
 * read at /admin/emails. Short timeouts: a mail server that hangs delays a batch, not the
 * whole worker.
 */
export function smtpTransport() {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
