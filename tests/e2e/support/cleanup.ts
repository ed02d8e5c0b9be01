/**
 * The e2e tests of a project share its seeded database, and the browse tests count the
 * demo's caterers and open the best rated one. A test that creates a public caterer removes
 * it (with the rows the test gave it) when it ends, so the demo looks the same to every
 * later test.
 *
 * The caterer itself is deleted through the admin API, as an admin would: that also drops
 * the server's cached caterer lists and pages (issue 15's caching), which a row deleted
 * behind the server's back would leave stale.
 */
import { test } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./database";

export async function removeCaterersNamed(...names: string[]) {
  if (!names.length) return;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  let ids: number[] = [];
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT "id" FROM "caterers" WHERE "name" = ANY($1::text[])`,
      [names],
    );
    ids = rows.map((r) => r.id);
    if (!ids.length) return;
    // An admin may not delete a caterer with orders; the test's orders go first, and what
    // hangs on them: receivables and their recoveries, disputes (their lines cascade).
    await client.query(
      `DELETE FROM "kitchen_receivable_recoveries" WHERE "receivableId" IN (SELECT "id" FROM "kitchen_receivables" WHERE "catererId" = ANY($1::int[])) OR "transferId" IN (SELECT "id" FROM "kitchen_transfers" WHERE "catererId" = ANY($1::int[]))`,
      [ids],
    );
    await client.query(`DELETE FROM "kitchen_receivables" WHERE "catererId" = ANY($1::int[])`, [ids]);
    await client.query(
      `DELETE FROM "disputes" WHERE "id" IN (SELECT "disputeId" FROM "dispute_lines" WHERE "catererId" = ANY($1::int[]))`,
      [ids],
    );
    await client.query(`DELETE FROM "kitchen_transfers" WHERE "catererId" = ANY($1::int[])`, [ids]);
    await client.query(`DELETE FROM "message_threads" WHERE "catererId" = ANY($1::int[])`, [ids]);
    await client.query(
      `DELETE FROM "order_changes" WHERE "orderId" IN (SELECT "id" FROM "orders" WHERE "catererId" = ANY($1::int[]))`,
      [ids],
    );
    await client.query(`DELETE FROM "bookings" WHERE "catererId" = ANY($1::int[])`, [ids]);
    await client.query(`DELETE FROM "orders" WHERE "catererId" = ANY($1::int[])`, [ids]);
  } finally {
    await client.end();
  }

  const baseURL = test.info().project.use.baseURL;
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "password123" }),
  });
  if (!login.ok) throw new Error(`cleanup: admin sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  try {
    for (const id of ids) {
      const res = await fetch(`${baseURL}/api/admin/caterers/${id}`, {
        method: "DELETE",
        headers,
      });
      if (!res.ok && res.status !== 404) {
        throw new Error(`cleanup: deleting caterer ${id} answered ${res.status}`);
      }
    }
  } finally {
    await fetch(`${baseURL}/api/auth/logout`, { method: "POST", headers });
  }
}
