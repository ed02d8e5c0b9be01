/**
 * `npm run payments:retry-refunds`: finishes refunds whose provider call failed after the
 * booking was cancelled (bookings still paid with refundRequestedAt set). Idempotent: run it
 * as often as you like, by hand or from a scheduler.
 */
import { resolveDatabase } from "./db/local-postgres";
import { deployMigrations } from "./db/migrations";

async function main() {
  const database = await resolveDatabase(console.log);
  await deployMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  const { retryPendingRefunds } =
    await import("../../lib/server/money/payments/refund-booking-payment");
  const { db } = await import("../../lib/server/db");
  try {
    const { refunded, failed } = await retryPendingRefunds();
    console.log(`Refunds retried: ${refunded} refunded, ${failed} failed.`);
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
