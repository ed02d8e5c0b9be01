/**
 * Order threads (docs/product-rules.md §18): the customer and the kitchen of an order talk
 * in one thread (per kitchen for an event), admins read every thread and post as the
 * platform, unread counts, edits that keep the original, the 30-day rule, links only once
 * paid, the rate limit, and the batched email (at most one per thread per 10 minutes).
 */
import { GET as bookingThread, POST as postToBooking } from "@/app/api/bookings/[id]/thread/route";
import { GET as listRoute } from "@/app/api/messages/route";
import { GET as unreadRoute } from "@/app/api/messages/unread/route";
import { GET as threadRoute, POST as postToThread } from "@/app/api/messages/[threadId]/route";
import { POST as readRoute } from "@/app/api/messages/[threadId]/read/route";
import { PATCH as editRoute } from "@/app/api/messages/[threadId]/[messageId]/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { notifyPendingMessages } from "@/lib/server/messages/notify";
import { createLine, makeDish, makeEvent, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

type Person = Awaited<ReturnType<typeof signedIn>>;
type Kitchen = Awaited<ReturnType<typeof signedInCaterer>>;
let rosa: Kitchen;
let luigi: Kitchen;
let admin: Person;
let dishId: number;

beforeAll(async () => {
  await resetDatabase();
  rosa = await signedInCaterer("Rosa");
  luigi = await signedInCaterer("Luigi");
  admin = await signedIn("admin", "Ava");
  dishId = (await makeDish(rosa.caterer.id)).id;
});

afterAll(() => db.$disconnect());

type LineOptions = {
  catererId?: number;
  status?: "pending" | "confirmed" | "cancelled" | "completed";
  paid?: boolean;
  closedDaysAgo?: number;
  eventId?: number;
};

async function order(customer: Person, o: LineOptions = {}) {
  return createLine({
    catererId: o.catererId ?? rosa.caterer.id,
    userId: customer.user.id,
    dishId: o.catererId && o.catererId !== rosa.caterer.id ? null : dishId,
    dishName: "Lasagna",
    customerName: `${customer.user.firstName} Person`,
    customerEmail: customer.user.email,
    eventDate: isoToUtcDate(addDaysIso(todayIso(), 10)),
    eventTime: "18:00",
    traySize: "medium",
    quantity: 1,
    totalPrice: 5500,
    status: o.status ?? "pending",
    eventId: o.eventId ?? null,
    ...(o.paid ? { paymentStatus: "paid", paymentAmount: 5500, paidAt: new Date() } : {}),
    ...(o.closedDaysAgo !== undefined
      ? { lastStatusUpdate: new Date(Date.now() - o.closedDaysAgo * 86_400_000) }
      : {}),
  });
}

const post = (bookingId: number, token: string | undefined, body: unknown) =>
  call(postToBooking, `/api/bookings/${bookingId}/thread`, {
    body,
    token,
    params: { id: String(bookingId) },
  });
const read = (bookingId: number, token: string | undefined) =>
  call(bookingThread, `/api/bookings/${bookingId}/thread`, {
    token,
    params: { id: String(bookingId) },
  });
const unread = (token: string) => call(unreadRoute, "/api/messages/unread", { token });
const messageEmails = (to: string) =>
  db.emailOutbox.findMany({
    where: { template: "new-messages", toAddress: to },
    orderBy: { id: "asc" },
  });

describe("a thread about an order", () => {
  it("carries a question to the kitchen and its answer back, with unread counts", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await order(casey);

    const empty = await read(b.id, casey.token);
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({
      id: null,
      bookingId: b.id,
      title: `Order #${b.id} · Lasagna`,
      counterpart: "Rosa's Kitchen",
      speakingAs: "customer",
      writable: true,
      messages: [],
    });

    const asked = await post(b.id, casey.token, { body: "  Can you make it without pork?  " });
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({
      body: "Can you make it without pork?",
      mine: true,
      author: { role: "customer", name: "Casey" },
    });

    expect((await unread(rosa.token)).json).toEqual({ unread: 1, byBooking: { [b.id]: 1 } });
    const kitchenView = await read(b.id, rosa.token);
    expect(kitchenView.json).toMatchObject({
      speakingAs: "caterer",
      counterpart: "Casey Person",
      unread: 1,
      messages: [{ body: "Can you make it without pork?", mine: false }],
    });
    // No account ids or addresses in what a thread carries.
    expect(JSON.stringify(kitchenView.json)).not.toContain(casey.user.email);
    expect(kitchenView.json.messages[0]).not.toHaveProperty("authorId");

    const threadId = kitchenView.json.id as number;
    const marked = await call(readRoute, `/api/messages/${threadId}/read`, {
      token: rosa.token,
      method: "POST",
      params: { threadId: String(threadId) },
    });
    expect(marked.status).toBe(200);
    expect((await unread(rosa.token)).json.unread).toBe(0);

    const answer = await call(postToThread, `/api/messages/${threadId}`, {
      token: rosa.token,
      body: { body: "Yes, beef only." },
      params: { threadId: String(threadId) },
    });
    expect(answer.status).toBe(201);
    expect((await unread(casey.token)).json).toEqual({ unread: 1, byBooking: { [b.id]: 1 } });
    const customerView = await call(threadRoute, `/api/messages/${threadId}`, {
      token: casey.token,
      params: { threadId: String(threadId) },
    });
    expect(
      customerView.json.messages.map((m: { body: string; author: { name: string } }) => [
        m.author.name,
        m.body,
      ]),
    ).toEqual([
      ["Casey", "Can you make it without pork?"],
      ["Rosa's Kitchen", "Yes, beef only."],
    ]);

    const list = await call(listRoute, "/api/messages", { token: casey.token });
    expect(list.json).toMatchObject({
      total: 1,
      unread: 1,
      threads: [
        {
          id: threadId,
          bookingId: b.id,
          counterpart: "Rosa's Kitchen",
          unread: 1,
          lastMessage: { body: "Yes, beef only.", authorName: "Rosa's Kitchen" },
        },
      ],
    });
  });

  it("is closed to everyone outside the order: 401, and 404 for other accounts and kitchens", async () => {
    const casey = await signedIn("user", "Casey");
    const stranger = await signedIn("user", "Sam");
    const b = await order(casey);
    await post(b.id, casey.token, { body: "Hello" });
    const threadId = (await read(b.id, casey.token)).json.id as number;
    const before = await db.message.count();

    expect((await read(b.id, undefined)).status).toBe(401);
    expect((await post(b.id, undefined, { body: "x" })).status).toBe(401);
    for (const token of [stranger.token, luigi.token]) {
      expect((await read(b.id, token)).status).toBe(404);
      expect((await post(b.id, token, { body: "Hi there" })).status).toBe(404);
      const byId = await call(threadRoute, `/api/messages/${threadId}`, {
        token,
        params: { threadId: String(threadId) },
      });
      expect(byId.status).toBe(404);
      const intoIt = await call(postToThread, `/api/messages/${threadId}`, {
        token,
        body: { body: "Hi there" },
        params: { threadId: String(threadId) },
      });
      expect(intoIt.status).toBe(404);
      expect((await call(listRoute, "/api/messages", { token })).json.threads).toEqual([]);
    }
    expect(await db.message.count()).toBe(before);
  });

  it("refuses bad input with the message and stores nothing", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await order(casey);
    const before = await db.message.count();
    const cases: [unknown, string][] = [
      [{ body: "   " }, "Message cannot be empty"],
      [{}, "Message cannot be empty"],
      [{ body: 42 }, "Message cannot be empty"],
      [{ body: "x".repeat(2001) }, "Message must be 2,000 characters or fewer"],
      [{ body: "a\u0000b" }, "Text must not contain NUL characters"],
    ];
    for (const [body, message] of cases) {
      const res = await post(b.id, casey.token, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await post(b.id, casey.token, { body: "x".repeat(2000) })).status).toBe(201);
    const notJson = await call(postToBooking, `/api/bookings/${b.id}/thread`, {
      rawBody: "not json",
      token: casey.token,
      params: { id: String(b.id) },
    });
    expect(notJson.status).toBe(400);
    expect((await post(999_999, casey.token, { body: "Hi" })).status).toBe(404);
    expect(await db.message.count()).toBe(before + 1);
  });
});

