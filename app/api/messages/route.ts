import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { queryOf } from "@/lib/server/http/paging";
import { listThreads } from "@/lib/server/messages/list-threads";

/** GET /api/messages?page&pageSize: the reader's conversations, newest first. */
export const GET = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(await listThreads(actor, queryOf(request)));
});
