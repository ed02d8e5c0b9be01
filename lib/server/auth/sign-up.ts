import "server-only";
import type { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { signupSchema } from "@/lib/auth/schemas";
import { db } from "../db";
import { emailWelcome } from "./emails/welcome";
import { enqueueEmail } from "../email/enqueue";
import { signupAttemptEmail } from "./emails/signup-attempt";
import { AppError } from "../errors";
import { consumeRateLimits } from "../rate-limit";
import { parseInput } from "../validation";
import { toUserDto } from "./user-dto";
import { createEmailVerificationToken } from "./email-verification";
import { hashPassword } from "./password";
import { createSession, type SessionMeta } from "./sessions";

export const EMAIL_TAKEN = "An account with this email already exists";

/**
 * Public sign-up. Always creates role `user` (docs/product-rules.md §3): account type Caterer
 * only sends the person on to /become-a-caterer; admin is refused by the schema.
 */
export async function signUp(input: z.input<typeof signupSchema>, meta: SessionMeta = {}) {
  const data = parseInput(signupSchema, input);
  await consumeRateLimits([["signupPerAddress", meta.ipAddress ?? null]]);
  const passwordHash = await hashPassword(data.password);
  try {
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: data.email,
          passwordHash,
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phone,
          role: "user",
        },
      });
      // The account works at once; the welcome's "Verify your email" link only proves the
      // address (docs/product-rules.md §3).
      await emailWelcome(tx, created.id, await createEmailVerificationToken(tx, created.id));
      return created;
    });
    const { token, sessionId } = await createSession(user.id, meta);
    return { user: toUserDto(user), token, sessionId, requestedRole: data.role };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      await tellOwnerOfAttempt(data.email);
      throw new AppError("conflict", EMAIL_TAKEN);
    }
    throw error;
  }
}

/**
 * The spec answers a taken address with a refusal (who has an account shows there), so its
 * owner is told of the try: one email a day at most, whatever the number of tries.
 */
async function tellOwnerOfAttempt(email: string) {
  const owner = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, isActive: true },
  });
  if (!owner?.isActive) return;
  const day = new Date().toISOString().slice(0, 10);
  await db.$transaction((tx) =>
    enqueueEmail(tx, signupAttemptEmail, {
      to: owner.email,
      recipientUserId: owner.id,
      data: { firstName: owner.firstName },
      dedupeKey: `signup-attempt:${owner.id}:${day}`,
    }),
  );
}
