/**
 * The kitchen-order migration (20261129030139_kitchen_orders) on a copy of the demo data in
 * the shape it had before: every line lands in exactly one order, a date's slots count
 * orders, and no other row (money above all) changes. The expectations are computed here
 * from the old rows, never by the migration's own SQL.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { db } from "@/lib/server/db";
import { seedDemoData } from "@/scripts/runtime/seed/seed-demo";
import { resetDatabase } from "../support/reset-db";

const TODAY = "2026-11-22";
const MIGRATIONS = path.join(process.cwd(), "prisma/migrations");
const FIRST_NEW = "20261129030139_kitchen_orders";
// Under this worker's database name, so the run's teardown (test-database-cli.ts) drops it
// with the worker databases: a DROP DATABASE in afterAll timed out under the e2e suite's load.
const copyName = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_migration_copy`;

type Row = Record<string, unknown>;

function urlFor(name: string) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function migrationSql(filter: (name: string) => boolean) {
  return readdirSync(MIGRATIONS, { withFileTypes: true })
    .filter((e) => e.isDirectory() && filter(e.name))
    .map((e) => e.name)
    .sort()
    .map((name) => readFileSync(path.join(MIGRATIONS, name, "migration.sql"), "utf8"));
}

async function tableColumns(c: pg.Client) {
  const { rows } = await c.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name NOT LIKE '\\_prisma%'
     ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const r of rows)
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  return tables;
}

const cols = (names: string[]) => names.map((n) => `"${n}"`).join(", ");

/** Every row of every table, old columns only, as JSON text so Decimals and dates compare exactly. */
async function dump(c: pg.Client, tables: Map<string, string[]>) {
  const out: Record<string, string[]> = {};
  for (const [table, names] of tables) {
    const { rows } = await c.query<{ j: string }>(
      `SELECT row_to_json(t)::text AS j FROM (SELECT ${cols(names)} FROM "${table}") t ORDER BY 1`,
    );
    out[table] = rows.map((r) => r.j);
  }
  return out;
}

let before: Record<string, string[]>;
let after: Record<string, string[]>;
let oldTables: Map<string, string[]>;
let oldLines: Row[];
let oldEvents: Row[];
let orders: Row[];
let newLines: Row[];
let availability: Row[];
let eventId: number;

beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(db, TODAY);

  await withClient(urlFor("postgres"), async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`);
    // template0: CREATE DATABASE from template1 fails while anyone else is connected to it.
    await c.query(`CREATE DATABASE "${copyName}" TEMPLATE template0`);
  });
  const copyUrl = urlFor(copyName);

  await withClient(copyUrl, async (copy) => {
    // The schema as it was before the kitchen order.
    for (const sql of migrationSql((name) => name < FIRST_NEW)) await copy.query(sql);
    oldTables = await tableColumns(copy);

    // The demo data, old columns only (orders, changes and orderId did not exist).
    await withClient(process.env.DATABASE_URL!, async (source) => {
      await copy.query("SET session_replication_role = replica");
      for (const [table, names] of oldTables) {
        const { rows } = await source.query<{ j: unknown }>(
          `SELECT coalesce(json_agg(t), '[]') AS j FROM (SELECT ${cols(names)} FROM "${table}") t`,
        );
        await copy.query(
          `INSERT INTO "${table}" (${cols(names)})
           SELECT ${cols(names)} FROM json_populate_recordset(null::"${table}", $1)`,
          [JSON.stringify(rows[0]!.j)],
        );
      }
      await copy.query("SET session_replication_role = origin");
      const { rows: seqs } = await copy.query<{ s: string }>(
        `SELECT sequencename AS s FROM pg_sequences WHERE schemaname = 'public'`,
      );
      for (const { s } of seqs) {
        const { rows } = await source.query<{ v: string }>(`SELECT last_value AS v FROM "${s}"`);
        await copy.query(`SELECT setval('"${s}"', $1)`, [rows[0]!.v]);
      }
    });

    // The demo seed has single-dish orders only; an event of the old shape joins them: three
    // lines of one kitchen (one cancelled) and two of another, the way the cart stored them.
    const { rows: kitchens } = await copy.query<{ catererId: number; dishId: number }>(
      `SELECT DISTINCT ON (c."id") c."id" AS "catererId", d."id" AS "dishId"
       FROM "caterers" c JOIN "dishes" d ON d."catererId" = c."id"
       ORDER BY c."id", d."id" LIMIT 2`,
    );
    const { rows: template } = await copy.query<{ j: Row }>(
      `SELECT row_to_json(b) AS j FROM "bookings" b ORDER BY "id" LIMIT 1`,
    );
    const eventDate = "2026-12-05";
    const { rows: ev } = await copy.query<{ id: number }>(
      `INSERT INTO "catering_events" ("userId", "eventDate", "eventTime", "deliveryAddress",
         "guestCount", "customerName", "customerEmail", "totalPrice", "updatedAt")
       VALUES ($1, $2, '18:00', '12 Elm St', 30, 'Old Shape', 'old@example.com', 50000, now())
       RETURNING "id"`,
      [template[0]!.j.userId, eventDate],
    );
    eventId = ev[0]!.id;
    const lines = [
      { kitchen: 0, status: "confirmed" },
      { kitchen: 1, status: "confirmed" },
      { kitchen: 0, status: "confirmed" },
      { kitchen: 0, status: "cancelled" },
      { kitchen: 1, status: "pending" },
    ];
    for (const line of lines) {
      const row = {
        ...template[0]!.j,
        id: undefined,
        eventId,
        catererId: kitchens[line.kitchen]!.catererId,
        dishId: kitchens[line.kitchen]!.dishId,
        status: line.status,
        eventDate,
        customerName: "Old Shape",
        customerEmail: "old@example.com",
      };
      const names = oldTables.get("bookings")!.filter((n) => n !== "id");
      await copy.query(
        `INSERT INTO "bookings" (${cols(names)})
         SELECT ${cols(names)} FROM json_populate_record(null::"bookings", $1)`,
        [JSON.stringify(row)],
      );
    }
    // Slots as the old code kept them: one per open line.
    await copy.query(
      `INSERT INTO "availability" ("catererId", "date", "isAvailable", "maxOrders", "currentOrders", "updatedAt")
       SELECT "catererId", "eventDate", true, 5, 0, now() FROM "bookings"
       WHERE "status" <> 'cancelled' GROUP BY 1, 2
       ON CONFLICT ("catererId", "date") DO NOTHING`,
    );
    await copy.query(
      `UPDATE "availability" a SET "currentOrders" = coalesce((SELECT count(*) FROM "bookings" b
         WHERE b."catererId" = a."catererId" AND b."eventDate" = a."date" AND b."status" <> 'cancelled'), 0)`,
    );

    before = await dump(copy, oldTables);
    oldLines = (await copy.query(`SELECT * FROM "bookings" ORDER BY "id"`)).rows;
    oldEvents = (await copy.query(`SELECT * FROM "catering_events"`)).rows;

    for (const sql of migrationSql((name) => name >= FIRST_NEW)) await copy.query(sql);

    after = await dump(copy, oldTables);
    orders = (await copy.query(`SELECT * FROM "orders" ORDER BY "id"`)).rows;
    newLines = (await copy.query(`SELECT * FROM "bookings" ORDER BY "id"`)).rows;
    availability = (await copy.query(`SELECT * FROM "availability"`)).rows;
  });
}, 300_000);

afterAll(() => db.$disconnect());

/** The order a line belongs to, by the rule: an event's lines of one kitchen share one. */
function groupKey(line: Row) {
  return line.eventId == null ? `line:${line.id}` : `event:${line.eventId}/${line.catererId}`;
}

const dateKey = (d: unknown) => (d as Date).toISOString().slice(0, 10);

describe("the kitchen-order migration on a copy of the demo data", () => {
  it("puts every line in exactly one order: its own, or its event's order with that kitchen", () => {
    expect(oldLines.length).toBeGreaterThan(20);
    const groups = new Map<string, number[]>();
    for (const line of oldLines) {
      groups.set(groupKey(line), [...(groups.get(groupKey(line)) ?? []), line.id as number]);
    }
    expect(orders).toHaveLength(groups.size);
    const orderIds = new Set(orders.map((o) => o.id));
    for (const line of newLines) {
      const expected = Math.min(...groups.get(groupKey(line))!);
      expect({ line: line.id, order: line.orderId }).toEqual({ line: line.id, order: expected });
      expect(orderIds.has(line.orderId)).toBe(true);
    }
    // The old-shape event: two kitchens, two orders of three and two lines.
    const eventOrders = orders.filter((o) => o.eventId === eventId);
    expect(eventOrders).toHaveLength(2);
    const sizes = eventOrders.map((o) => newLines.filter((l) => l.orderId === o.id).length);
    expect(sizes.sort()).toEqual([2, 3]);
  });

  it("gives each order its event's details, or its single line's, and a status from its lines", () => {
    const events = new Map(oldEvents.map((e) => [e.id, e]));
    for (const order of orders) {
      const lines = oldLines.filter(
        (l) => groupKey(l) === groupKey(newLines.find((n) => n.orderId === order.id)!),
      );
      const source = order.eventId == null ? lines[0]! : events.get(order.eventId)!;
      expect(order.catererId).toBe(lines[0]!.catererId);
      expect(order.customerEmail).toBe(source.customerEmail);
      expect(dateKey(order.eventDate)).toBe(dateKey(source.eventDate));
      expect(order.eventTime).toBe(source.eventTime);
      const statuses = lines.map((l) => l.status);
      const open = statuses.filter((s) => s !== "cancelled");
      const expected =
        open.length === 0
          ? "cancelled"
          : open.includes("pending")
            ? "pending"
            : open.every((s) => s === "completed")
              ? "completed"
              : "confirmed";
      expect({ order: order.id, status: order.status }).toEqual({
        order: order.id,
        status: expected,
      });
      expect(order.holdsSlot).toBe(open.length > 0);
    }
    const mixed = orders.find(
      (o) => o.eventId === eventId && newLines.filter((l) => l.orderId === o.id).length === 2,
    );
    expect(mixed?.status).toBe("pending");
  });

  it("counts one slot per open order on each date; trays stay as they were", () => {
    const expected = new Map<string, Set<string>>();
    for (const line of oldLines) {
      if (line.status === "cancelled") continue;
      const key = `${line.catererId}/${dateKey(line.eventDate)}`;
      expected.set(key, (expected.get(key) ?? new Set()).add(groupKey(line)));
    }
    let checked = 0;
    for (const a of availability) {
      const key = `${a.catererId}/${dateKey(a.date)}`;
      expect({ key, slots: a.currentOrders }).toEqual({ key, slots: expected.get(key)?.size ?? 0 });
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    const beforeTrays = before.availability!.map((j) => JSON.parse(j).currentTrays).sort();
    const afterTrays = after.availability!.map((j) => JSON.parse(j).currentTrays).sort();
    expect(afterTrays).toEqual(beforeTrays);
  });

  it("changes no other row: payments, refunds, transfers, lines and events are as they were", () => {
    const moneyTables = [...oldTables.keys()].filter((t) =>
      /payment|refund|transfer|payout|ledger/.test(t),
    );
    expect(moneyTables.length).toBeGreaterThan(2);
    for (const table of oldTables.keys()) {
      if (table === "availability") continue;
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    }
    expect(before.bookings!.length).toBe(oldLines.length);
  });
});
