import {
  VERIFY_TOKEN_DAYS,
  verifyTokenExpiry,
  verifyTokenState,
} from "@/lib/auth/email-verification";

const now = new Date("2026-11-25T12:00:00Z");
const row = (
  over: Partial<{ expiresAt: Date; usedAt: Date | null; userActive: boolean }> = {},
) => ({
  expiresAt: verifyTokenExpiry(now),
  usedAt: null,
  userActive: true,
  ...over,
});

describe("email verification link rules", () => {
  it("expires 7 days after it is issued", () => {
    expect(VERIFY_TOKEN_DAYS).toBe(7);
    expect(verifyTokenExpiry(now).toISOString()).toBe("2026-12-02T12:00:00.000Z");
  });

  it("is usable until it expires, once, and only for an active account", () => {
    expect(verifyTokenState(row(), now)).toBe("usable");
    expect(verifyTokenState(null, now)).toBe("unknown");
    expect(verifyTokenState(row({ userActive: false }), now)).toBe("unknown");
    expect(verifyTokenState(row({ usedAt: now }), now)).toBe("used");
    const expiresAt = verifyTokenExpiry(now);
    expect(verifyTokenState(row(), new Date(expiresAt.getTime() - 1))).toBe("usable");
    expect(verifyTokenState(row(), expiresAt)).toBe("expired");
    // A used link says so even after it would have expired.
    expect(verifyTokenState(row({ usedAt: now }), new Date(expiresAt.getTime() + 1))).toBe("used");
  });
});
