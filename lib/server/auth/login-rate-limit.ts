/**
 * Sign-in throttling (decisions section 3): 10 failed attempts per email and per client
 * address in 15 minutes, then 429 with Retry-After. Counters live in PostgreSQL through
 * rate-limiter-flexible's Prisma store, so every app instance shares them.
 */
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { db } from "../db";
import { AppError } from "../errors";

export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

let limiters: { byEmail: RateLimiterPrisma; byIp: RateLimiterPrisma } | null = null;

function getLimiters() {
  limiters ??= {
    byEmail: new RateLimiterPrisma({
      storeClient: db,
      tableName: "rateLimit",
      keyPrefix: "login_email",
      points: MAX_FAILED_LOGINS,
      duration: LOGIN_WINDOW_SECONDS,
    }),
    byIp: new RateLimiterPrisma({
      storeClient: db,
      tableName: "rateLimit",
      keyPrefix: "login_ip",
      points: MAX_FAILED_LOGINS,
      duration: LOGIN_WINDOW_SECONDS,
    }),
  };
  return limiters;
}

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("rate_limited", "Too many sign-in attempts. Please try again later.", {
    headers: { "Retry-After": String(seconds) },
  });
}

/**
 * Throws 429 when either key has used up its failures. Without a known client address only
 * the email counts: one shared "unknown" bucket would let anyone lock everyone out.
 */
export async function assertLoginAllowed(email: string, ip: string | null) {
  const { byEmail, byIp } = getLimiters();
  const [e, i] = await Promise.all([byEmail.get(email), ip ? byIp.get(ip) : null]);
  for (const res of [e, i]) {
    if (res && res.consumedPoints >= MAX_FAILED_LOGINS) throw tooMany(res.msBeforeNext);
  }
}

export async function recordFailedLogin(email: string, ip: string | null) {
  const { byEmail, byIp } = getLimiters();
  await Promise.all([byEmail.penalty(email, 1), ip ? byIp.penalty(ip, 1) : null]).catch(
    (error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
    },
  );
}

/** A successful sign-in clears the email's failures (the address keeps its count). */
export async function clearLoginFailures(email: string) {
  await getLimiters().byEmail.delete(email);
}
