/**
 * Email notifications through the outbox, delivered to a real SMTP server the test starts
 * (smtp-server on a free localhost port): one email per event with the right recipient,
 * subject and content; an SMTP outage delays mail without losing it; a crash between the
 * commit and the send neither loses nor duplicates; two workers send each row once.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { POST as approveRoute } from "@/app/api/admin/caterer-applications/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/caterer-applications/[id]/reject/route";
import { POST as changesRoute } from "@/app/api/admin/caterer-applications/[id]/request-changes/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { createBooking } from "@/lib/server/lines/create-booking";
import { createMyApplication, submitMyApplication } from "@/lib/server/applications/my-application";
import { listMailbox } from "@/lib/server/email/mailbox";
import { sendPendingEmails } from "@/lib/server/jobs/emails";
import { getEmailPreferences, updateEmailPreferences } from "@/lib/server/users/email-preferences";
import { signedIn } from "../support/fixtures";
import { call } from "../support/http";
import { paymentWorld, setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import { recipient, startSmtp, type TestSmtp } from "../support/smtp";

const APP = "https://traytable.test";
let smtp: TestSmtp;
let restoreEnv: () => void;
let w: Awaited<ReturnType<typeof paymentWorld>>;

const send = (workerId = "test-worker") => sendPendingEmails({ workerId });
const emailOf = async (user: { id: number }) =>
  (await db.user.findUniqueOrThrow({ where: { id: user.id } })).email;
const outbox = () => db.emailOutbox.findMany({ orderBy: { id: "asc" } });

const setStatus = (id: number, status: string, token: string, comments?: string) =>
  call(statusRoute, `/api/bookings/${id}/status`, {
    method: "PATCH",
    body: { status, ...(comments ? { comments } : {}) },
    token,
    params: { id: String(id) },
  });

async function pay(bookingId: number) {
  const intent = await call(createIntentRoute, "/api/create-payment-intent", {
    body: { bookingId },
    token: w.customer.token,
  });
  const paid = await call(testConfirmRoute, "/api/test-payments/confirm", {
    body: {
      clientSecret: intent.json.clientSecret,
      number: "4242 4242 4242 4242",
      expiry: "12 / 40",
      cvc: "123",
    },
  });
  expect(paid.status).toBe(200);
}

type Person = Awaited<ReturnType<typeof signedIn>>;

/**
 * An application the applicant submitted (through the domain functions). By default the
 * admins' "new application" emails are sent and set aside, so a test sees only what follows.
 */
async function submittedApplication(applicant: Person, businessName: string, flush = true) {
  const app = await createMyApplication(applicant.actor, {
    businessName,
    cuisineTags: ["Chinese"],
    serviceArea: "Queens, NY",
    description: "Hand-folded dumplings by the tray for parties of every size.",
    phone: "555-0100",
    termsAccepted: true,
    status: "draft",
  });
  await submitMyApplication(applicant.actor, app.id);
  if (flush) await deliver();
  return app;
}

/** An admin's decision through its POST route, as the admin pages make it. */
const decide = (route: typeof approveRoute, action: string, id: number, body?: unknown) =>
  call(route, `/api/admin/caterer-applications/${id}/${action}`, {
    method: "POST",
    body,
    token: w.admin.token,
    params: { id: String(id) },
  });

/** Sends what is due and returns the messages that arrived since `before`. */
async function deliver(before = smtp.messages.length) {
  const outcome = await send();
  await smtp.waitFor(before + outcome.sent);
  return smtp.messages.slice(before);
}

beforeAll(async () => {
  restoreEnv = setEnv({}); // the built-in test payment provider
  process.env.APP_URL = APP;
  process.env.MAIL_FROM = "TrayTable <orders@traytable.test>";
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
  process.env.SMTP_URL = smtp.url;
  await resetDatabase();
  smtp.messages.length = 0;
  w = await paymentWorld();
  // Casey's account address is the one her orders give (mail goes to the account's own).
  await db.user.update({ where: { id: w.customer.user.id }, data: { email: "casey@example.com" } });
});

