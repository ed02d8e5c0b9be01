/** Retry timing of the job worker's queues (email outbox, work queue); pure, so unit tested. */
import "server-only";

export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 60 * 60_000;

/**
 * Exponential backoff: 30 s after the first failed attempt, then 1, 2, 4... minutes,
 * capped at an hour. `random` (0..1) spreads retries by up to 10% so that many rows failed
 * by one outage do not all hit the server again in the same second.
 */
export function retryDelayMs(failedAttempts: number, random = Math.random()): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(delay * (1 + 0.1 * random));
}
