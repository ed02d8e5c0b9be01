/**
 * `npm run jobs:expire-holds`: cancels unpaid orders whose hold has ended and releases their
 * dates (lib/server/lines/expire-unpaid-holds.ts). Idempotent; the job worker runs it
 * every minute (lib/server/jobs/registry.ts), and it can be run by hand.
 */
import { resolveDatabase } from "../db/local-postgres";
import { deployMigrations } from "../db/migrations";

async function main() {
  const database = await resolveDatabase(console.log);
  await deployMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  const { expireUnpaidHolds } = await import("../../../lib/server/lines/expire-unpaid-holds");
  const { db } = await import("../../../lib/server/db");
  try {
    const { cancelled } = await expireUnpaidHolds(new Date());
    console.log(
      cancelled.length
        ? `Unpaid holds expired: cancelled bookings ${cancelled.join(", ")}.`
        : "Unpaid holds expired: none due.",
    );
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