describe("an event's threads", () => {
  it("are one per kitchen: each kitchen sees only its own part", async () => {
    const casey = await signedIn("user", "Casey");
    const event = await makeEvent(casey.user.id, {
      eventDate: isoToUtcDate(addDaysIso(todayIso(), 10)),
      deliveryAddress: "1 Main St",
      customerName: "Casey Person",
      customerEmail: casey.user.email,
      totalPrice: 16500,
    });
    const rosa1 = await order(casey, { eventId: event.id });
    const rosa2 = await order(casey, { eventId: event.id });
    const luigi1 = await order(casey, { eventId: event.id, catererId: luigi.caterer.id });

    await post(rosa1.id, casey.token, { body: "Gate code 4411" });
    const viaOtherLine = await read(rosa2.id, rosa.token);
    expect(viaOtherLine.json).toMatchObject({
      eventId: event.id,
      bookingId: rosa1.id,
      title: `Event #${event.id} · Rosa's Kitchen`,
      messages: [{ body: "Gate code 4411" }],
    });
    expect((await unread(rosa.token)).json.byBooking).toMatchObject({
      [rosa1.id]: 1,
      [rosa2.id]: 1,
    });

    // Luigi's part of the same event has its own, empty thread; Rosa's is not his to read.
    expect((await read(luigi1.id, luigi.token)).json).toMatchObject({ id: null, messages: [] });
    const rosaThread = viaOtherLine.json.id as number;
    const peek = await call(threadRoute, `/api/messages/${rosaThread}`, {
      token: luigi.token,
      params: { threadId: String(rosaThread) },
    });
    expect(peek.status).toBe(404);
    expect((await unread(luigi.token)).json.unread).toBe(0);
  });
});

