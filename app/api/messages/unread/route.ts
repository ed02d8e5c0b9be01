import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { unreadMessages } from "@/lib/server/messages/unread";

/** GET /api/messages/unread: unread messages in all, and per order. */
export const GET = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(await unreadMessages(actor), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
