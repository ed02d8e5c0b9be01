import { RESET_TOKEN_MINUTES, resetTokenExpiry, resetTokenState } from "@/lib/auth/password-reset";
import { resetPasswordSchema, signupFormSchema } from "@/lib/auth/schemas";

const now = new Date("2026-11-25T12:00:00Z");

describe("password reset tokens", () => {
  it("last 30 minutes from when they are issued", () => {
    expect(RESET_TOKEN_MINUTES).toBe(30);
    expect(resetTokenExpiry(now).toISOString()).toBe("2026-11-25T12:30:00.000Z");
  });

  it("work until they expire, once, and only for an active account", () => {
    const fresh = { expiresAt: resetTokenExpiry(now), usedAt: null, userActive: true };
    expect(resetTokenState(fresh, now)).toBe("usable");
    expect(resetTokenState(fresh, new Date("2026-11-25T12:29:59.999Z"))).toBe("usable");
    expect(resetTokenState(fresh, new Date("2026-11-25T12:30:00Z"))).toBe("expired");
    expect(resetTokenState({ ...fresh, usedAt: now }, now)).toBe("used");
    // Used beats expired: the message names what happened first.
    expect(resetTokenState({ ...fresh, usedAt: now }, new Date("2026-11-26T00:00:00Z"))).toBe(
      "used",
    );
    expect(resetTokenState({ ...fresh, userActive: false }, now)).toBe("unknown");
    expect(resetTokenState(null, now)).toBe("unknown");
  });
});

describe("the reset form's password rules are sign-up's", () => {
  const cases: [string, string][] = [
    ["", ""],
    ["short", "short"],
    ["password123", "password124"],
    ["password123", ""],
  ];
  it.each(cases)("%j / %j gets the same messages", (password, confirmPassword) => {
    const signup = signupFormSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      role: "user",
      password,
      confirmPassword,
    });
    const reset = resetPasswordSchema.safeParse({ token: "t", password, confirmPassword });
    const messages = (r: typeof reset | typeof signup) =>
      r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(reset.success).toBe(false);
    expect(messages(reset)).toEqual(messages(signup));
  });

  it("takes a good password twice", () => {
    expect(
      resetPasswordSchema.parse({
        token: " t ",
        password: "password123",
        confirmPassword: "password123",
      }),
    ).toEqual({ token: "t", password: "password123", confirmPassword: "password123" });
  });
});