describe("the admin", () => {
  it("reads any thread, posts as the platform, and sees what an edit replaced", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await order(casey);
    const sent = await post(b.id, casey.token, { body: "Delivery at 5pm please" });
    const threadId = (await read(b.id, casey.token)).json.id as number;

    const edited = await call(editRoute, `/api/messages/${threadId}/${sent.json.id}`, {
      token: casey.token,
      method: "PATCH",
      body: { body: "Delivery at 6pm please" },
      params: { threadId: String(threadId), messageId: String(sent.json.id) },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.editedAt).not.toBeNull();
    expect(edited.json).not.toHaveProperty("revisions");

    const kitchenEdit = await call(editRoute, `/api/messages/${threadId}/${sent.json.id}`, {
      token: rosa.token,
      method: "PATCH",
      body: { body: "hijacked" },
      params: { threadId: String(threadId), messageId: String(sent.json.id) },
    });
    expect(kitchenEdit.status).toBe(403);

    const platform = await post(b.id, admin.token, { body: "We are looking into it." });
    expect(platform.status).toBe(201);
    expect(platform.json.author).toEqual({ role: "platform", name: "TrayTable" });

    const adminView = await read(b.id, admin.token);
    expect(adminView.json.speakingAs).toBe("platform");
    expect(adminView.json.messages[0]).toMatchObject({
      body: "Delivery at 6pm please",
      revisions: [{ body: "Delivery at 5pm please" }],
    });
    const customerView = await read(b.id, casey.token);
    expect(customerView.json.messages[0]).not.toHaveProperty("revisions");
    expect(customerView.json.messages[1].author).toEqual({ role: "platform", name: "TrayTable" });
    expect(
      (
        await call(listRoute, "/api/messages", { token: admin.token, query: { pageSize: "100" } })
      ).json.threads.map((t: { id: number }) => t.id),
    ).toContain(threadId);
  });

  it("lets no one change a message after 15 minutes", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await order(casey);
    const sent = await post(b.id, casey.token, { body: "First version" });
    await db.message.update({
      where: { id: sent.json.id },
      data: { createdAt: new Date(Date.now() - 16 * 60_000) },
    });
    const threadId = (await read(b.id, casey.token)).json.id as number;
    const late = await call(editRoute, `/api/messages/${threadId}/${sent.json.id}`, {
      token: casey.token,
      method: "PATCH",
      body: { body: "Rewritten" },
      params: { threadId: String(threadId), messageId: String(sent.json.id) },
    });
    expect(late.status).toBe(409);
    expect((await db.message.findUniqueOrThrow({ where: { id: sent.json.id } })).body).toBe(
      "First version",
    );
  });
});

