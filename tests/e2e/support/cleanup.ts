/**
 * The e2e tests share one seeded database, and the browse tests count the demo's caterers
 * and open the best rated one. A test that creates a public caterer removes it (with the
 * rows the test gave it) when it ends, so the demo looks the same to every later test.
 */
import pg from "pg";
import { e2eDatabaseUrl } from "./database";

export async function removeCaterersNamed(...names: string[]) {
  if (!names.length) return;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT "id" FROM "caterers" WHERE "name" = ANY($1::text[])`,
      [names],
    );
    const ids = rows.map((r) => r.id);
    if (!ids.length) return;
    await client.query("BEGIN");
    await client.query(`DELETE FROM "bookings" WHERE "catererId" = ANY($1::int[])`, [ids]);
    await client.query(`DELETE FROM "caterers" WHERE "id" = ANY($1::int[])`, [ids]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
