/** The account endpoints with docs/product-rules.md §3. */
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute, PATCH as patchMeRoute } from "@/app/api/auth/me/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as catererRoute } from "@/app/api/auth/caterer/route";
import { PATCH as passwordRoute } from "@/app/api/users/[id]/password/route";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/password";
import {
  emailSignInLink,
  logInWithLink,
  SIGN_IN_LINK_UNUSABLE,
  signInLinkUsable,
} from "@/lib/server/auth/sign-in-link";
import { makeKitchen, makeUser } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const person = {
  firstName: "Casey",
  lastName: "Morgan",
  email: "casey@example.com",
  phone: "(917) 555-0199",
  password: "password123",
};

async function signup(overrides: Record<string, unknown> = {}, ip = "10.0.0.1") {
  return call(signupRoute, "/api/auth/signup", {
    body: { ...person, ...overrides },
    headers: { "x-forwarded-for": ip },
  });
}

async function login(email: string, password: string, ip = "10.0.0.1") {
  return call(loginRoute, "/api/auth/login", {
    body: { email, password },
    headers: { "x-forwarded-for": ip },
  });
}

beforeEach(resetDatabase);
afterAll(() => db.$disconnect());

describe("POST /api/auth/signup", () => {
  it("creates a customer and returns user and token, never the password", async () => {
    const res = await signup({ email: "  Casey@Example.com " });
    expect(res.status).toBe(201);
    expect(res.json.token).toEqual(expect.any(String));
    expect(res.json.user).toMatchObject({
      email: "casey@example.com",
      role: "user",
      firstName: "Casey",
      isActive: true,
    });
    expect(JSON.stringify(res.json)).not.toMatch(/password/i);
    const row = await db.user.findUniqueOrThrow({ where: { email: "casey@example.com" } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ email: "not-an-email" }, "Invalid email address"],
    [{ password: "short" }, "Password must be at least 8 characters"],
    [{ firstName: "  " }, "First name is required"],
    [{ lastName: "" }, "Last name is required"],
    [{ firstName: undefined }, "First name is required"],
    [{ role: "superuser" }, "Role must be user, caterer or admin"],
  ])("refuses %j with the spec's message and stores nothing", async (overrides, message) => {
    const res = await signup(overrides);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[0]).toEqual(expect.objectContaining({ message }));
    expect(await db.user.count()).toBe(0);
  });

  it("lists every failing field", async () => {
    const res = await signup({ email: "x", password: "1", firstName: "", lastName: "" });
    expect(res.json.message).toBe("Invalid email address");
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual([
      "email",
      "password",
      "firstName",
      "lastName",
    ]);
  });

  it("refuses sign-up as admin and turns caterer into a plain user", async () => {
    const admin = await signup({ role: "admin" });
    expect(admin.status).toBe(400);
    expect(admin.json.message).toBe("You cannot sign up as an admin");
    expect(await db.user.count()).toBe(0);
    const caterer = await signup({ role: "caterer" });
    expect(caterer.status).toBe(201);
    expect(caterer.json.user.role).toBe("user");
  });

  it("refuses a duplicate email, whatever its case", async () => {
    await signup();
    const res = await signup({ email: "CASEY@example.com", firstName: "Other" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("An account with this email already exists");
    expect(await db.user.count()).toBe(1);
  });

  it("tells the address's owner of a sign-up with it, once a day, and counts it per address", async () => {
    await signup();
    await db.emailOutbox.deleteMany();
    for (let i = 0; i < 3; i++) {
      const res = await signup({ firstName: "Mallory" }, "10.0.0.9");
      expect(res.status).toBe(409);
    }
    const mails = await db.emailOutbox.findMany({ where: { template: "signup-attempt" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "casey@example.com",
      data: { firstName: "Casey" },
    });
    // The taken address's tries count against the address's sign-up allowance (20 an hour).
    for (let i = 0; i < 17; i++) await signup({ firstName: "Mallory" }, "10.0.0.9");
    const over = await signup({ email: "new.person@example.com" }, "10.0.0.9");
    expect(over.status).toBe(429);
    expect(await db.user.count()).toBe(1);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await call(signupRoute, "/api/auth/signup", { rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Request body must be valid JSON");
  });
});

describe("POST /api/auth/login", () => {
  beforeEach(() => signup());

  it("returns user and token for the right password", async () => {
    const res = await login("casey@example.com", "password123");
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe("casey@example.com");
    const me = await call(meRoute, "/api/auth/me", { token: res.json.token });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe("casey@example.com");
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    for (const [email, password] of [
      ["casey@example.com", "wrongpass1"],
      ["nobody@example.com", "password123"],
    ]) {
      const res = await login(email!, password!);
      expect(res.status).toBe(401);
      expect(res.json.message).toBe("Invalid email or password");
    }
  });

  it("validates input with the spec's messages", async () => {
    expect((await login("bad", "x")).json.message).toBe("Invalid email address");
    const res = await login("casey@example.com", "");
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Password is required");
  });

  it("refuses a deactivated user with 403", async () => {
    await db.user.update({ where: { email: "casey@example.com" }, data: { isActive: false } });
    const res = await login("casey@example.com", "password123");
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Your account has been deactivated");
  });

  it("answers 429 with Retry-After after 10 failures for one email from one address, never to the owner elsewhere", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login("casey@example.com", "wrongpass1", "10.1.0.1")).status).toBe(401);
    }
    const blocked = await login("casey@example.com", "password123", "10.1.0.1");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(blocked.json.message).toBe("Too many sign-in attempts. Please try again later.");
    // The owner, at their own address, is not locked out by the guesser's.
    expect((await login("casey@example.com", "password123", "10.9.9.9")).status).toBe(200);
  });

  it("failures from many addresses slow the email down and send its owner one sign-in link, never a lock-out", async () => {
    await db.emailOutbox.deleteMany();
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = Date.now();
      expect((await login("casey@example.com", "wrongpass1", `10.1.0.${i}`)).status).toBe(401);
      times.push(Date.now() - started);
    }
    // The 11th and 12th failures wait 250 and 500 ms before the password check.
    expect(times[10]).toBeGreaterThanOrEqual(250);
    expect(times[11]).toBeGreaterThanOrEqual(500);
    const links = await db.emailOutbox.findMany({ where: { template: "sign-in-link" } });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ toAddress: "casey@example.com" });
    // The owner signs in from their own address all the same.
    expect((await login("casey@example.com", "password123", "10.9.9.9")).status).toBe(200);

    // The emailed link signs in once: a session for the owner, then refused.
    const { token } = links[0]!.data as { token: string };
    const session = await logInWithLink(token, { ipAddress: "10.9.9.9" });
    const owner = await db.user.findUniqueOrThrow({ where: { email: "casey@example.com" } });
    expect(await db.session.findUnique({ where: { id: session.sessionId } })).toMatchObject({
      userId: owner.id,
    });
    await expect(logInWithLink(token)).rejects.toThrow(SIGN_IN_LINK_UNUSABLE);
    expect(await signInLinkUsable(token)).toBe(false);
  });

  it("a sign-in link stops working after 30 minutes, for a deactivated owner, or when made up", async () => {
    await emailSignInLink("casey@example.com");
    const sessions = await db.session.count();
    const { token } = (
      await db.emailOutbox.findFirstOrThrow({ where: { template: "sign-in-link" } })
    ).data as { token: string };
    expect(await signInLinkUsable(token)).toBe(true);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await signInLinkUsable(token, later)).toBe(false);
    await expect(logInWithLink(token, {}, later)).rejects.toThrow(SIGN_IN_LINK_UNUSABLE);
    await db.user.update({ where: { email: "casey@example.com" }, data: { isActive: false } });
    await expect(logInWithLink(token)).rejects.toThrow(SIGN_IN_LINK_UNUSABLE);
    await expect(logInWithLink("made-up")).rejects.toThrow(SIGN_IN_LINK_UNUSABLE);
    expect(await db.session.count()).toBe(sessions);
    // No account, no email: the same answers as for an account.
    expect(await emailSignInLink("nobody@example.com")).toBe(false);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me without or with a bad token is 401", async () => {
    expect((await call(meRoute, "/api/auth/me")).status).toBe(401);
    const res = await call(meRoute, "/api/auth/me", { token: "not-a-token" });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Not authenticated");
  });

  it("logout revokes the token at once", async () => {
    const { token } = (await signup()).json;
    expect((await call(logoutRoute, "/api/auth/logout", { token, method: "POST" })).status).toBe(
      200,
    );
    expect((await call(meRoute, "/api/auth/me", { token })).status).toBe(401);
    expect(await db.session.count()).toBe(0);
  });

  it("deactivating a user ends their sessions on the next request", async () => {
    const { token } = (await signup()).json;
    await db.user.update({ where: { email: "casey@example.com" }, data: { isActive: false } });
    expect((await call(meRoute, "/api/auth/me", { token })).status).toBe(401);
  });

  it("stores only a hash of the token", async () => {
    const { token } = (await signup()).json;
    const rows = await db.session.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("PATCH /api/auth/me", () => {
  it("updates the own profile but never the email", async () => {
    const { token } = (await signup()).json;
    const res = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      token,
      body: {
        firstName: "Cas",
        lastName: "Morgan-Lee",
        phone: "",
        profileImageUrl: "/images/me.png",
        email: "evil@example.com",
        role: "admin",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      firstName: "Cas",
      lastName: "Morgan-Lee",
      phone: null,
      email: "casey@example.com",
      role: "user",
    });
  });

  it("refuses a blank name and a signed-out caller", async () => {
    const { token } = (await signup()).json;
    const bad = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      token,
      body: { firstName: "", lastName: "X" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("First name is required");
    expect((await db.user.findFirstOrThrow()).firstName).toBe("Casey");
    const anon = await call(patchMeRoute, "/api/auth/me", {
      method: "PATCH",
      body: { firstName: "A", lastName: "B" },
    });
    expect(anon.status).toBe(401);
  });
});

describe("GET /api/auth/caterer", () => {
  it("returns the caterer profile of a caterer and 404 for anyone else", async () => {
    const { token, user } = (await signup()).json;
    expect((await call(catererRoute, "/api/auth/caterer", { token })).status).toBe(404);
    await makeKitchen({ userId: user.id, name: "Casey's Kitchen", cuisine: "Thai", rating: "4.2" });
    const res = await call(catererRoute, "/api/auth/caterer", { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Casey's Kitchen", rating: "4.2", userId: user.id });
    expect((await call(catererRoute, "/api/auth/caterer")).status).toBe(401);
  });
});

describe("PATCH /api/users/{id}/password", () => {
  it("changes the password: the old one stops working and other sessions end", async () => {
    const { token, user } = (await signup()).json;
    const other = (await login("casey@example.com", "password123")).json.token;
    const res = await call(passwordRoute, `/api/users/${user.id}/password`, {
      method: "PATCH",
      token,
      params: { id: String(user.id) },
      body: { currentPassword: "password123", newPassword: "newpassword456" },
    });
    expect(res.status).toBe(200);
    expect((await call(meRoute, "/api/auth/me", { token })).status).toBe(200);
    expect((await call(meRoute, "/api/auth/me", { token: other })).status).toBe(401);
    expect((await login("casey@example.com", "password123")).status).toBe(401);
    expect((await login("casey@example.com", "newpassword456")).status).toBe(200);
  });

  it("refuses a wrong current password, a short new one, and another user's id", async () => {
    const { token, user } = (await signup()).json;
    const victim = await makeUser("user", "Victim", {
      email: "victim@example.com",
      passwordHash: await hashPassword("password123"),
    });
    const patch = (id: number, body: unknown) =>
      call(passwordRoute, `/api/users/${id}/password`, {
        method: "PATCH",
        token,
        params: { id: String(id) },
        body,
      });
    const wrong = await patch(user.id, {
      currentPassword: "nope-nope",
      newPassword: "newpassword456",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("Current password is incorrect");
    const short = await patch(user.id, { currentPassword: "password123", newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("Password must be at least 8 characters long.");
    const other = await patch(victim.id, {
      currentPassword: "password123",
      newPassword: "newpassword456",
    });
    expect(other.status).toBe(403);
    expect((await login("victim@example.com", "password123")).status).toBe(200);
    const badId = await call(passwordRoute, "/api/users/abc/password", {
      method: "PATCH",
      token,
      params: { id: "abc" },
      body: {},
    });
    expect(badId.status).toBe(400);
  });
});

describe("sign-in rate limit without a known client address", () => {
  it("counts per email only, so one person's typos never lock out everyone else", async () => {
    await signup();
    await signup({ email: "other@example.com" });
    const bare = (email: string, password: string) =>
      call(loginRoute, "/api/auth/login", { body: { email, password } });
    for (let i = 0; i < 10; i++)
      expect((await bare("casey@example.com", "wrongpass1")).status).toBe(401);
    expect((await bare("casey@example.com", "password123")).status).toBe(429);
    expect((await bare("other@example.com", "password123")).status).toBe(200);
  });
});

describe("sign-in rate limit under attack", () => {
  it("lets at most 10 of 30 parallel wrong guesses from one address through to the password check", async () => {
    await signup();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login("casey@example.com", `wrong-${i}-pass`, "10.3.0.1"),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("makes 20 of 30 parallel guesses from 30 addresses wait, and locks none out", async () => {
    await signup();
    const results = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const started = Date.now();
        const res = await login("casey@example.com", `wrong-${i}-pass`, `10.3.0.${i}`);
        return { status: res.status, ms: Date.now() - started };
      }),
    );
    expect(results.every((r) => r.status === 401)).toBe(true);
    // Past the 10th, the n-th waits (n - 10) x 250 ms: the slowest waited 5 s.
    expect(results.filter((r) => r.ms >= 250).length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...results.map((r) => r.ms))).toBeGreaterThanOrEqual(5_000);
  });

  it("handles very long emails without a 500", async () => {
    const local = "a".repeat(64);
    const email = `${local}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(50)}.com`;
    expect((await signup({ email })).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await login(email, "wrongpass1")).status).toBe(401);
    expect((await login(email, "password123")).status).toBe(429);
  });
});

describe("deactivation", () => {
  it("ends sessions for good: reactivating the user does not revive old tokens", async () => {
    const { token } = (await signup()).json;
    await db.user.update({ where: { email: "casey@example.com" }, data: { isActive: false } });
    expect((await call(meRoute, "/api/auth/me", { token })).status).toBe(401);
    await db.user.update({ where: { email: "casey@example.com" }, data: { isActive: true } });
    expect((await call(meRoute, "/api/auth/me", { token })).status).toBe(401);
    expect(await db.session.count()).toBe(0);
  });
});
