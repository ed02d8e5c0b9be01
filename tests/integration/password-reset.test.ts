/**
 * "Forgot password?" (issue 21 item 6, docs/product-rules.md §3, docs/security.md "Account
 * takeover through a lost password"): the same answer for every address, mail only to an
 * active account, a token good once for 30 minutes, and a reset that ends every session.
 */
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_UNUSABLE,
  RESET_REQUESTED_MESSAGE,
} from "@/lib/auth/password-reset";
import { checkPasswordResetToken } from "@/lib/server/auth/check-password-reset-token";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { requestPasswordReset } from "@/lib/server/auth/request-password-reset";
import { resetPassword } from "@/lib/server/auth/reset-password";
import { actorForToken, createSession, hashToken } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db";
import { renderEmail } from "@/lib/server/jobs/emails";
import { makeUser } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

const OLD = "password123";
const NEW = "brand-new-pass";

async function customer(email = "casey@example.com", isActive = true) {
  return makeUser("user", "Casey", {
    email,
    passwordHash: await hashPassword(OLD),
    lastName: "Morgan",
    isActive,
    emailVerified: false,
  });
}

/** The token in the reset email sent to `to` (the newest one). */
async function mailedToken(to: string): Promise<string> {
  const mail = await db.emailOutbox.findFirstOrThrow({
    where: { template: "password-reset", toAddress: to },
    orderBy: { id: "desc" },
  });
  return (mail.data as { token: string }).token;
}

async function passwordOf(userId: number, password: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return verifyPassword(user.passwordHash, password);
}

beforeEach(resetDatabase);
afterAll(() => db.$disconnect());

describe("requestPasswordReset", () => {
  it("answers an existing and an unknown email alike; only the existing one gets mail", async () => {
    await customer();
    const known = await requestPasswordReset(
      { email: " Casey@Example.com " },
      { ipAddress: "10.0.0.1" },
    );
    const unknown = await requestPasswordReset(
      { email: "nobody@example.com" },
      { ipAddress: "10.0.0.1" },
    );
    expect(known).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown).toEqual(known);
    const mails = await db.emailOutbox.findMany({ where: { template: "password-reset" } });
    expect(mails.map((m) => m.toAddress)).toEqual(["casey@example.com"]);
    expect(await db.passwordResetToken.count()).toBe(1);
  });

  it("stores only the token's SHA-256, valid 30 minutes, and mails a link to the reset page", async () => {
    const user = await customer();
    const before = Date.now();
    await requestPasswordReset({ email: user.email });
    const token = await mailedToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const row = await db.passwordResetToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(token) },
    });
    expect(row.tokenHash).not.toContain(token);
    expect(row.userId).toBe(user.id);
    const minutes = (row.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
    const mail = await renderEmail("password-reset", { firstName: "Casey", token });
    expect(mail.subject).toBe("Reset your TrayTable password");
    expect(mail.text).toContain(`/auth/reset-password?token=${token}`);
    expect(mail.html).toContain(`/auth/reset-password?token=${token}`);
  });

  it("sends a deactivated account nothing, with the same answer", async () => {
    await customer("gone@example.com", false);
    expect(await requestPasswordReset({ email: "gone@example.com" })).toEqual({
      message: RESET_REQUESTED_MESSAGE,
    });
    expect(await db.emailOutbox.count()).toBe(0);
    expect(await db.passwordResetToken.count()).toBe(0);
  });

  it("mails even a person who turned non-essential emails off", async () => {
    const user = await customer();
    await db.user.update({ where: { id: user.id }, data: { emailNotifications: false } });
    await requestPasswordReset({ email: user.email });
    expect(await db.emailOutbox.count({ where: { template: "password-reset" } })).toBe(1);
  });

  it("is rate limited per email, for unknown addresses exactly as for accounts", async () => {
    await customer();
    for (const email of ["casey@example.com", "nobody@example.com"]) {
      for (let i = 0; i < 5; i++) {
        await requestPasswordReset({ email }, { ipAddress: `10.0.1.${i}` });
      }
      await expect(
        requestPasswordReset({ email }, { ipAddress: "10.0.2.1" }),
      ).rejects.toMatchObject({
        code: "rate_limited",
        message: "Too many password reset requests. Please try again later.",
      });
    }
    expect(await db.emailOutbox.count({ where: { template: "password-reset" } })).toBe(5);
  });

  it("is rate limited per client address across emails", async () => {
    for (let i = 0; i < 30; i++) {
      await requestPasswordReset({ email: `n${i}@example.com` }, { ipAddress: "10.9.9.9" });
    }
    await expect(
      requestPasswordReset({ email: "n31@example.com" }, { ipAddress: "10.9.9.9" }),
    ).rejects.toMatchObject({ code: "rate_limited" });
    // Another address is not affected.
    await expect(
      requestPasswordReset({ email: "n31@example.com" }, { ipAddress: "10.9.9.8" }),
    ).resolves.toEqual({ message: RESET_REQUESTED_MESSAGE });
  });

  it.each([
    [{ email: "not-an-email" }, "Invalid email address"],
    [{ email: "" }, "Invalid email address"],
    [{}, "Invalid email address"],
    [{ email: 42 }, "Invalid email address"],
  ])("refuses %j with a message and sends nothing", async (input, message) => {
    await customer();
    await expect(requestPasswordReset(input as never)).rejects.toMatchObject({
      code: "invalid_input",
      errors: [{ path: "email", message }],
    });
    expect(await db.emailOutbox.count()).toBe(0);
    expect(await db.passwordResetToken.count()).toBe(0);
  });
});

