import "server-only";
import { AppError } from "./errors";

/** Who is acting. Every domain function that touches private data takes one. */
export type Actor = {
  userId: number;
  role: "user" | "caterer" | "admin";
  /** The caterer profile this user runs, if any. */
  catererId: number | null;
  /** The session the request came with (its id is the token's hash). */
  sessionId: string;
};

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError("unauthenticated", "Not authenticated");
  return actor;
}

export function requireRole(actor: Actor | null, ...roles: Actor["role"][]): Actor {
  const a = requireActor(actor);
  if (!roles.includes(a.role)) {
    throw new AppError("forbidden", "You do not have permission to do that");
  }
  return a;
}
