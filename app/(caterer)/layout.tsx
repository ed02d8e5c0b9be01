import { AccessDenied } from "@/components/auth/access-denied";
import { currentActor } from "@/lib/server/auth/current-actor";
import { requestPath } from "@/lib/server/auth/request-path";
import { Restricted } from "./_components/restricted";
import { deniedMessageFor } from "./access";

/**
 * The (caterer) group: My Kitchen, the caterer dashboard and availability. Checked on the
 * server for every request: signed-out visitors are asked to log in, customers see the
 * page's access text; caterers and admins go on to the page, which narrows further (a
 * caterer sees only their own kitchen) through its domain functions.
 */
export default async function CatererLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor();
  const path = await requestPath();
  if (!actor) return <AccessDenied callbackUrl={path} />;
  if (actor.role !== "caterer" && actor.role !== "admin") {
    return <Restricted message={deniedMessageFor(path)} />;
  }
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">{children}</div>;
}
