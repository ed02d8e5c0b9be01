import { NextResponse } from "next/server";
import { messageSchema } from "@/lib/messages/schemas";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { postBookingMessage } from "@/lib/server/messages/post-message";
import { getBookingThread } from "@/lib/server/messages/read-thread";
import { parseId } from "@/lib/server/validation";

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/bookings/{id}/thread: the conversation about an order (docs/api.md, "Messages"). */
export const GET = handleRoute<Ctx>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).id, "booking id");
  return NextResponse.json(await getBookingThread(actor, id));
});

/** POST /api/bookings/{id}/thread {body}: a message about that order. */
export const POST = handleRoute<Ctx>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).id, "booking id");
  const message = await postBookingMessage(actor, id, await readBody(request, messageSchema));
  return NextResponse.json(message, { status: 201 });
});
