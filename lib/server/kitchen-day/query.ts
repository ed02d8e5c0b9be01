import "server-only";
import type { KitchenDayInput } from "@/lib/kitchen-day/schemas";

/** ?date=YYYY-MM-DD[&catererId=] as the domain functions' input (they validate it). */
export function kitchenDayQuery(request: Request): KitchenDayInput {
  const query = new URL(request.url).searchParams;
  const catererId = query.get("catererId");
  return { date: query.get("date") ?? "", ...(catererId === null ? {} : { catererId }) };
}
