/**
 * What mail programs read in our emails besides the text: the HTML's language, a Message-ID
 * no other environment or database sends, and RFC 8058 one-click List-Unsubscribe on every
 * email a person can switch off in Settings (and the route that switches it off).
 */
import type { ParsedMail } from "mailparser";
import {
  GET as unsubscribePage,
  POST as unsubscribeRoute,
} from "@/app/api/email/unsubscribe/route";
import { requestPasswordReset } from "@/lib/server/auth/request-password-reset";
import { db } from "@/lib/server/db";
import { sendPendingEmails } from "@/lib/server/jobs/emails";
import { call } from "../support/http";
import { paymentWorld, setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import { recipient, startSmtp, type TestSmtp } from "../support/smtp";

const APP = "https://traytable.test";
let smtp: TestSmtp;
let restoreEnv: () => void;
let w: Awaited<ReturnType<typeof paymentWorld>>;

async function deliver(before = smtp.messages.length) {
  const outcome = await sendPendingEmails({ workerId: "test-worker" });
  await smtp.waitFor(before + outcome.sent);
  return smtp.messages.slice(before);
}

/** A header as sent (folded lines joined), or undefined. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

const unsubscribeUrl = (mail: ParsedMail) =>
  new URL(/^<([^>]+)>$/.exec(header(mail, "List-Unsubscribe") ?? "")![1]!);

const oneClick = (token: string) =>
  call(unsubscribeRoute, "/api/email/unsubscribe", {
    method: "POST",
    query: { token },
    rawBody: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const settingsOf = (userId: number) =>
  db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { emailNotifications: true, messageEmails: true },
  });

beforeAll(async () => {
  restoreEnv = setEnv({});
  process.env.APP_URL = APP;
  process.env.MAIL_FROM = "TrayTable <orders@mail.traytable.test>";
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  restoreEnv();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  delete process.env.APP_URL;
  await smtp.close();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
  smtp.messages.length = 0;
  w = await paymentWorld();
});

describe("what mail programs read", () => {
  it('says its HTML is English (lang="en")', async () => {
    await w.book();
    const [mail] = await deliver();
    expect(mail!.html).toMatch(/<html lang="en"/);
    expect(mail!.html).not.toContain('lang="und"');
  });

  it("gives every email a Message-ID of the app's host that no other row or database repeats", async () => {
    await w.book();
    await w.book();
    const [a, b] = await deliver();
    expect(a!.messageId).toMatch(/^<[^@\s]+@traytable\.test>$/);
    expect(a!.messageId).not.toBe(b!.messageId);
    const rows = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => r.messageId)).toEqual([a!.messageId, b!.messageId]);

    // Another database (or this one restored, or emptied): outbox ids start again at 1, and
    // the first email must still not repeat the first one sent before.
    await resetDatabase();
    w = await paymentWorld();
    await w.book();
    const [again] = await deliver();
    expect((await db.emailOutbox.findFirstOrThrow()).id).toBe(rows[0]!.id);
    expect(again!.messageId).not.toBe(a!.messageId);
  });
});

describe("one-click List-Unsubscribe (RFC 8058)", () => {
  it("is on an email Settings can switch off, and one POST switches that kind off", async () => {
    await w.book();
    const [mail] = await deliver();
    expect(recipient(mail!)).toBe(w.kitchen.user.email);
    expect(header(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const url = unsubscribeUrl(mail!);
    expect(`${url.origin}${url.pathname}`).toBe(`${APP}/api/email/unsubscribe`);
    const token = url.searchParams.get("token")!;

    // Opening the link (or a scanner fetching it) changes nothing.
    const page = await call(unsubscribePage, `/api/email/unsubscribe`, { query: { token } });
    expect(page.status).toBe(200);
    expect(await settingsOf(w.kitchen.user.id)).toEqual({
      emailNotifications: true,
      messageEmails: true,
    });

    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect(await settingsOf(w.kitchen.user.id)).toEqual({
      emailNotifications: false,
      messageEmails: true,
    });
    // Again: still off, still 200.
    expect((await oneClick(token)).status).toBe(200);
    // And it works: the next order update to the kitchen is not sent.
    await w.book();
    expect(await deliver()).toEqual([]);
  });

  it("is not on a transactional email (password reset)", async () => {
    await requestPasswordReset({ email: w.customer.user.email });
    const [mail] = await deliver();
    expect(mail!.subject).toMatch(/password/i);
    expect(header(mail!, "List-Unsubscribe")).toBeUndefined();
    expect(header(mail!, "List-Unsubscribe-Post")).toBeUndefined();
  });

  it("refuses a bad or altered token with 400 and changes nothing", async () => {
    await w.book();
    const token = unsubscribeUrl((await deliver())[0]!).searchParams.get("token")!;
    const someoneElse = token.replace(/^\d+/, String(w.customer.user.id));
    const otherKind = token.replace(/\.orders\./, ".messages.");
    for (const bad of ["", "nonsense", someoneElse, otherKind, `${token}x`]) {
      const res = await oneClick(bad);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: "This unsubscribe link is not valid" });
    }
    expect((await call(unsubscribePage, "/api/email/unsubscribe")).status).toBe(400);
    for (const id of [w.kitchen.user.id, w.customer.user.id]) {
      expect(await settingsOf(id)).toEqual({ emailNotifications: true, messageEmails: true });
    }
  });
});
