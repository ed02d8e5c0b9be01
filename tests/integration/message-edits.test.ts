/**
 * Message edits are not unlimited (issue "Trust and web standards, round three"): one
 * message can be changed at most MAX_MESSAGE_EDITS times (then 409, the text and its
 * revisions unchanged), and every edit counts against the same per-account limit as a new
 * message (30 in 10 minutes), so edits cannot flood the other side either.
 */
import { POST as postToBooking } from "@/app/api/bookings/[id]/thread/route";
import { PATCH as editRoute } from "@/app/api/messages/[threadId]/[messageId]/route";
import { MAX_MESSAGE_EDITS } from "@/lib/messages/rules";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { createLine, makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let rosa: Awaited<ReturnType<typeof signedInCaterer>>;
let casey: Awaited<ReturnType<typeof signedIn>>;
let bookingId: number;

beforeEach(async () => {
  await resetDatabase();
  rosa = await signedInCaterer("Rosa");
  casey = await signedIn("user", "Casey");
  const dish = await makeDish(rosa.caterer.id);
  bookingId = (
    await createLine({
      catererId: rosa.caterer.id,
      userId: casey.user.id,
      dishId: dish.id,
      dishName: "Lasagna",
      customerName: "Casey Person",
      customerEmail: "casey@example.com",
      eventDate: isoToUtcDate(addDaysIso(todayIso(), 10)),
      eventTime: "18:00",
      traySize: "medium",
      quantity: 1,
      totalPrice: 5500,
      status: "pending",
    })
  ).id;
});
afterAll(() => db.$disconnect());

const post = (body: string) =>
  call(postToBooking, `/api/bookings/${bookingId}/thread`, {
    body: { body },
    token: casey.token,
    params: { id: String(bookingId) },
  });
const edit = (threadId: number, messageId: number, body: string) =>
  call(editRoute, `/api/messages/${threadId}/${messageId}`, {
    token: casey.token,
    method: "PATCH",
    body: { body },
    params: { threadId: String(threadId), messageId: String(messageId) },
  });
const threadOf = async (messageId: number) =>
  (await db.message.findUniqueOrThrow({ where: { id: messageId } })).threadId;

it(`keeps at most ${MAX_MESSAGE_EDITS} edits of one message, then answers 409`, async () => {
  expect(MAX_MESSAGE_EDITS).toBe(10);
  const sent = await post("Version 0");
  expect(sent.status).toBe(201);
  const threadId = await threadOf(sent.json.id);
  for (let i = 1; i <= MAX_MESSAGE_EDITS; i++) {
    expect((await edit(threadId, sent.json.id, `Version ${i}`)).status).toBe(200);
  }
  const over = await edit(threadId, sent.json.id, "Version 11");
  expect(over.status).toBe(409);
  expect(over.json.message).toBe(
    `A message can be changed at most ${MAX_MESSAGE_EDITS} times. Please send a new message instead.`,
  );
  expect((await db.message.findUniqueOrThrow({ where: { id: sent.json.id } })).body).toBe(
    `Version ${MAX_MESSAGE_EDITS}`,
  );
  expect(await db.messageRevision.count({ where: { messageId: sent.json.id } })).toBe(
    MAX_MESSAGE_EDITS,
  );
});

it("counts edits against the per-account message limit (30 in 10 minutes)", async () => {
  const sent: number[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await post(`Message ${i}`);
    expect(res.status).toBe(201);
    sent.push(res.json.id);
  }
  const threadId = await threadOf(sent[0]!);
  // 20 messages and 10 edits (one per message, none over the per-message cap) are 30.
  for (let i = 0; i < 10; i++) {
    expect((await edit(threadId, sent[i]!, `Changed ${i}`)).status).toBe(200);
  }
  const before = {
    messages: await db.message.count(),
    revisions: await db.messageRevision.count(),
  };
  const tooMany = await edit(threadId, sent[10]!, "One edit too many");
  expect(tooMany.status).toBe(429);
  expect(tooMany.json.message).toBe(
    "You are sending messages too quickly. Please wait a few minutes.",
  );
  expect(tooMany.headers.get("retry-after")).toMatch(/^\d+$/);
  const another = await post("And a new one");
  expect(another.status).toBe(429);
  expect({
    messages: await db.message.count(),
    revisions: await db.messageRevision.count(),
  }).toEqual(before);
});
