/**
 * The physical baseline of `npm run bench`: a minimal node:http + pg server that answers
 * the benchmarked requests from the same database with the same JSON as the app, with
 * nothing else (no framework, no validation beyond the id, no cache, no session checks
 * beyond one lookup). The app's numbers are printed as ratios of these.
 *
 * - GET /api/caterers (the open kitchens), GET /api/caterers/{id}/dishes: the app's JSON,
 *   byte for byte in content (bench.ts compares them once before measuring).
 * - GET /caterer/{id}: the page's data (caterer, menu, first reviews) as JSON in one
 *   statement; the app renders HTML, so this is the floor of reading what the page shows.
 * - GET /?cuisine=X: the home page's data for one cuisine (the first 24 and the count) as
 *   JSON, the same kind of floor.
 * - POST /api/bookings: the session lookup and one INSERT in a transaction; the app also
 *   validates, checks the date's capacity and the customer's unpaid orders, and writes an
 *   audit row and an email, so this is the floor of writing an order.
 * - POST /api/cart/checkout: the session lookup, the cart and its dishes read (the cart row
 *   locked), the event inserted, each kitchen's date slot taken and its order and lines
 *   inserted, the cart deleted, in one transaction; the app also checks each line and
 *   kitchen, the unpaid allowance, the hold and the delivery fee: the floor of a checkout.
 */
import http from "node:http";
import { createHash } from "node:crypto";
import pg from "pg";

// timestamp(3) columns hold UTC (Prisma's convention).
pg.types.setTypeParser(1114, (s) => new Date(`${s.replace(" ", "T")}Z`));

const SPICE: Record<string, string> = { extra_hot: "extra-hot" };

/** The signed-in user of a bearer token, inside the request's transaction; null: none. */
async function sessionUserId(client: pg.PoolClient, req: http.IncomingMessage) {
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  const sessionId = createHash("sha256").update(token).digest("hex");
  const session = await client.query(
    `SELECT "userId" FROM sessions WHERE id = $1 AND "expiresAt" > now()`,
    [sessionId],
  );
  return (session.rows[0]?.userId as number | undefined) ?? null;
}

