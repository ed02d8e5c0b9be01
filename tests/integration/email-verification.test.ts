/**
 * "Verify your email" (issue 21 item 6, docs/product-rules.md §3, docs/security.md "Mail to
 * addresses nobody proved"): sign-up mails one link to the account's address, the link
 * works once for 7 days, a new one can be asked for (rate limited), and an unproven address
 * gets no review invitation.
 */
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  VERIFY_LINK_UNUSABLE,
} from "@/lib/auth/email-verification";
import type { Actor } from "@/lib/server/actor";
import {
  getEmailVerification,
  resendEmailVerification,
  verifyEmail,
} from "@/lib/server/auth/email-verification";
import { hashToken } from "@/lib/server/auth/sessions";
import { signUp } from "@/lib/server/auth/sign-up";
import { db } from "@/lib/server/db";
import { enqueueEmail } from "@/lib/server/email/enqueue";
import { EMAILS, renderEmail } from "@/lib/server/jobs/emails";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const APP = "https://traytable.test";

async function newAccount(email = "nia@example.com") {
  const { user } = await signUp({
    firstName: "Nia",
    lastName: "New",
    email,
    password: "password123",
    role: "user",
  });
  const actor: Actor = { userId: user.id, role: "user", catererId: null, sessionId: "" };
  return { user, actor };
}

