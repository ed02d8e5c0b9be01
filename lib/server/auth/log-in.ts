import "server-only";
import type { z } from "zod";
import { loginSchema } from "@/lib/auth/schemas";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { toUserDto } from "./user-dto";
import { consumeLoginAttempt, loginSucceeded } from "./login-rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { createSession, type SessionMeta } from "./sessions";
import { emailSignInLink } from "./sign-in-link";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const ACCOUNT_DEACTIVATED = "Your account has been deactivated";

// Verifying against a real hash when the email is unknown keeps the response time the
// same, so timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | null = null;

export async function logIn(input: z.input<typeof loginSchema>, meta: SessionMeta = {}) {
  const { email, password } = parseInput(loginSchema, input);
  const ip = meta.ipAddress || null;
  const { delayMs, alertOwner } = await consumeLoginAttempt(email, ip);
  // Failing from many addresses: the owner gets a way in that no guess can use, and every
  // further guess waits (the same for a known and an unknown email).
  if (alertOwner) await emailSignInLink(email);
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));

  const user = await db.user.findUnique({ where: { email } });
  dummyHash ??= hashPassword("timing-equaliser");
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !ok) throw new AppError("unauthenticated", INVALID_CREDENTIALS);
  if (!user.isActive) throw new AppError("forbidden", ACCOUNT_DEACTIVATED);

  await loginSucceeded(email, ip);
  const { token, sessionId } = await createSession(user.id, meta);
  return { user: toUserDto(user), token, sessionId };
}
