/**
 * Rate limits on what one person or one network address may create in a while (orders,
 * accounts), beyond the sign-in limits of ./auth/login-rate-limit.ts. Counters live in
 * PostgreSQL through rate-limiter-flexible's PostgreSQL store (table rate_limits, one
 * statement per count, on the app's pg pool), so every app instance shares them; a refused
 * call is a 429 with Retry-After.
 */
import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterRes } from "rate-limiter-flexible";
import { db } from "./db";
import { postgresLimiter, type PostgresLimiter } from "./rate-limit-store";
import { databaseAppError } from "./db-errors";
import { AppError } from "./errors";

export const RATE_LIMITS = {
  /** Orders per customer account per hour. */
  bookingPerUser: {
    points: 20,
    duration: 3600,
    message: "You have placed many orders in a short time. Please try again later.",
  },
  /** Orders per client address per hour (many people may share one address). */
  bookingPerAddress: {
    points: 100,
    duration: 3600,
    message: "Too many orders from your network. Please try again later.",
  },
  /** New accounts per client address per hour. */
  signupPerAddress: {
    points: 20,
    duration: 3600,
    message: "Too many sign-ups from your network. Please try again later.",
  },
  /**
   * "Forgot password?" requests per email address per hour, counted whether or not the
   * address has an account, so the limit itself tells nothing about accounts.
   */
  passwordResetPerEmail: {
    points: 5,
    duration: 3600,
    message: "Too many password reset requests. Please try again later.",
  },
  /** Password reset requests and attempts per client address per hour. */
  passwordResetPerAddress: {
    points: 30,
    duration: 3600,
    message: "Too many password reset requests. Please try again later.",
  },
  /** "Resend verification email" per account per hour. */
  verificationEmailPerUser: {
    points: 3,
    duration: 3600,
    message: "Too many verification emails. Please try again later.",
  },
  /** Messages per account in 10 minutes: a conversation, not a way to flood an inbox. */
  messagesPerUser: {
    points: 30,
    duration: 600,
    message: "You are sending messages too quickly. Please wait a few minutes.",
  },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The allowance of a limit: RATE_LIMITS unless the deployment sets its own, e.g.
 * RATE_LIMIT_SIGNUP_PER_ADDRESS=200 behind a campus proxy (and the end-to-end tests, whose
 * one browser signs up and orders far more often than any person).
 */
export function rateLimitPoints(name: RateLimitName): number {
  const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  const configured = process.env[variable] ?? "";
  return /^[1-9]\d{0,8}$/.test(configured) ? Number(configured) : RATE_LIMITS[name].points;
}

const limiters = new Map<RateLimitName, PostgresLimiter>();

function limiter(name: RateLimitName) {
  let rl = limiters.get(name);
  if (!rl) {
    rl = postgresLimiter({
      keyPrefix: `limit_${name}`,
      points: rateLimitPoints(name),
      duration: RATE_LIMITS[name].duration,
    });
    limiters.set(name, rl);
  }
  return rl;
}

const hashed = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 40);

function refused(name: RateLimitName, msBeforeNext: number) {
  return new AppError("rate_limited", RATE_LIMITS[name].message, {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(msBeforeNext / 1000))) },
  });
}

/**
 * Counts one attempt against each limit that has a key (a null key, e.g. an unknown
 * address, is skipped) and throws 429 when any is over. Counted before the work is done,
 * so parallel attempts cannot slip past.
 */
export async function consumeRateLimits(checks: [RateLimitName, string | number | null][]) {
  const results = await Promise.all(
    checks.map(async ([name, key]) => {
      if (key === null || key === "") return null;
      try {
        const res = await limiter(name).consume(hashed(String(key)), 1);
        return { name, res };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { name, res: error };
        throw databaseAppError(error) ?? error;
      }
    }),
  );
  for (const r of results) {
    if (r && r.res.consumedPoints > rateLimitPoints(r.name)) {
      throw refused(r.name, r.res.msBeforeNext);
    }
  }
}

/**
 * Deletes counters that expired over an hour ago (every limit's window is at most an hour).
 * Run by the job worker, once per period across all instances, instead of the library's
 * own timer in every process.
 */
export async function clearExpiredRateLimits(now: Date = new Date()) {
  const { count } = await db.rateLimit.deleteMany({
    where: { expire: { lt: BigInt(now.getTime() - 3_600_000) } },
  });
  return count;
}
