import { NextResponse } from "next/server";
import { messageSchema } from "@/lib/messages/schemas";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { editMessage } from "@/lib/server/messages/edit-message";
import { parseId } from "@/lib/server/validation";

/** PATCH /api/messages/{threadId}/{messageId} {body}: the author corrects a recent message. */
export const PATCH = handleRoute<{ params: Promise<{ threadId: string; messageId: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const p = await params;
    const threadId = parseId(p.threadId, "thread id");
    const messageId = parseId(p.messageId, "message id");
    return NextResponse.json(
      await editMessage(actor, threadId, messageId, await readBody(request, messageSchema)),
    );
  },
);
