import "server-only";
import type { Actor } from "../actor";
import { deleteSession } from "./sessions";

/** Ends the actor's session. Logging out without a session is not an error. */
export async function logOut(actor: Actor | null) {
  if (actor) await deleteSession(actor.sessionId);
}
