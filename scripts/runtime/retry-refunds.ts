/**
 * `npm run payments:retry-refunds`: retries now, without waiting for their backoff, the
 * refunds whose provider call failed after the cancellation (pending refund_line and
 * refund_change_line work items) or after holding an unmatched payment (refund_unmatched).
 * Idempotent: run it as often as you like.
 */
import { resolveDatabase } from "./db/local-postgres";
import { deployMigrations } from "./db/migrations";

async function main() {
  const database = await resolveDatabase(console.log);
  await deployMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  await import("../../lib/server/jobs/work-handlers");
  const { retryWorkNow } = await import("../../lib/server/work/run-work");
  const { db } = await import("../../lib/server/db");
  try {
    const r = await retryWorkNow(["refund_line", "refund_change_line", "refund_unmatched"]);
    const failed = r.retrying + r.failed;
    console.log(`Refunds retried: ${r.outcomes.refunded ?? 0} refunded, ${failed} failed.`);
    if (failed) process.exitCode = 1;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