describe("resetPassword", () => {
  async function requested() {
    const user = await customer();
    await requestPasswordReset({ email: user.email });
    return { user, token: await mailedToken(user.email) };
  }

  it("sets the new password, ends every session, and records the change", async () => {
    const { user, token } = await requested();
    const web = await createSession(user.id);
    const api = await createSession(user.id);
    expect(await checkPasswordResetToken(token)).toBe("usable");
    expect(await resetPassword({ token, password: NEW, confirmPassword: NEW })).toEqual({
      message: PASSWORD_RESET_DONE,
    });
    expect(await passwordOf(user.id, NEW)).toBe(true);
    expect(await passwordOf(user.id, OLD)).toBe(false);
    expect(await actorForToken(web.token)).toBeNull();
    expect(await actorForToken(api.token)).toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    const audit = await db.auditLog.findMany({ where: { entityType: "user", entityId: user.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user.password_reset",
      actorId: user.id,
      actorEmail: user.email,
      changes: { password: { from: "(set)", to: "(changed)" } },
    });
    expect(JSON.stringify(audit[0]!.changes)).not.toContain("argon2");
  });

  it("takes a token once: the second use is refused and changes nothing", async () => {
    const { user, token } = await requested();
    await resetPassword({ token, password: NEW, confirmPassword: NEW });
    const later = await createSession(user.id);
    await expect(
      resetPassword({ token, password: "third-password", confirmPassword: "third-password" }),
    ).rejects.toMatchObject({ code: "invalid_input", message: RESET_LINK_UNUSABLE.used });
    expect(await passwordOf(user.id, NEW)).toBe(true);
    expect(await actorForToken(later.token)).not.toBeNull();
    expect(await checkPasswordResetToken(token)).toBe("used");
  });

  it("lets only one of two simultaneous uses of a token through", async () => {
    const { user, token } = await requested();
    const results = await Promise.allSettled([
      resetPassword({ token, password: "first-password", confirmPassword: "first-password" }),
      resetPassword({ token, password: "second-password", confirmPassword: "second-password" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const won = results[0]!.status === "fulfilled" ? "first-password" : "second-password";
    expect(await passwordOf(user.id, won)).toBe(true);
    expect(await db.auditLog.count()).toBe(1);
  });

  it("refuses an expired token and changes nothing", async () => {
    const { user, token } = await requested();
    await db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const session = await createSession(user.id);
    expect(await checkPasswordResetToken(token)).toBe("expired");
    await expect(
      resetPassword({ token, password: NEW, confirmPassword: NEW }),
    ).rejects.toMatchObject({
      code: "invalid_input",
      message: RESET_LINK_UNUSABLE.expired,
    });
    expect(await passwordOf(user.id, OLD)).toBe(true);
    expect(await actorForToken(session.token)).not.toBeNull();
  });

  it("a token expires 30 minutes after it is issued", async () => {
    const { token } = await requested();
    const row = await db.passwordResetToken.findFirstOrThrow();
    expect(await checkPasswordResetToken(token, new Date(row.expiresAt.getTime() - 1000))).toBe(
      "usable",
    );
    expect(await checkPasswordResetToken(token, row.expiresAt)).toBe("expired");
  });

  it("refuses an unknown token", async () => {
    const { user } = await requested();
    await expect(
      resetPassword({ token: "made-up-token", password: NEW, confirmPassword: NEW }),
    ).rejects.toMatchObject({ code: "invalid_input", message: RESET_LINK_UNUSABLE.unknown });
    expect(await checkPasswordResetToken("made-up-token")).toBe("unknown");
    expect(await checkPasswordResetToken(undefined)).toBe("unknown");
    expect(await passwordOf(user.id, OLD)).toBe(true);
  });

  it("refuses the token of an account deactivated since", async () => {
    const { user, token } = await requested();
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    await expect(
      resetPassword({ token, password: NEW, confirmPassword: NEW }),
    ).rejects.toMatchObject({
      message: RESET_LINK_UNUSABLE.unknown,
    });
    expect(await passwordOf(user.id, OLD)).toBe(true);
  });

  it("a reset ends the account's other reset links too", async () => {
    const user = await customer();
    await requestPasswordReset({ email: user.email });
    const first = await mailedToken(user.email);
    await requestPasswordReset({ email: user.email });
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    await resetPassword({ token: second, password: NEW, confirmPassword: NEW });
    await expect(
      resetPassword({
        token: first,
        password: "other-password",
        confirmPassword: "other-password",
      }),
    ).rejects.toMatchObject({ message: RESET_LINK_UNUSABLE.used });
    expect(await passwordOf(user.id, NEW)).toBe(true);
  });

  it.each([
    [
      { password: "short", confirmPassword: "short" },
      "password",
      "Password must be at least 8 characters long",
    ],
    [{ password: "", confirmPassword: "" }, "password", "Password is required"],
    [
      { password: NEW, confirmPassword: "different-pass" },
      "confirmPassword",
      "Passwords do not match",
    ],
    [{ password: NEW, confirmPassword: "" }, "confirmPassword", "Please confirm your password"],
    [
      { password: "x".repeat(201), confirmPassword: "x".repeat(201) },
      "password",
      "Password is too long",
    ],
    [{ password: 12345678, confirmPassword: 12345678 }, "password", "Password is required"],
  ])("refuses %j with a message on %s and changes nothing", async (fields, path, message) => {
    const { user, token } = await requested();
    const session = await createSession(user.id);
    await expect(resetPassword({ token, ...(fields as object) } as never)).rejects.toMatchObject({
      code: "invalid_input",
      errors: expect.arrayContaining([{ path, message }]),
    });
    expect(await passwordOf(user.id, OLD)).toBe(true);
    expect(await actorForToken(session.token)).not.toBeNull();
    expect(await checkPasswordResetToken(token)).toBe("usable");
  });

  it("refuses a missing token with a message", async () => {
    await expect(
      resetPassword({ password: NEW, confirmPassword: NEW } as never),
    ).rejects.toMatchObject({
      code: "invalid_input",
      errors: [{ path: "token", message: "The reset link is missing its token" }],
    });
  });
});