/** The raw token of the newest verification link mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mail = await db.emailOutbox.findFirstOrThrow({
    where: { toAddress: to, template: { in: ["welcome", "verify-email"] } },
    orderBy: { id: "desc" },
  });
  const data = mail.data as { verifyToken?: string; token?: string };
  return (data.verifyToken ?? data.token)!;
}

const verified = async (userId: number) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).emailVerified;

const savedAppUrl = process.env.APP_URL;
beforeAll(() => {
  process.env.APP_URL = APP;
});
beforeEach(resetDatabase);
afterAll(async () => {
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = savedAppUrl;
  await db.$disconnect();
});

describe("sign-up", () => {
  it("mails one verification link, to the account's own address, and the account works unverified", async () => {
    const res = await call(signupRoute, "/api/auth/signup", {
      body: {
        firstName: "Nia",
        lastName: "New",
        email: " Nia@Example.com ",
        password: "password123",
        role: "user",
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.user.emailVerified).toBe(false);
    const mails = await db.emailOutbox.findMany();
    expect(mails.map((m) => [m.template, m.toAddress])).toEqual([["welcome", "nia@example.com"]]);
    const token = (mails[0]!.data as { verifyToken: string }).verifyToken;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await db.emailVerificationToken.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.userId).toBe(res.json.user.id);
    const days = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    const rendered = await renderEmail(mails[0]!.template as "welcome", mails[0]!.data as never);
    const href = `${APP}/auth/verify-email?token=${token}`;
    expect(rendered.text).toContain(`Verify email: ${href}`);
    expect(rendered.html).toContain(`href="${href}"`);
  });
});

describe("verifyEmail", () => {
  it("verifies the address once; the link is refused after", async () => {
    const { user } = await newAccount();
    const token = await mailedToken(user.email);
    expect(await verified(user.id)).toBe(false);
    await expect(verifyEmail(token)).resolves.toEqual({ message: EMAIL_VERIFIED_MESSAGE });
    expect(await verified(user.id)).toBe(true);
    // A second click (issue 46): the address is proven, so say so rather than "request a new link".
    await expect(verifyEmail(token)).resolves.toEqual({ message: ALREADY_VERIFIED_MESSAGE });
    // Once the account's address is no longer the proven one, the used link is refused.
    await db.user.update({ where: { id: user.id }, data: { emailVerified: false } });
    await expect(verifyEmail(token)).rejects.toMatchObject({
      code: "invalid_input",
      message: VERIFY_LINK_UNUSABLE.used,
    });
    expect(await verified(user.id)).toBe(false);
  });

  it("refuses an expired link and an unknown one, and verifies nothing", async () => {
    const { user } = await newAccount();
    const token = await mailedToken(user.email);
    await db.emailVerificationToken.updateMany({
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(verifyEmail(token)).rejects.toMatchObject({
      message: VERIFY_LINK_UNUSABLE.expired,
    });
    await expect(verifyEmail("not-a-token")).rejects.toMatchObject({
      message: VERIFY_LINK_UNUSABLE.unknown,
    });
    await expect(verifyEmail(null)).rejects.toMatchObject({
      message: VERIFY_LINK_UNUSABLE.unknown,
    });
    expect(await verified(user.id)).toBe(false);
  });

  it("refuses a link of a deactivated account", async () => {
    const { user } = await newAccount();
    const token = await mailedToken(user.email);
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    await expect(verifyEmail(token)).rejects.toMatchObject({
      message: VERIFY_LINK_UNUSABLE.unknown,
    });
    expect(await verified(user.id)).toBe(false);
  });
});

describe("resendEmailVerification", () => {
  it("mails a new 'Verify your email' link that works, and an older one stops working", async () => {
    const { user, actor } = await newAccount();
    const first = await mailedToken(user.email);
    await expect(resendEmailVerification(actor)).resolves.toEqual({
      message: VERIFICATION_SENT_MESSAGE,
    });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { template: "verify-email" } });
    expect(mail.toAddress).toBe("nia@example.com");
    const rendered = await renderEmail("verify-email", mail.data as never);
    expect(rendered.subject).toBe("Verify your email");
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    await verifyEmail(second);
    expect(await getEmailVerification(actor)).toEqual({
      email: "nia@example.com",
      emailVerified: true,
    });
    // The older link, after the newer proved the address: it is proven already.
    await expect(verifyEmail(first)).resolves.toEqual({ message: ALREADY_VERIFIED_MESSAGE });
    // A verified account needs no new link.
    await expect(resendEmailVerification(actor)).resolves.toEqual({
      message: ALREADY_VERIFIED_MESSAGE,
    });
    expect(await db.emailOutbox.count({ where: { template: "verify-email" } })).toBe(1);
  });

  it("is rate limited per account: the fourth request in an hour is refused", async () => {
    const { actor } = await newAccount();
    for (let i = 0; i < 3; i++) await resendEmailVerification(actor);
    await expect(resendEmailVerification(actor)).rejects.toMatchObject({ code: "rate_limited" });
    expect(await db.emailOutbox.count({ where: { template: "verify-email" } })).toBe(3);
    // Another account has its own allowance.
    const other = await newAccount("omar@example.com");
    await expect(resendEmailVerification(other.actor)).resolves.toEqual({
      message: VERIFICATION_SENT_MESSAGE,
    });
  });

  it("needs a signed-in account", async () => {
    await expect(resendEmailVerification(null)).rejects.toMatchObject({
      code: "unauthenticated",
    });
  });
});

describe("mail to an unproven address", () => {
  it("sends no review invitation to an unverified account, but does to a verified one; order mail still goes", async () => {
    const { user } = await newAccount();
    const invite = (to: { id: number; email: string }, key: string) =>
      db.$transaction((tx) =>
        enqueueEmail(tx, EMAILS["review-invite"], {
          to: to.email,
          recipientUserId: to.id,
          data: {} as never,
          dedupeKey: key,
        }),
      );
    expect(await invite(user, "a")).toBe(false);
    const essential = await db.$transaction((tx) =>
      enqueueEmail(tx, EMAILS["booking-status"], {
        to: user.email,
        recipientUserId: user.id,
        data: {} as never,
      }),
    );
    expect(essential).toBe(true);
    await verifyEmail(await mailedToken(user.email));
    expect(await invite(user, "b")).toBe(true);
    expect(
      (await db.emailOutbox.findMany({ where: { template: "review-invite" } })).map(
        (m) => m.toAddress,
      ),
    ).toEqual(["nia@example.com"]);
  });
});
