import { AccessDenied } from "@/components/auth/access-denied";
import { currentActor } from "@/lib/server/auth/current-actor";
import { requestPath } from "@/lib/server/auth/request-path";

/**
 * The (customer) group: pages of any signed-in person (profile, settings, bookings,
 * orders). Signed-out visitors get "Access Denied" with a way to log in and come back.
 * The pages' domain functions check the actor again.
 */
export default async function CustomerLayout({ children }: { children: React.ReactNode }) {
  if (!(await currentActor())) return <AccessDenied callbackUrl={await requestPath()} />;
  return <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">{children}</div>;
}