export function startRawServer(databaseUrl: string, port: number): Promise<http.Server> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(text);
  };
  const dish = (d: Record<string, unknown>) => ({
    id: d.id,
    catererId: d.catererId,
    name: d.name,
    description: d.description,
    category: d.category,
    dietaryTags: d.dietaryTags,
    spiceLevel: d.spiceLevel ? (SPICE[d.spiceLevel as string] ?? d.spiceLevel) : null,
    ingredients: d.ingredients,
    allergens: d.allergens,
    majorAllergens: d.allergensDeclared ? d.majorAllergens : null,
    imageUrls: d.imageUrls,
    mediumTrayPrice: d.mediumTrayPrice,
    largeTrayPrice: d.largeTrayPrice,
    isPopular: d.isPopular,
    isSignatureDish: d.isSignatureDish,
    preparationTime: d.preparationTime,
    servingSize: d.servingSize,
    createdAt: (d.createdAt as Date).toISOString(),
    updatedAt: (d.updatedAt as Date).toISOString(),
  });

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://x");
      let m: RegExpMatchArray | null;
      if (req.method === "GET" && url.pathname === "/api/caterers") {
        const { rows } = await pool.query(
          `SELECT id, "userId", name, cuisine, description, rating::text AS rating, "imageUrl",
                  location, "isGrandfathered"
           FROM caterers c
           WHERE c."userId" IS NULL OR c."userId" NOT IN (
             SELECT p."userId" FROM kitchen_permits p WHERE p."expiresOn" < current_date
             UNION SELECT u.id FROM users u WHERE NOT u."isActive")
           ORDER BY rating DESC, id ASC`,
        );
        return json(res, 200, rows);
      }
      if (
        req.method === "GET" &&
        (m = url.pathname.match(/^\/api\/caterers\/(\d{1,9})\/dishes$/))
      ) {
        const { rows } = await pool.query(
          `SELECT *, "mediumTrayPrice"::text AS "mediumTrayPrice",
                  "largeTrayPrice"::text AS "largeTrayPrice"
           FROM dishes WHERE "catererId" = $1 ORDER BY id`,
          [Number(m[1])],
        );
        return json(res, 200, rows.map(dish));
      }
      if (req.method === "GET" && (m = url.pathname.match(/^\/caterer\/(\d{1,9})$/))) {
        const { rows } = await pool.query(
          `SELECT to_jsonb(c) AS caterer,
             COALESCE((SELECT jsonb_agg(to_jsonb(d) ORDER BY d.id) FROM dishes d
                       WHERE d."catererId" = c.id), '[]') AS dishes,
             COALESCE((SELECT jsonb_agg(to_jsonb(r)) FROM (SELECT * FROM reviews r
                       WHERE r."catererId" = c.id AND NOT r."isHidden"
                       ORDER BY r."createdAt" DESC, r.id DESC LIMIT 5) r), '[]') AS reviews
           FROM caterers c WHERE c.id = $1`,
          [Number(m[1])],
        );
        return rows[0] ? json(res, 200, rows[0]) : json(res, 404, { message: "Caterer not found" });
      }
      if (req.method === "GET" && url.pathname === "/") {
        // The home page's data for one cuisine: the first 24 by rating and how many match.
        const { rows } = await pool.query(
          `SELECT COALESCE(jsonb_agg(to_jsonb(c)), '[]') AS caterers,
                  (SELECT count(*)::int FROM caterers WHERE cuisine = $1) AS total
           FROM (SELECT id, name, cuisine, rating, "imageUrl", location FROM caterers
                 WHERE cuisine = $1 ORDER BY rating DESC, id LIMIT 24) c`,
          [url.searchParams.get("cuisine") ?? ""],
        );
        return json(res, 200, rows[0]);
      }
      if (req.method === "POST" && url.pathname === "/api/bookings") {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          const userId = await sessionUserId(client, req);
          if (!userId) {
            await client.query("ROLLBACK");
            return json(res, 401, { message: "Not signed in" });
          }
          // The order and its one line share an id from the bookings' sequence, as the app
          // writes them (lib/server/lines/order-rows.ts): a line needs its order.
          const { rows } = await client.query(
            `WITH id AS (SELECT nextval('bookings_id_seq')::int AS id),
             o AS (
               INSERT INTO orders (id, "catererId", "userId", "eventDate", "eventTime",
                 "customerName", "customerEmail", "updatedAt")
               SELECT id.id, $1, $2, $6::date, $7, $4, $5, now() FROM id RETURNING id)
             INSERT INTO bookings (id, "orderId", "catererId", "userId", "dishId", "dishName",
               "customerName", "customerEmail", "eventDate", "eventTime", "traySize", quantity,
               "totalPrice", "updatedAt")
             SELECT o.id, o.id, $1, $2, d.id, d.name, $4, $5, $6::date, $7, $8::tray_size, $9,
                    (d."mediumTrayPrice" * 100)::int * $9, now()
             FROM dishes d, o WHERE d.id = $3 RETURNING *`,
            [
              body.catererId,
              userId,
              body.dishId,
              body.customerName,
              body.customerEmail,
              body.eventDate,
              body.eventTime,
              body.traySize,
              body.quantity,
            ],
          );
          await client.query("COMMIT");
          return json(res, 201, rows[0]);
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }
      if (req.method === "POST" && url.pathname === "/api/floor") {
        // The empty Next.js app's write floor (empty-app/app/api/floor), answered the same way.
        let length = 0;
        for await (const c of req) length += (c as Buffer).length;
        return json(res, 201, { received: length });
      }
      if (req.method === "POST" && url.pathname === "/api/cart/checkout") {
        for await (const c of req) void c;
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          const userId = await sessionUserId(client, req);
          if (!userId) {
            await client.query("ROLLBACK");
            return json(res, 401, { message: "Not signed in" });
          }
          const { rows: lines } = await client.query(
            `WITH cart AS (SELECT * FROM event_carts WHERE "userId" = $1 FOR UPDATE)
             SELECT cart.*, cart."eventDate"::text AS "eventDay", l.id AS "lineId", l."traySize", l.quantity, d.id AS "dishId",
                    d.name AS "dishName", d."catererId",
                    (d."mediumTrayPrice" * 100)::int * l.quantity AS "totalPrice"
             FROM cart JOIN event_cart_lines l ON l."cartId" = cart.id
             JOIN dishes d ON d.id = l."dishId" ORDER BY l.id`,
            [userId],
          );
          if (!lines.length) {
            await client.query("ROLLBACK");
            return json(res, 409, { message: "Your event cart is empty" });
          }
          const cart = lines[0];
          const totalCents = lines.reduce((s, l) => s + l.totalPrice, 0);
          const event = await client.query(
            `INSERT INTO catering_events ("userId", "eventDate", "eventTime", "deliveryAddress",
               "guestCount", "customerName", "customerEmail", "totalPrice", "updatedAt")
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) RETURNING id`,
            [
              userId,
              cart.eventDay,
              cart.eventTime,
              cart.deliveryAddress,
              cart.guestCount,
              cart.customerName,
              cart.customerEmail,
              totalCents,
            ],
          );
          const eventId = event.rows[0].id;
          const bookingIds: number[] = [];
          const kitchens = [...new Set(lines.map((l) => l.catererId as number))].sort(
            (a, b) => a - b,
          );
          for (const catererId of kitchens) {
            const own = lines.filter((l) => l.catererId === catererId);
            const slot = await client.query(
              `INSERT INTO availability AS a ("catererId", date, "isAvailable", "maxOrders",
                 "currentOrders", "currentTrays", "updatedAt")
               VALUES ($1, $2, true, 5, 1, $3, now())
               ON CONFLICT ("catererId", date) DO UPDATE
               SET "currentOrders" = a."currentOrders" + 1, "currentTrays" = a."currentTrays" + $3
               WHERE a."currentOrders" + 1 <= a."maxOrders" RETURNING a.id`,
              [catererId, cart.eventDay, own.reduce((s, l) => s + l.quantity, 0)],
            );
            if (!slot.rowCount) throw new Error("bench: the date is full");
            const { rows } = await client.query(
              `WITH o AS (
                 INSERT INTO orders (id, "catererId", "userId", "eventId", "eventDate", "eventTime",
                   "customerName", "customerEmail", "deliveryAddress", "guestCount", "updatedAt")
                 VALUES (nextval('bookings_id_seq')::int, $1, $2, $3, $4, $5, $6, $7, $8, $9, now())
                 RETURNING id)
               INSERT INTO bookings (id, "orderId", "catererId", "userId", "eventId", "dishId",
                 "dishName", "customerName", "customerEmail", "eventDate", "eventTime",
                 "traySize", quantity, "totalPrice", "updatedAt")
               SELECT CASE WHEN x.n = 1 THEN o.id ELSE nextval('bookings_id_seq')::int END,
                 o.id, $1, $2, $3, x.dish, x.name, $6, $7, $4, $5, x.size::tray_size, x.quantity,
                 x.total, now()
               FROM o, unnest($10::int[], $11::text[], $12::text[], $13::int[], $14::int[])
                 WITH ORDINALITY AS x(dish, name, size, quantity, total, n)
               ORDER BY x.n RETURNING id`,
              [
                catererId,
                userId,
                eventId,
                cart.eventDay,
                cart.eventTime,
                cart.customerName,
                cart.customerEmail,
                cart.deliveryAddress,
                cart.guestCount,
                own.map((l) => l.dishId),
                own.map((l) => l.dishName),
                own.map((l) => l.traySize),
                own.map((l) => l.quantity),
                own.map((l) => l.totalPrice),
              ],
            );
            bookingIds.push(...rows.map((r) => r.id as number));
          }
          await client.query(`DELETE FROM event_carts WHERE id = $1`, [cart.id]);
          await client.query("COMMIT");
          return json(res, 201, { eventId, bookingIds, totalCents, deliveryCents: 0 });
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }
      json(res, 404, { message: "Not found" });
    } catch (error) {
      console.error(error);
      if (!res.headersSent) json(res, 500, { message: "Internal server error" });
    }
  });
  server.on("close", () => void pool.end());
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
