/**
 * Sign-in throttling: 10 attempts that did not succeed per email in 15 minutes, then 429
 * with Retry-After. Per client address the limit is 100: one office, campus or mobile
 * carrier address is shared by many people, and ten typos by one of them must not lock
 * the others out; 100 still stops one address from spraying guesses across many emails. Counters live in PostgreSQL
 * through rate-limiter-flexible's PostgreSQL store, so every app instance shares them.
 *
 * An attempt is counted atomically *before* the password is checked, so a burst of
 * parallel guesses cannot all slip under the limit; a success then gives the point back.
 * Keys are hashes, so any email length fits the store's key column.
 */
import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterRes } from "rate-limiter-flexible";
import { databaseAppError } from "../db-errors";
import { AppError } from "../errors";
import { log } from "../observability/log";
import { postgresLimiter, type PostgresLimiter } from "../rate-limit-store";

export const MAX_FAILED_LOGINS = 10;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 100;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

let limiters: { byEmail: PostgresLimiter; byIp: PostgresLimiter } | null = null;

function limiter(keyPrefix: string, points: number) {
  return postgresLimiter({ keyPrefix, points, duration: LOGIN_WINDOW_SECONDS });
}

function getLimiters() {
  limiters ??= {
    byEmail: limiter("login_email", MAX_FAILED_LOGINS),
    byIp: limiter("login_ip", MAX_FAILED_LOGINS_PER_ADDRESS),
  };
  return limiters;
}

const key = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 40);

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("rate_limited", "Too many sign-in attempts. Please try again later.", {
    headers: { "Retry-After": String(seconds) },
  });
}

async function take(rl: PostgresLimiter, k: string): Promise<RateLimiterRes> {
  try {
    return await rl.penalty(k, 1);
  } catch (error) {
    // Fail closed: if the store cannot count, nobody gets unlimited guesses.
    if (error instanceof RateLimiterRes) return error;
    // An unreachable database is not the client's fault: that is a 503, not a false 429.
    const unavailable = databaseAppError(error);
    if (unavailable) throw unavailable;
    log.error("Sign-in rate limit store failed", error);
    throw new AppError("rate_limited", "Too many sign-in attempts. Please try again later.", {
      headers: { "Retry-After": "60" },
    });
  }
}

/**
 * Counts one attempt for the email and (when known) the client address; throws 429 once
 * either is over the limit. Without a known address only the email counts: one shared
 * "unknown" bucket would let anyone lock everyone out.
 */
export async function consumeLoginAttempt(email: string, ip: string | null) {
  const { byEmail, byIp } = getLimiters();
  const [forEmail, forIp] = await Promise.all([
    take(byEmail, key(email)),
    ip ? take(byIp, key(ip)) : null,
  ]);
  if (forEmail.consumedPoints > MAX_FAILED_LOGINS) throw tooMany(forEmail.msBeforeNext);
  if (forIp && forIp.consumedPoints > MAX_FAILED_LOGINS_PER_ADDRESS) {
    throw tooMany(forIp.msBeforeNext);
  }
}

/** A success clears the email's count and gives the address its point back. */
export async function loginSucceeded(email: string, ip: string | null) {
  const { byEmail, byIp } = getLimiters();
  await Promise.all([byEmail.delete(key(email)), ip ? byIp.reward(key(ip), 1) : null]);
}
