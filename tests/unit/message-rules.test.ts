import {
  linksClickable,
  mayEditMessage,
  mayEmailNow,
  threadClosesAt,
  threadTitle,
  threadWritable,
  type ThreadLine,
} from "@/lib/messages/rules";
import { messageSchema } from "@/lib/messages/schemas";

const now = new Date("2026-11-26T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const line = (o: Partial<ThreadLine> = {}): ThreadLine => ({
  status: "pending",
  paymentStatus: "pending",
  closedAt: null,
  ...o,
});

describe("when a thread may be written in", () => {
  it("is open while any line is pending or confirmed", () => {
    expect(threadClosesAt([line()])).toBeNull();
    expect(
      threadWritable(
        [line({ status: "cancelled", closedAt: daysAgo(90) }), line({ status: "confirmed" })],
        now,
      ),
    ).toBe(true);
  });

  it("stays open 30 days after the last line was cancelled or completed", () => {
    expect(threadWritable([line({ status: "completed", closedAt: daysAgo(29.9) })], now)).toBe(
      true,
    );
    expect(threadWritable([line({ status: "completed", closedAt: daysAgo(30) })], now)).toBe(false);
    expect(
      threadWritable(
        [
          line({ status: "cancelled", closedAt: daysAgo(40) }),
          line({ status: "completed", closedAt: daysAgo(2) }),
        ],
        now,
      ),
    ).toBe(true);
  });

  it("is closed for a thread without lines", () => {
    expect(threadWritable([], now)).toBe(false);
  });
});

describe("links", () => {
  it("are links only once a line was paid", () => {
    expect(linksClickable([line(), line({ paymentStatus: "processing" })])).toBe(false);
    expect(linksClickable([line({ paymentStatus: "paid" })])).toBe(true);
    expect(linksClickable([line({ paymentStatus: "refunded" })])).toBe(true);
  });
});

describe("edits and emails", () => {
  it("lets only the author edit, within 15 minutes", () => {
    const at = (min: number) => new Date(now.getTime() - min * 60_000);
    expect(mayEditMessage({ createdAt: at(14.9), mine: true }, now)).toBe(true);
    expect(mayEditMessage({ createdAt: at(15), mine: true }, now)).toBe(false);
    expect(mayEditMessage({ createdAt: at(1), mine: false }, now)).toBe(false);
  });

  it("emails at most once per 10 minutes", () => {
    expect(mayEmailNow(null, now)).toBe(true);
    expect(mayEmailNow(new Date(now.getTime() - 9 * 60_000), now)).toBe(false);
    expect(mayEmailNow(new Date(now.getTime() - 10 * 60_000), now)).toBe(true);
  });
});

describe("titles and input", () => {
  it("names an order by its dish and an event by its kitchen", () => {
    expect(
      threadTitle({ eventId: null, bookingId: 12, catererName: "Rosa", dishName: "Lasagna" }),
    ).toBe("Order #12 · Lasagna");
    expect(threadTitle({ eventId: 3, bookingId: null, catererName: "Rosa", dishName: null })).toBe(
      "Event #3 · Rosa",
    );
  });

  it("takes 1 to 2,000 characters of trimmed text", () => {
    expect(messageSchema.parse({ body: "  hi  " })).toEqual({ body: "hi" });
    expect(messageSchema.safeParse({ body: " " }).error?.issues[0]?.message).toBe(
      "Message cannot be empty",
    );
    expect(messageSchema.safeParse({ body: "x".repeat(2001) }).error?.issues[0]?.message).toBe(
      "Message must be 2,000 characters or fewer",
    );
    expect(messageSchema.safeParse({ body: "x".repeat(2000) }).success).toBe(true);
  });
});