describe("when a thread is open, and what it shows", () => {
  it("stays writable for 30 days after the order was cancelled or completed", async () => {
    const casey = await signedIn("user", "Casey");
    const recent = await order(casey, { status: "completed", closedDaysAgo: 29 });
    const old = await order(casey, { status: "cancelled", closedDaysAgo: 31 });
    expect((await post(recent.id, casey.token, { body: "Thanks, it was great" })).status).toBe(201);
    const refused = await post(old.id, casey.token, { body: "Hello?" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "This conversation is closed: its order ended more than 30 days ago.",
    );
    expect((await read(old.id, casey.token)).json).toMatchObject({ writable: false });
    expect((await read(old.id, rosa.token)).status).toBe(200);
  });

  it("shows links as links only once the order is paid", async () => {
    const casey = await signedIn("user", "Casey");
    const unpaid = await order(casey);
    const paid = await order(casey, { paid: true });
    expect((await read(unpaid.id, casey.token)).json.linksClickable).toBe(false);
    expect((await read(paid.id, casey.token)).json.linksClickable).toBe(true);
  });

  it("limits how fast one account writes (429 with Retry-After)", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await order(casey);
    for (let i = 0; i < 30; i++) {
      expect((await post(b.id, casey.token, { body: `Message ${i}` })).status).toBe(201);
    }
    const refused = await post(b.id, casey.token, { body: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db.message.count({ where: { body: "One more" } })).toBe(0);
  });
});

describe("emails about new messages", () => {
  /** A kitchen of its own, so other tests' threads never reach its inbox. */
  async function orderFromNewKitchen(customer: Person) {
    const mia = await signedInCaterer(`Mia${Math.random().toString(36).slice(2, 6)}`);
    await makeDish(mia.caterer.id);
    return { mia, booking: await order(customer, { catererId: mia.caterer.id }) };
  }

  it("sends one email for two quick messages, and the rest after 10 minutes if still unread", async () => {
    const casey = await signedIn("user", "Casey");
    const { mia, booking: b } = await orderFromNewKitchen(casey);
    await post(b.id, casey.token, { body: "Question one: is it spicy?" });
    await post(b.id, casey.token, { body: "Question two: https://example.com/menu" });
    const first = await messageEmails(mia.user.email);
    expect(first).toHaveLength(1);
    const data = first[0]!.data as { messages: { body: string }[]; threadId: number };
    expect(data.messages.map((m) => m.body)).toEqual(["Question one: is it spicy?"]);

    // Inside the window nothing more goes out; after it, one email with what is still unread.
    await notifyPendingMessages(new Date(Date.now() + 5 * 60_000));
    expect(await messageEmails(mia.user.email)).toHaveLength(1);
    await notifyPendingMessages(new Date(Date.now() + 11 * 60_000));
    const after = await messageEmails(mia.user.email);
    expect(after).toHaveLength(2);
    expect(
      (after[1]!.data as { messages: { body: string }[] }).messages.map((m) => m.body),
    ).toEqual(["Question two: https://example.com/menu"]);
    await notifyPendingMessages(new Date(Date.now() + 30 * 60_000));
    expect(await messageEmails(mia.user.email)).toHaveLength(2);
    // The customer, who only wrote, hears nothing.
    expect(await messageEmails(casey.user.email)).toHaveLength(0);
  });

  it("sends nothing for messages read inside the window", async () => {
    const casey = await signedIn("user", "Casey");
    const { mia, booking: b } = await orderFromNewKitchen(casey);
    await post(b.id, casey.token, { body: "First" });
    await post(b.id, casey.token, { body: "Second" });
    const thread = await read(b.id, mia.token);
    await call(readRoute, `/api/messages/${thread.json.id}/read`, {
      token: mia.token,
      method: "POST",
      params: { threadId: String(thread.json.id) },
    });
    await notifyPendingMessages(new Date(Date.now() + 11 * 60_000));
    expect(await messageEmails(mia.user.email)).toHaveLength(1);
    expect(
      await db.messageThreadState.findUniqueOrThrow({
        where: { threadId_userId: { threadId: thread.json.id, userId: mia.user.id } },
      }),
    ).toMatchObject({ pendingSince: null });
  });

  it("goes only to proven addresses of people who want it", async () => {
    const unverified = await signedIn("user", "Una");
    await db.user.update({ where: { id: unverified.user.id }, data: { emailVerified: false } });
    const quiet = await signedIn("user", "Quinn");
    await db.user.update({ where: { id: quiet.user.id }, data: { messageEmails: false } });
    for (const customer of [unverified, quiet]) {
      const b = await order(customer);
      await post(b.id, rosa.token, { body: "Your order is ready on Friday" });
      expect(await messageEmails(customer.user.email)).toHaveLength(0);
    }
  });

  it("renders the email with the text quoted and unlinkable, and a link to the thread", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await order(casey);
    await post(b.id, rosa.token, { body: "See https://evil.example/pay now" });
    const [email] = await messageEmails(casey.user.email);
    const { renderEmail } = await import("@/lib/server/jobs/emails");
    const rendered = await renderEmail("new-messages", email!.data as never);
    expect(rendered.subject).toBe(`New message about Order #${b.id} · Lasagna`);
    expect(rendered.text).toContain("> See https[:]//evil[.]example/pay now");
    expect(rendered.text).toContain("Rosa's Kitchen wrote:");
    expect(rendered.text).toMatch(/Open the conversation: http\S+\/messages\/\d+/);
    expect(rendered.html).not.toContain("https://evil.example");
  });
});
