import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { listMyEvents } from "@/lib/server/event-cart/my-events";
import { handleRoute } from "@/lib/server/http/handle-route";

export const dynamic = "force-dynamic";

/** GET /api/events: the signed-in customer's events, each with its lines (bookings). */
export const GET = handleRoute(async (request) =>
  NextResponse.json(await listMyEvents(await actorFromRequest(request))),
);
