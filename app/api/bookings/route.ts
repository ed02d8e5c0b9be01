import { NextResponse } from "next/server";
import { actorFromRequest, sessionMeta } from "@/lib/server/auth/current-actor";
import { createBooking } from "@/lib/server/lines/create-booking";
import { listBookings } from "@/lib/server/lines/list-bookings";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { bookingSchema } from "@/lib/lines/schemas";

export const GET = handleRoute(async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return NextResponse.json(await listBookings(await actorFromRequest(request), query));
});

export const POST = handleRoute(async (request) => {
  const booking = await createBooking(
    await actorFromRequest(request),
    await readBody(request, bookingSchema),
    sessionMeta(request.headers),
  );
  return NextResponse.json(booking, { status: 201 });
});
