"use server";

import { getFeedToken, resetFeedToken } from "@/lib/server/calendar-feed/feed-token";
import { runAction } from "@/lib/server/http/server-action";

export async function getFeedTokenAction(catererId: number) {
  return runAction((actor) => getFeedToken(actor, { catererId }));
}

export async function resetFeedTokenAction(catererId: number) {
  return runAction(
    (actor) => resetFeedToken(actor, { catererId }),
    "Failed to reset the calendar link",
  );
}
