/**
 * The gaps a security review found (NUL bytes, loose numbers and dates, partial PATCH,
 * body limits, test payments in production, the per-address sign-in limit), each refused
 * with a 4xx and the database unchanged.
 */
import { GET as caterersRoute } from "@/app/api/caterers/route";
import { GET as bookingsRoute, POST as createBookingRoute } from "@/app/api/bookings/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { PATCH as patchMeRoute } from "@/app/api/auth/me/route";
import { POST as applicationsRoute } from "@/app/api/caterer-applications/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { BOOKING_WINDOW_DAYS } from "@/lib/constants";
import { addDaysIso, todayIso } from "@/lib/dates";
import { hashPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";
import { errorResponse } from "@/lib/server/http/handle-route";
import { getCheckout } from "@/lib/server/money/payments/get-checkout";
import { makeDish, signedIn, signedInCaterer, userData } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let dish: Awaited<ReturnType<typeof makeDish>>;

const order = (overrides: Record<string, unknown> = {}) => ({
  catererId: kitchen.caterer.id,
  dishId: dish.id,
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
  eventDate: addDaysIso(todayIso(), 10),
  eventTime: "18:00",
  traySize: "large",
  quantity: 2,
  ...overrides,
});
const postBooking = (body: unknown) =>
  call(createBookingRoute, "/api/bookings", { body, token: customer.token });

beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Rosa");
  customer = await signedIn("user", "Casey");
  dish = await makeDish(kitchen.caterer.id);
});
afterAll(() => db.$disconnect());

describe("NUL characters are invalid input, never a 500", () => {
  it.each<Record<string, string>>([
    { diet: "\u0000" },
    { location: "\u0000" },
    { cuisine: "It\u0000alian" },
  ])("GET /api/caterers %j -> 400", async (query) => {
    const res = await call(caterersRoute, "/api/caterers", { query });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(expect.any(String));
  });

  it("GET /api/bookings?email=%00 -> 400", async () => {
    const res = await call(bookingsRoute, "/api/bookings", {
      query: { email: "\u0000" },
      token: customer.token,
    });
    expect(res.status).toBe(400);
  });

  it("sign-up with a NUL in the name -> 400, no account", async () => {
    const before = await db.user.count();
    const res = await call(signupRoute, "/api/auth/signup", {
      body: {
        firstName: "Ca\u0000sey",
        lastName: "Morgan",
        email: "nul@example.com",
        password: "password123",
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe("firstName");
    expect(await db.user.count()).toBe(before);
  });

  it("an application with a NUL in businessName -> 400, nothing stored", async () => {
    const res = await call(applicationsRoute, "/api/caterer-applications", {
      token: customer.token,
      body: {
        businessName: "Rosa\u0000s",
        cuisineTags: ["Italian"],
        serviceArea: "Brooklyn",
        description: "x".repeat(60),
      },
    });
    expect(res.status).toBe(400);
    expect(await db.catererApplication.count()).toBe(0);
  });

  it("a test card payment with a NUL in clientSecret -> 400", async () => {
    const res = await call(testConfirmRoute, "/api/test-payments/confirm", {
      body: { clientSecret: "tpi_x\u0000", number: "4242424242424242", expiry: "12/40", cvc: "1" },
    });
    expect(res.status).toBe(400);
  });

  it("maps PostgreSQL's invalid-text error (22021) that slips through to 400", async () => {
    const error = await db.$queryRaw`SELECT ${"a\u0000b"}::text`.catch((e: unknown) => e);
    const res = errorResponse(error);
    expect(res.status).toBe(400);
  });
});

describe("numbers and dates are parsed strictly", () => {
  it.each([true, [1], "0x5", "1e1", "3.0", " 3", {}, 2.5, "", null])(
    "quantity %j -> 400, no booking",
    async (quantity) => {
      const res = await postBooking(order({ quantity }));
      expect(res.status).toBe(400);
      expect(res.json.errors[0].path).toBe("quantity");
      expect(await db.booking.count()).toBe(0);
    },
  );

  it("still takes a quantity as a number or as its decimal text", async () => {
    expect((await postBooking(order({ quantity: "3" }))).status).toBe(201);
    expect(
      (await postBooking(order({ quantity: 4, eventDate: addDaysIso(todayIso(), 11) }))).status,
    ).toBe(201);
  });

  it("refuses event dates beyond the booking window", async () => {
    for (const eventDate of ["9999-12-31", addDaysIso(todayIso(), BOOKING_WINDOW_DAYS + 1)]) {
      const res = await postBooking(order({ eventDate }));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(
        `Event date must be within the next ${BOOKING_WINDOW_DAYS} days`,
      );
    }
    expect(await db.booking.count()).toBe(0);
    const last = await postBooking(
      order({ eventDate: addDaysIso(todayIso(), BOOKING_WINDOW_DAYS) }),
    );
    expect(last.status).toBe(201);
  });

  it.each(["0012", "1e1", true, [1], "0x1"])(
    "create-payment-intent bookingId %j -> 400",
    async (bookingId) => {
      const res = await call(createIntentRoute, "/api/create-payment-intent", {
        body: { bookingId },
        token: customer.token,
      });
      expect(res.status).toBe(400);
    },
  );
});

describe("PATCH /api/auth/me changes only what it is sent", () => {
  it("keeps the phone when the body leaves it out, clears it when sent empty", async () => {
    await db.user.update({ where: { id: customer.user.id }, data: { phone: "(917) 555-0199" } });
    const res = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      token: customer.token,
      body: { firstName: "Cassie" },
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ firstName: "Cassie", phone: "(917) 555-0199" });
    const row = await db.user.findUniqueOrThrow({ where: { id: customer.user.id } });
    expect(row).toMatchObject({ firstName: "Cassie", lastName: "Person", phone: "(917) 555-0199" });

    const cleared = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      token: customer.token,
      body: { phone: "" },
    });
    expect(cleared.json.user.phone).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: customer.user.id } })).firstName).toBe(
      "Cassie",
    );
  });

  it("still refuses an empty first name when one is sent", async () => {
    const res = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      token: customer.token,
      body: { firstName: " " },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("First name is required");
  });
});

