import { NextResponse } from "next/server";
import { messageSchema } from "@/lib/messages/schemas";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { postThreadMessage } from "@/lib/server/messages/post-message";
import { getThread } from "@/lib/server/messages/read-thread";
import { parseId } from "@/lib/server/validation";

type Ctx = { params: Promise<{ threadId: string }> };

/** GET /api/messages/{threadId}: one conversation with its messages. */
export const GET = handleRoute<Ctx>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).threadId, "thread id");
  return NextResponse.json(await getThread(actor, id));
});

/** POST /api/messages/{threadId} {body}: a message in that conversation. */
export const POST = handleRoute<Ctx>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).threadId, "thread id");
  const message = await postThreadMessage(actor, id, await readBody(request, messageSchema));
  return NextResponse.json(message, { status: 201 });
});
