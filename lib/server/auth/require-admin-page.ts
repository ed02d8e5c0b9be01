import "server-only";
import { redirect } from "next/navigation";
import type { Actor } from "../actor";
import { currentActor } from "./current-actor";

export const ADMIN_REQUIRED =
  "You don't have permission to access this page. Admin privileges required.";

/**
 * For admin pages: the signed-in admin, or a redirect to /auth, where the permission
 * message shows (`?denied=admin`). Each admin page calls this itself; the (admin) layout
 * only draws the chrome.
 */
export async function requireAdminPage(path: string): Promise<Actor> {
  const actor = await currentActor();
  if (actor?.role === "admin") return actor;
  redirect(`/auth?denied=admin&callbackUrl=${encodeURIComponent(path)}`);
}
