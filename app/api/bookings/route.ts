import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { listBookings } from "@/lib/server/bookings/list-bookings";
import { handleRoute, readJson } from "@/lib/server/http/handle-route";

export const GET = handleRoute(async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return NextResponse.json(await listBookings(await actorFromRequest(request), query));
});

export const POST = handleRoute(async (request) => {
  const booking = await createBooking(await actorFromRequest(request), await readJson(request));
  return NextResponse.json(booking, { status: 201 });
});