describe("one email per event", () => {
  it("welcomes a new account", async () => {
    const res = await call(signupRoute, "/api/auth/signup", {
      body: {
        firstName: "Nia",
        lastName: "New",
        email: "nia@example.com",
        password: "password123",
        role: "user",
      },
    });
    expect(res.status).toBe(201);
    const [mail, ...rest] = await deliver();
    expect(rest).toHaveLength(0);
    expect(recipient(mail!)).toBe("nia@example.com");
    expect(mail!.from?.text).toBe('"TrayTable" <orders@traytable.test>');
    expect(mail!.subject).toBe("Welcome to TrayTable");
    expect(mail!.text).toContain("Hi Nia,");
    expect(mail!.text).toContain(`Browse caterers: ${APP}/`);
    expect(mail!.html).toContain(`href="${APP}/"`);
  });

  it("tells the caterer about a new booking, with the order and a link to it", async () => {
    const booking = await w.book();
    const [mail, ...rest] = await deliver();
    expect(rest).toHaveLength(0);
    expect(recipient(mail!)).toBe(await emailOf(w.kitchen.user));
    expect(mail!.subject).toBe(
      `New order #${booking.id}: 2 × Lasagna on ${fmtDate(booking.eventDate)}`,
    );
    for (const line of [
      `Dish: Lasagna`,
      `Trays: 2 × Large Tray (10-12 people)`,
      `Event time: 6:00 PM`,
      `Total: $190.00`,
      `Customer: Casey Morgan`,
      `Email: casey@example.com`,
      // The link opens the caterer's dashboard with this order's details.
      `View order #${booking.id}: ${APP}/dashboard/caterer?booking=${booking.id}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.html).toContain(`href="${APP}/dashboard/caterer?booking=${booking.id}"`);
  });

  it("tells the customer of each status change, with the caterer's comments", async () => {
    const booking = await w.book();
    await deliver();
    expect((await setStatus(booking.id, "confirmed", w.kitchen.token, "See you at 6")).status).toBe(
      200,
    );
    const [confirmed, ...none] = await deliver();
    expect(none).toHaveLength(0);
    expect(recipient(confirmed!)).toBe("casey@example.com");
    expect(confirmed!.subject).toBe(`Your order #${booking.id} was confirmed`);
    expect(confirmed!.text).toContain("Rosa's Kitchen wrote:\n> See you at 6");
    expect(confirmed!.text).toContain(`View my bookings: ${APP}/my-bookings`);

    // Completing waits for the event day (docs/product-rules.md §4): the day has come.
    await db.booking.update({
      where: { id: booking.id },
      data: { eventDate: isoToUtcDate(todayIso()) },
    });
    expect((await setStatus(booking.id, "completed", w.kitchen.token)).status).toBe(200);
    const [completed] = await deliver();
    expect(completed!.subject).toBe(`Your order #${booking.id} was completed`);
    expect(completed!.text).not.toContain("Comments:");
  });

  it("sends a receipt when paid, and a cancellation plus a refund when cancelled", async () => {
    const booking = await w.book();
    await deliver();
    await pay(booking.id);
    const [receipt, ...none] = await deliver();
    expect(none).toHaveLength(0);
    expect(recipient(receipt!)).toBe("casey@example.com");
    expect(receipt!.subject).toBe(`Receipt for order #${booking.id}: $190.00 paid`);
    for (const line of [
      "Amount paid: $190.00",
      "Dish: Lasagna",
      "Trays: 2 × Large Tray (10-12 people)",
      `Event date: ${fmtDate(booking.eventDate)}`,
    ]) {
      expect(receipt!.text).toContain(line);
    }

    const cancel = await setStatus(booking.id, "cancelled", w.kitchen.token, "Oven broke");
    expect(cancel.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const mails = await deliver();
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order #${booking.id} was cancelled`,
      `Refund for order #${booking.id}: $190.00`,
    ]);
    expect(mails.map(recipient)).toEqual(["casey@example.com", "casey@example.com"]);
    expect(mails[0]!.text).toContain("Rosa's Kitchen wrote:\n> Oven broke");
    expect(mails[1]!.text).toContain("we refunded $190.00 for your cancelled order");
  });

  it("tells every admin about a submitted application", async () => {
    const second = await signedIn("admin", "Abe");
    const applicant = await signedIn("user", "Ada");
    await submittedApplication(applicant, "Ada's Dumplings", false);
    const mails = await deliver();
    expect(mails.map(recipient).sort()).toEqual(
      [await emailOf(w.admin.user), await emailOf(second.user)].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe("New caterer application: Ada's Dumplings");
      expect(mail.text).toContain(`Applicant: Ada Person (${await emailOf(applicant.user)})`);
      expect(mail.text).toContain(`${APP}/admin/caterer-applications`);
    }
  });

  it("tells the applicant of each decision an admin makes, with the admin's notes", async () => {
    // Approved (approval takes no notes).
    const ada = await signedIn("user", "Ada");
    const approvedApp = await submittedApplication(ada, "Ada's Dumplings");
    expect((await decide(approveRoute, "approve", approvedApp.id)).status).toBe(200);
    const [approved, ...none] = await deliver();
    expect(none).toHaveLength(0);
    expect(recipient(approved!)).toBe(await emailOf(ada.user));
    expect(approved!.subject).toBe("Your caterer application for Ada's Dumplings was approved");
    expect(approved!.text).toContain("Hi Ada,");
    expect(approved!.text).toContain("your application was approved");
    expect(approved!.text).not.toContain("Notes from our team");
    expect(approved!.text).toContain(`Go to My Kitchen: ${APP}/caterer-dishes`);

    // Rejected, with the reason.
    const bo = await signedIn("user", "Bo");
    const rejectedApp = await submittedApplication(bo, "Bo's Barbecue");
    const rejection = await decide(rejectRoute, "reject", rejectedApp.id, {
      adminNotes: "Please add a food handler permit.",
    });
    expect(rejection.status).toBe(200);
    const [rejected, ...none2] = await deliver();
    expect(none2).toHaveLength(0);
    expect(recipient(rejected!)).toBe(await emailOf(bo.user));
    expect(rejected!.subject).toBe("Your caterer application for Bo's Barbecue was not approved");
    expect(rejected!.text).toContain("Notes from our team: Please add a food handler permit.");
    expect(rejected!.html).toContain("Please add a food handler permit.");

    // Changes requested, with what to change.
    const cy = await signedIn("user", "Cy");
    const changesApp = await submittedApplication(cy, "Cy's Curries");
    const changes = await decide(changesRoute, "request-changes", changesApp.id, {
      adminNotes: "Add photos of your kitchen.",
    });
    expect(changes.status).toBe(200);
    const [requested, ...none3] = await deliver();
    expect(none3).toHaveLength(0);
    expect(recipient(requested!)).toBe(await emailOf(cy.user));
    expect(requested!.subject).toBe(
      "Changes requested on your caterer application for Cy's Curries",
    );
    expect(requested!.text).toContain("Notes from our team: Add photos of your kitchen.");
    expect(requested!.text).toContain(`Update your application: ${APP}/become-a-caterer`);

    // One email per decision, in all.
    expect(await db.emailOutbox.count({ where: { template: "application-decided" } })).toBe(3);
  });

  it("sends no decision email to an applicant who turned non-essential emails off", async () => {
    // Decisions are not receipts, refunds or security notices: Settings can turn them off.
    for (const [route, action, body] of [
      [approveRoute, "approve", undefined],
      [rejectRoute, "reject", { adminNotes: "Please add a food handler permit." }],
      [changesRoute, "request-changes", { adminNotes: "Add photos of your kitchen." }],
    ] as const) {
      const applicant = await signedIn("user", "Quiet");
      await updateEmailPreferences(applicant.actor, { emailNotifications: false });
      const app = await submittedApplication(applicant, `Quiet Kitchen ${action}`);
      const res = await decide(route, action, app.id, body);
      expect(res.status).toBe(200); // the decision itself stands
      expect(await deliver()).toEqual([]);
    }
    expect(await db.emailOutbox.count({ where: { template: "application-decided" } })).toBe(0);
  });

  it("escapes what people typed into the HTML", async () => {
    const booking = await w.book();
    await deliver();
    await setStatus(booking.id, "confirmed", w.kitchen.token, "<b>bold</b> & <script>x</script>");
    const [mail] = await deliver();
    expect(mail!.html).not.toContain("<script>x</script>");
    expect(mail!.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail!.text).toContain("Rosa's Kitchen wrote:\n> <b>bold</b> & <script>x</script>");
  });
});

describe("no open mail relay (docs/security.md)", () => {
  const LURE = "Verify at https://evil.example/login or www.evil.example";

  it("mails an order's updates to the account's own address, never to the order's contact email", async () => {
    const booking = await createBooking(w.customer.actor, {
      catererId: w.kitchen.caterer.id,
      dishId: w.dish.id,
      customerName: "Casey Morgan",
      customerEmail: "victim@elsewhere.example",
      eventDate: addDaysIso(todayIso(), 12),
      eventTime: "18:00",
      traySize: "large",
      quantity: 2,
      specialRequests: LURE,
    });
    const [placed] = await deliver();
    // The caterer sees the contact email; the special requests are quoted, with who wrote them.
    expect(placed!.text).toContain("Email: victim@elsewhere.example");
    expect(placed!.text).toContain(
      "Special requests from Casey Morgan:\n> Verify at https[:]//evil[.]example/login or www[.]evil[.]example",
    );
    expect(placed!.text).not.toContain("https://evil.example");
    expect(placed!.html).not.toContain("evil.example");

    expect((await setStatus(booking.id, "cancelled", w.kitchen.token, LURE)).status).toBe(200);
    const mails = await deliver();
    expect(mails.map(recipient)).toEqual(["casey@example.com"]);
    const [cancelled] = mails;
    expect(cancelled!.subject).toBe(`Your order #${booking.id} was cancelled`);
    expect(cancelled!.text).toContain(
      "Rosa's Kitchen wrote:\n> Verify at https[:]//evil[.]example/login or www[.]evil[.]example",
    );
    expect(cancelled!.text).not.toContain("https://evil.example");
    // No link we did not write: every href is the app's own.
    const hrefs = [...String(cancelled!.html).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href!.startsWith(APP)).toBe(true);
    expect(cancelled!.html).not.toContain("evil.example");
    expect(await db.emailOutbox.count({ where: { toAddress: "victim@elsewhere.example" } })).toBe(
      0,
    );
  });

  it("sends an order's mail nowhere once its account is gone", async () => {
    const booking = await w.book();
    await deliver();
    await db.booking.update({ where: { id: booking.id }, data: { userId: null } });
    expect((await setStatus(booking.id, "confirmed", w.kitchen.token, "See you")).status).toBe(200);
    expect(await deliver()).toEqual([]);
  });
});

describe("settings: non-essential emails off", () => {
  it("stops order updates but still sends the receipt and the refund", async () => {
    expect(await getEmailPreferences(w.customer.actor)).toEqual({
      emailNotifications: true,
      messageEmails: true,
    });
    // Each switch alone: message emails (product-rules §18) keep their own setting.
    expect(await updateEmailPreferences(w.customer.actor, { emailNotifications: false })).toEqual({
      emailNotifications: false,
      messageEmails: true,
    });
    const booking = await w.book();
    await deliver(); // the caterer's new-order email
    await setStatus(booking.id, "confirmed", w.kitchen.token);
    await pay(booking.id);
    await setStatus(booking.id, "cancelled", w.customer.token);
    const mails = await deliver();
    expect(mails.map((m) => m.subject)).toEqual([
      `Receipt for order #${booking.id}: $190.00 paid`,
      `Refund for order #${booking.id}: $190.00`,
    ]);
  });

  it("refuses anonymous callers and bad input, leaving the setting unchanged", async () => {
    await expect(updateEmailPreferences(null, { emailNotifications: false })).rejects.toMatchObject(
      { code: "unauthenticated" },
    );
    await expect(
      updateEmailPreferences(w.customer.actor, { emailNotifications: "no" as unknown as boolean }),
    ).rejects.toMatchObject({ code: "invalid_input" });
    await expect(updateEmailPreferences(w.customer.actor, {})).rejects.toMatchObject({
      code: "invalid_input",
      message: "Choose whether to receive these emails",
    });
    expect(await getEmailPreferences(w.customer.actor)).toEqual({
      emailNotifications: true,
      messageEmails: true,
    });
  });
});

describe("delivery guarantees", () => {
  // Failed sends are logged on purpose; keep the test output readable.
  beforeEach(() => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("keeps mail pending while SMTP is down and sends it once when it is back", async () => {
    const port = smtp.port;
    await smtp.close();
    try {
      const booking = await w.book(); // the user's request does not wait for mail
      expect(booking.status).toBe("pending");
      const failed = await send();
      expect(failed).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const [row] = await outbox();
      expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Exponential backoff: not due again for about 30 seconds.
      expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
      expect(await send()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      smtp = await startSmtp({ port });
    }
    await db.emailOutbox.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const mails = await deliver(0);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^New order #/);
    expect(await outbox()).toMatchObject([{ status: "sent", attempts: 2, transport: "smtp" }]);
    expect(await send()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("gives up after the last attempt and keeps the row with its error", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    await w.book();
    await db.emailOutbox.updateMany({ data: { attempts: 9 } });
    expect(await send()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await outbox()).toMatchObject([{ status: "failed", attempts: 10 }]);
  });

  it("loses nothing and doubles nothing when a process dies between commit and send", async () => {
    // The booking committed, and nothing was sent in the request: the email waits in the
    // outbox for whichever worker runs next.
    const booking = await w.book();
    expect(smtp.messages).toHaveLength(0);
    expect(await outbox()).toMatchObject([{ status: "pending", attempts: 0 }]);

    // A worker claims it and dies before sending: its lease holds the row...
    await db.$executeRaw`
      UPDATE "email_outbox" SET "lockedBy" = 'dead-worker', "attempts" = 1,
        "lockedUntil" = (now() AT TIME ZONE 'UTC') + interval '5 minutes'`;
    expect(await send("other-worker")).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // ...until the lease runs out; then another worker sends it, once.
    await db.$executeRaw`
      UPDATE "email_outbox" SET "lockedUntil" = (now() AT TIME ZONE 'UTC') - interval '1 second'`;
    const restarted = new PrismaClient({
      adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
    });
    try {
      expect(await sendPendingEmails({ workerId: "restarted", client: restarted })).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
      });
    } finally {
      await restarted.$disconnect();
    }
    await smtp.waitFor(1);
    expect(await send()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages.map((m) => m.subject)).toEqual([
      `New order #${booking.id}: 2 × Lasagna on ${fmtDate(booking.eventDate)}`,
    ]);
    const [row] = await outbox();
    expect(smtp.messages[0]!.messageId).toBe(
      `<email-${row!.id}.${row!.messageKey}@traytable.test>`,
    );
    expect(row!.messageId).toBe(smtp.messages[0]!.messageId);
  });

  it("sends each row once with two workers on one database", async () => {
    await smtp.close();
    smtp = await startSmtp({ delayMs: 5 });
    process.env.SMTP_URL = smtp.url;
    // 12 new-order emails, from several customers: each may hold only a few unpaid orders.
    for (let i = 0; i < 12; i++) await w.book(await signedIn("user", `Guest${i}`));
    const clients = [0, 1].map(
      () =>
        new PrismaClient({
          adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
        }),
    );
    try {
      const perWorker = await Promise.all(
        clients.map(async (client, n) => {
          let sent = 0;
          for (;;) {
            const outcome = await sendPendingEmails({ workerId: `w${n}`, client, limit: 3 });
            sent += outcome.sent;
            if (outcome.sent === 0) return sent;
          }
        }),
      );
      expect(perWorker[0]! + perWorker[1]!).toBe(12);
    } finally {
      await Promise.all(clients.map((c) => c.$disconnect()));
    }
    await smtp.waitFor(12);
    const ids = smtp.messages.map((m) => m.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(await db.emailOutbox.count({ where: { status: "sent" } })).toBe(12);
  });

  it("keeps mail in the development mailbox without SMTP_URL", async () => {
    delete process.env.SMTP_URL;
    await w.book();
    expect(await send()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", transport: "mailbox" });
    expect(row!.subject).toMatch(/^New order #/);
    expect(row!.html).toContain("<html");
    expect(row!.text).toContain("Dish: Lasagna");
    expect(smtp.messages).toHaveLength(0);
  });

  it("shows the development mailbox to admins only, newest first", async () => {
    delete process.env.SMTP_URL;
    const first = await w.book();
    await send();
    const second = await w.book();
    await send();
    await w.book(); // not sent yet
    const box = await listMailbox(w.admin.actor);
    expect(box.emails.map((e) => e.subject.split(":")[0])).toEqual([
      `New order #${second.id}`,
      `New order #${first.id}`,
    ]);
    expect(box.emails[0]).toMatchObject({
      to: await emailOf(w.kitchen.user),
      template: "booking-placed",
    });
    expect(box.emails[0]!.text).toContain("Dish: Lasagna");
    expect(box.outbox).toEqual({ pending: 1, failed: 0 });
    expect(box.smtpConfigured).toBe(false);
    await expect(listMailbox(w.customer.actor)).rejects.toMatchObject({ code: "forbidden" });
    await expect(listMailbox(w.kitchen.actor)).rejects.toMatchObject({ code: "forbidden" });
    await expect(listMailbox(null)).rejects.toMatchObject({ code: "unauthenticated" });
  });
});

function fmtDate(iso: string) {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}
