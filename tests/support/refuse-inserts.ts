/**
 * Runs `work` while PostgreSQL refuses every insert into `table` with "<label> refused
 * (test)": to show that a transaction writing there rolls back whole. The trigger goes
 * afterwards, whatever `work` did.
 */
import { db } from "@/lib/server/db";

export async function withInsertsRefused<T>(
  table: string,
  label: string,
  work: () => Promise<T>,
): Promise<T> {
  const name = `refuse_${table}`;
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION '${label} refused (test)'; END $$ LANGUAGE plpgsql`);
  await db.$executeRawUnsafe(`
    CREATE TRIGGER ${name} BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  try {
    return await work();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER ${name} ON "${table}"`);
    await db.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
  }
}
