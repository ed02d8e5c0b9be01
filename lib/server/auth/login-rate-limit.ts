/**
 * Sign-in throttling (../shared decisions §3; docs/security.md, "Guessing one account's
 * password"). Three counters of failed attempts, each over 15 minutes:
 * - per email and client address together: 10, then 429 with Retry-After. A guesser at one
 *   address is stopped; the owner at their own address is not.
 * - per client address: 100, then 429 (one office or carrier address is shared by many
 *   people; 100 still stops one address spraying guesses across many emails).
 * - per email from every address: never a 429 (that would let anyone lock a known account
 *   out). Past 10, each attempt waits a growing delay before the password is checked, and
 *   the first time past 10 the owner is emailed a one-time sign-in link (log-in.ts).
 * Without a known address, the pair is the email alone.
 *
 * An attempt is counted atomically *before* the password is checked, so a burst of
 * parallel guesses cannot all slip under the limit; a success then gives the points back.
 * Counters live in PostgreSQL through rate-limiter-flexible's store (every app instance
 * shares them); keys are hashes, so any email length fits the key column.
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
/** The delay grows by this much per failure past the limit, up to MAX_LOGIN_DELAY_MS. */
export const LOGIN_DELAY_STEP_MS = 250;
export const MAX_LOGIN_DELAY_MS = 5_000;

let limiters: { byPair: PostgresLimiter; byIp: PostgresLimiter; byEmail: PostgresLimiter } | null =
  null;

function limiter(keyPrefix: string, points: number) {
  return postgresLimiter({ keyPrefix, points, duration: LOGIN_WINDOW_SECONDS });
}

function getLimiters() {
  limiters ??= {
    // The pair's prefix is the old per-email one: without an address, the pair is the email.
    byPair: limiter("login_email", MAX_FAILED_LOGINS),
    byIp: limiter("login_ip", MAX_FAILED_LOGINS_PER_ADDRESS),
    byEmail: limiter("login_email_all", MAX_FAILED_LOGINS),
  };
  return limiters;
}

const key = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 40);
const pairKey = (email: string, ip: string | null) => key(ip ? `${email}\n${ip}` : email);

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

/** The wait before the password check for the n-th attempt at one email in the window. */
export function loginDelayMs(attemptsForEmail: number): number {
  const over = attemptsForEmail - MAX_FAILED_LOGINS;
  return over <= 0 ? 0 : Math.min(over * LOGIN_DELAY_STEP_MS, MAX_LOGIN_DELAY_MS);
}

/**
 * Counts one attempt for the email and address pair and (when known) the address, and
 * throws 429 once either is over its limit; then counts it for the email from everywhere.
 * Answers how long to wait before checking the password, and whether this attempt is the
 * first past the email's limit (its owner is then sent a sign-in link).
 */
export async function consumeLoginAttempt(
  email: string,
  ip: string | null,
): Promise<{ delayMs: number; alertOwner: boolean }> {
  const { byPair, byIp, byEmail } = getLimiters();
  const [forPair, forIp] = await Promise.all([
    take(byPair, pairKey(email, ip)),
    ip ? take(byIp, key(ip)) : null,
  ]);
  if (forPair.consumedPoints > MAX_FAILED_LOGINS) throw tooMany(forPair.msBeforeNext);
  if (forIp && forIp.consumedPoints > MAX_FAILED_LOGINS_PER_ADDRESS) {
    throw tooMany(forIp.msBeforeNext);
  }
  const forEmail = await take(byEmail, key(email));
  return {
    delayMs: loginDelayMs(forEmail.consumedPoints),
    alertOwner: forEmail.consumedPoints === MAX_FAILED_LOGINS + 1,
  };
}

/** A success clears the pair's and the email's counts and gives the address its point back. */
export async function loginSucceeded(email: string, ip: string | null) {
  const { byPair, byIp, byEmail } = getLimiters();
  await Promise.all([
    byPair.delete(pairKey(email, ip)),
    byEmail.delete(key(email)),
    ip ? byIp.reward(key(ip), 1) : null,
  ]);
}