/** A chunked body (no Content-Length) of `total` bytes that counts what was read of it. */
function endlessBody(total: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

function streamingRequest(path: string, body: ReadableStream<Uint8Array>, headers = {}) {
  return new Request(new URL(path, "http://localhost"), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("request bodies stop at the limit", () => {
  it("a chunked JSON body is abandoned once past 64 KiB (413)", async () => {
    const { stream, counter } = endlessBody(8 * 1024 * 1024);
    const res = await signupRoute(streamingRequest("/api/auth/signup", stream), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(160 * 1024);
  });

  it("a declared Content-Length over the limit is refused without reading", async () => {
    const { stream, counter } = endlessBody(8 * 1024 * 1024);
    const res = await signupRoute(
      streamingRequest("/api/auth/signup", stream, { "content-length": String(1024 * 1024) }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("the webhook body is capped too", async () => {
    const { stream, counter } = endlessBody(8 * 1024 * 1024);
    const res = await webhookRoute(
      streamingRequest("/api/webhooks/stripe", stream, { "stripe-signature": "t=1,v1=00" }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(512 * 1024);
  });
});

describe("test payments only in test mode", () => {
  const saved = process.env.PAYMENTS_TEST_MODE;
  afterEach(() => {
    process.env.PAYMENTS_TEST_MODE = saved;
  });

  it("without Stripe keys and without PAYMENTS_TEST_MODE=1, no card is taken", async () => {
    delete process.env.PAYMENTS_TEST_MODE;
    const booking = await postBooking(order());
    expect(booking.status).toBe(201);
    const checkout = await getCheckout(customer.actor, booking.json.id);
    expect(checkout.checkout).toEqual({ kind: "unconfigured" });

    const intent = await call(createIntentRoute, "/api/create-payment-intent", {
      body: { bookingId: booking.json.id },
      token: customer.token,
    });
    expect(intent.status).toBe(503);
    expect(intent.json.message).toBe("Card payments are not configured");
    expect(await db.testPaymentIntent.count()).toBe(0);

    const card = await call(testConfirmRoute, "/api/test-payments/confirm", {
      body: {
        clientSecret: "tpi_x_secret_y",
        number: "4242424242424242",
        expiry: "12/40",
        cvc: "1",
      },
    });
    expect(card.status).toBe(404);
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.json.id } });
    expect(row.paymentStatus).toBe("pending");
  });

  it("with PAYMENTS_TEST_MODE=1 the test provider takes test cards", async () => {
    process.env.PAYMENTS_TEST_MODE = "1";
    const booking = await postBooking(order());
    const intent = await call(createIntentRoute, "/api/create-payment-intent", {
      body: { bookingId: booking.json.id },
      token: customer.token,
    });
    expect(intent.status).toBe(200);
    expect(intent.json.clientSecret).toEqual(expect.any(String));
  });
});

describe("sign-in limits: 10 per email, 100 per address", () => {
  const login = (email: string, password: string, ip: string) =>
    call(loginRoute, "/api/auth/login", {
      body: { email, password },
      headers: { "x-forwarded-for": ip },
    });

  it("someone else's 10 failures behind the same address do not lock a second person out", async () => {
    const passwordHash = await hashPassword("password123");
    await db.user.createMany({
      data: [
        userData("user", "Typo", { email: "typo@example.com", passwordHash }),
        userData("user", "Colleague", { email: "colleague@example.com", passwordHash }),
      ],
    });
    for (let i = 0; i < 10; i++) {
      expect((await login("typo@example.com", "wrong-pass", "192.0.2.10")).status).toBe(401);
    }
    expect((await login("typo@example.com", "password123", "192.0.2.10")).status).toBe(429);
    expect((await login("colleague@example.com", "password123", "192.0.2.10")).status).toBe(200);
  });

  it("one address still stops after 100 failures across many emails", async () => {
    for (let i = 0; i < 100; i++) {
      const res = await login(`spray${i}@example.com`, "wrong-pass", "192.0.2.20");
      expect(res.status).toBe(401);
    }
    expect((await login("spray-last@example.com", "wrong-pass", "192.0.2.20")).status).toBe(429);
    expect((await login("spray-last@example.com", "wrong-pass", "192.0.2.21")).status).toBe(401);
  }, 120_000);
});
