"use server";

import { resetFeedToken } from "@/lib/server/calendar-feed/feed-token";
import { runAction } from "@/lib/server/http/server-action";

export async function resetFeedTokenAction(catererId: number) {
  return runAction(
    (actor) => resetFeedToken(actor, { catererId }),
    "Failed to reset the calendar link",
  );
}
