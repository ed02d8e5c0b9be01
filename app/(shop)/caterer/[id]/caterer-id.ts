import { parseId } from "@/lib/server/validation";

/** The caterer id of the route, or null when it is not a valid id. */
export function catererIdFromParam(raw: string): number | null {
  try {
    return parseId(raw, "caterer id");
  } catch {
    return null;
  }
}
