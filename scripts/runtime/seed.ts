/** `npm run db:seed`: loads the demo data into DATABASE_URL or the embedded database. */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { seedDemoData } from "./seed/seed-demo";
import { resolveDatabase } from "./db/local-postgres";
import { deployMigrations } from "./db/migrations";

async function main() {
  const database = await resolveDatabase(console.log);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) });
  try {
    await deployMigrations(database.url);
    const counts = await seedDemoData(db);
    console.log(
      `Demo data loaded: ${counts.users} users, ${counts.caterers} caterers, ${counts.dishes} dishes, ${counts.bookings} bookings.`,
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
