/**
 * Auth.js (next-auth v5) owns the web session cookie: an encrypted JWT that carries only
 * the id of our database session row. The rules (passwords, rate limits, deactivation)
 * live in logIn/signUp; Auth.js is handed the session token they created and checks that
 * it is live. Credentials sign-in needs the JWT strategy, which is why the row is
 * re-checked on every request (see current-actor.ts) instead of trusting the JWT.
 */
import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { actorForToken, SESSION_DAYS } from "./sessions";

export const AUTH_BASE_PATH = "/api/nextauth";

export const { handlers, signIn, signOut } = NextAuth({
  basePath: AUTH_BASE_PATH,
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_DAYS * 24 * 3600 },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    Credentials({
      credentials: { sessionToken: {} },
      async authorize(credentials) {
        const token = typeof credentials?.sessionToken === "string" ? credentials.sessionToken : "";
        const actor = await actorForToken(token);
        return actor ? { id: String(actor.userId), sid: actor.sessionId } : null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user && "sid" in user) token.sid = user.sid;
      return token;
    },
    // The browser never needs the session id; keep it out of /api/nextauth/session.
    session({ session }) {
      return session;
    },
  },
});
