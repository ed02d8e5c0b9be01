/**
 * One-click unsubscribe (lib/server/email/unsubscribe-token.ts): which emails carry it and
 * which Settings switch each one turns off; tokens only we can make.
 */
import {
  readUnsubscribeToken,
  unsubscribeKindOf,
  unsubscribeToken,
} from "@/lib/server/email/unsubscribe-token";
import { EMAILS } from "@/lib/server/jobs/emails";

describe("unsubscribe kinds", () => {
  it("maps message emails to their own switch and other optional ones to the orders switch", () => {
    expect(unsubscribeKindOf(EMAILS["new-messages"])).toBe("messages");
    expect(unsubscribeKindOf(EMAILS["order-update"])).toBe("orders");
    expect(unsubscribeKindOf(EMAILS["booking-status"])).toBe("orders");
    expect(unsubscribeKindOf(EMAILS.welcome)).toBe("orders");
  });

  it("offers none on receipts, refunds, resets and verification", () => {
    for (const t of [
      "payment-receipt",
      "payment-refund",
      "password-reset",
      "verify-email",
    ] as const) {
      expect(unsubscribeKindOf(EMAILS[t])).toBeNull();
    }
  });
});

describe("unsubscribe tokens", () => {
  beforeEach(() => {
    process.env.AUTH_SECRET = "unit-secret-unit-secret-unit-secret-unit";
  });
  afterAll(() => {
    delete process.env.AUTH_SECRET;
  });

  it("reads back the user and kind it was made for, and nothing altered", () => {
    const token = unsubscribeToken(42, "messages")!;
    expect(readUnsubscribeToken(token)).toEqual({ userId: 42, kind: "messages" });
    expect(readUnsubscribeToken(token.replace(/^42/, "43"))).toBeNull();
    expect(readUnsubscribeToken(token.replace("messages", "orders"))).toBeNull();
    // The last character's low 2 bits are padding: its 3 neighbours decode to the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.at(-1)!);
    for (const flip of [1, 2, 3]) {
      const twin = `${token.slice(0, -1)}${alphabet[last ^ flip]}`;
      expect(readUnsubscribeToken(twin)).toBeNull();
    }
  });

  it("is refused under another secret, and not made without one", () => {
    const token = unsubscribeToken(42, "orders")!;
    process.env.AUTH_SECRET = "another-secret-another-secret-another-secret";
    expect(readUnsubscribeToken(token)).toBeNull();
    delete process.env.AUTH_SECRET;
    expect(unsubscribeToken(42, "orders")).toBeNull();
    expect(readUnsubscribeToken(token)).toBeNull();
  });
});
