import { NextResponse } from "next/server";
import { markReadSchema } from "@/lib/messages/schemas";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { markThreadRead } from "@/lib/server/messages/mark-read";
import { parseId } from "@/lib/server/validation";

/** POST /api/messages/{threadId}/read {upToMessageId?}: the reader has seen it. */
export const POST = handleRoute<{ params: Promise<{ threadId: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).threadId, "thread id");
    return NextResponse.json(
      await markThreadRead(actor, id, await readBody(request, markReadSchema)),
    );
  },
);
