/**
 * Bench data: deterministic caterers and dishes, varied enough that filters and sorts do
 * real work, bulk-inserted with INSERT ... SELECT generate_series (the dish triggers then
 * summarise every menu once); and customers with sessions for POST /api/bookings.
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Every so many bench kitchens has a deactivated owner, or an expired permit: closed (primes,
 * so that they fall on kitchens with and without an area alike).
 */
const CLOSED_OWNER_EVERY = 499;
const EXPIRED_PERMIT_EVERY = 301;

/** Whether bench kitchen `id` is closed (takes no orders, listed nowhere). */
export function isBenchKitchenClosed(id: number): boolean {
  return id % CLOSED_OWNER_EVERY === 0 || id % EXPIRED_PERMIT_EVERY === 0;
}

export async function loadBenchData(
  url: string,
  caterers: number,
  dishesPerCaterer: number,
  log: (message: string) => void,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO caterers (name, cuisine, description, rating, "imageUrl", location, "updatedAt")
       SELECT
         'Bench Kitchen ' || g,
         (ARRAY['Italian','Mexican','Indian','Thai','Mediterranean','Southern','Fusion'])[1 + g % 7],
         'Family recipes cooked at home for gatherings of every size. Kitchen number ' || g ||
           ' delivers medium and large trays for parties, offices and weddings.',
         ((g * 37) % 51) / 10.0,
         '/images/caterers/nonna-rosa.svg',
         CASE WHEN g % 25 = 0 THEN NULL ELSE
           (ARRAY['Brooklyn, NY','Queens, NY','Harlem, NY','Hoboken, NJ','Newark, NJ',
                  'Jersey City, NJ','Edison, NJ','Yonkers, NY','Philadelphia, PA',
                  'Long Island City, NY','Astoria, NY','Bronx, NY'])[1 + (g * 7) % 12] END,
         now()
       FROM generate_series(1, $1::int) AS g`,
      [caterers],
    );
    await client.query(
      `INSERT INTO dishes ("catererId", name, description, category, "dietaryTags", "spiceLevel",
                           ingredients, allergens, "imageUrls", "mediumTrayPrice",
                           "largeTrayPrice", "isPopular", "isSignatureDish", "preparationTime",
                           "servingSize", "updatedAt")
       SELECT
         c.id,
         'Dish ' || g || ' of ' || c.name,
         'Slow-cooked with seasonal vegetables, fresh herbs and a house spice blend.',
         (ARRAY['appetizer','main','dessert','side'])[1 + g % 4]::dish_category,
         CASE g % 5 WHEN 0 THEN ARRAY['vegan','vegetarian'] WHEN 1 THEN ARRAY['vegetarian']
                    WHEN 2 THEN ARRAY['gluten-free'] ELSE ARRAY[]::text[] END,
         (ARRAY['mild','medium','hot','extra-hot'])[1 + g % 4]::spice_level,
         ARRAY['tomatoes','garlic','onion','olive oil','basil','salt','black pepper','parsley'],
         ARRAY['gluten','dairy'],
         ARRAY['/images/dishes/lasagna.svg'],
         (15 + (g * 13) % 90)::numeric + 0.99,
         (25 + (g * 17) % 140)::numeric + 0.50,
         g % 7 = 0,
         g % 11 = 0,
         20 + g % 100,
         'Serves a crowd',
         now()
       FROM generate_series(1, $1::int) AS g
       JOIN caterers c ON c.id = 1 + (g - 1) / $2::int`,
      [caterers * dishesPerCaterer, dishesPerCaterer],
    );
    // An owner account and a permit for each kitchen, as in production: a few owners
    // deactivated and a few permits expired, whose kitchens lists and searches leave out.
    await client.query(
      `INSERT INTO users (email, "passwordHash", "firstName", "lastName", role, "isActive",
                          "updatedAt")
       SELECT 'bench.owner.' || c.id || '@example.com', 'not-a-hash', 'Owner', 'Bench', 'caterer',
              c.id % ${CLOSED_OWNER_EVERY} <> 0, now()
       FROM caterers c`,
    );
    await client.query(
      `UPDATE caterers c SET "userId" = u.id FROM users u
       WHERE u.email = 'bench.owner.' || c.id || '@example.com'`,
    );
    await client.query(
      `INSERT INTO kitchen_permits ("userId", "permitType", "permitNumber", "issuingAuthority",
                                    "expiresOn", "updatedAt")
       SELECT c."userId", 'home_kitchen_operation_permit', 'HKP-' || c.id, 'Bench County',
              CASE WHEN c.id % ${EXPIRED_PERMIT_EVERY} = 0 THEN now()::date - 30 ELSE now()::date + 365 END, now()
       FROM caterers c`,
    );
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE caterers");
    await client.query("VACUUM ANALYZE dishes");
    await client.query("VACUUM ANALYZE users");
    await client.query("VACUUM ANALYZE kitchen_permits");
    const { rows } = await client.query(
      "SELECT (SELECT count(*) FROM caterers)::int AS c, (SELECT count(*) FROM dishes)::int AS d",
    );
    log(
      `loaded ${rows[0].c} caterers and ${rows[0].d} dishes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

/**
 * `count` customer accounts with one session each; returns their bearer tokens. Sessions
 * are stored as the app stores them (lib/server/auth/sessions.ts: the row id is the
 * token's SHA-256). One customer may hold only a few unpaid orders, so a booking bench
 * spreads its orders over many customers.
 */
export async function createBenchCustomers(
  url: string,
  count: number,
  label = "customer",
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (email, "passwordHash", "firstName", "lastName", "updatedAt")
       SELECT 'bench.' || $2 || '.' || g || '@example.com', 'not-a-password-hash', 'Bench', 'Customer ' || g, now()
       FROM generate_series(1, $1::int) AS g ORDER BY g RETURNING id`,
      [count, label],
    );
    const tokens = rows.map(() => randomBytes(32).toString("base64url"));
    const ids = tokens.map((t) => createHash("sha256").update(t).digest("hex"));
    await client.query(
      `INSERT INTO sessions (id, "userId", "expiresAt")
       SELECT s.id, s."userId", now() + interval '1 day'
       FROM unnest($1::text[], $2::int[]) AS s(id, "userId")`,
      [ids, rows.map((r) => r.id)],
    );
    return tokens;
  } finally {
    await client.end();
  }
}

/**
 * One event cart per customer for the POST /api/cart/checkout bench (checking out empties
 * it, so each cart is checked out once): two medium trays from two open kitchens with no
 * minimum (odd ids), as an event gathering dishes from several kitchens; customer n takes
 * kitchens 2n and 2n+1 of that list on a date 3 + n / (list length / 2) days out, so no
 * two carts share a kitchen's date and the notice and the booking window always allow it.
 */
export async function createBenchCarts(
  url: string,
  tokens: string[],
  caterers: number,
  dishesPerCaterer: number,
  today: Date,
) {
  const open: number[] = [];
  for (let id = 1; id <= caterers; id += 2) if (!isBenchKitchenClosed(id)) open.push(id);
  const perDate = Math.floor(open.length / 2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sessions = tokens.map((t) => createHash("sha256").update(t).digest("hex"));
    const dates = tokens.map((_, n) => {
      const d = new Date(today);
      d.setUTCDate(d.getUTCDate() + 3 + (Math.floor(n / perDate) % 350));
      return d.toISOString().slice(0, 10);
    });
    const dishes = (k: 0 | 1) =>
      tokens.map(
        (_, n) => (open[(2 * (n % perDate) + k) % open.length]! - 1) * dishesPerCaterer + 1,
      );
    await client.query("BEGIN");
    await client.query(
      `WITH c AS (
         INSERT INTO event_carts ("userId", "eventDate", "eventTime", "deliveryAddress",
           "guestCount", "customerName", "customerEmail", "updatedAt")
         SELECT s."userId", x.date::date, '18:00', '12 Bench Street, Springfield', 20,
           'Bench Customer', 'bench.customer@example.com', now()
         FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS x(session, date, a, b)
         JOIN sessions s ON s.id = x.session
         RETURNING id, "userId")
       INSERT INTO event_cart_lines ("cartId", "dishId", "traySize", quantity)
       SELECT c.id, d.dish, 'medium', 1
       FROM c JOIN sessions s ON s."userId" = c."userId"
       JOIN unnest($1::text[], $3::int[], $4::int[]) AS x(session, a, b) ON x.session = s.id
       CROSS JOIN LATERAL (VALUES (x.a), (x.b)) AS d(dish)`,
      [sessions, dates, dishes(0), dishes(1)],
    );
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}
