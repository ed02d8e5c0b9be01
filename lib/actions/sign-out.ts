"use server";

import { logOut } from "@/lib/server/auth/log-out";
import { signOut as endWebSession } from "@/lib/server/auth/next-auth";
import { runAction } from "@/lib/server/http/server-action";

/** The header's Log Out: ends the session row, then the cookie. */
export async function signOutAction() {
  return runAction(async (actor) => {
    await logOut(actor);
    await endWebSession({ redirect: false });
  });
}
