/** The access texts of the caterer pages, by page. */
export const AVAILABILITY_DENIED =
  "Access Denied - Only caterers can access availability management.";
import { CATERERS_ONLY } from "@/lib/server/kitchen-dashboard/get-kitchen";

export { CATERERS_ONLY };

export function deniedMessageFor(path: string): string {
  return path === "/availability" || path.startsWith("/availability?")
    ? AVAILABILITY_DENIED
    : CATERERS_ONLY;
}
