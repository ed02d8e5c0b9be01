import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { getOwnCaterer } from "@/lib/server/kitchens/get-own-caterer";
import { handleRoute } from "@/lib/server/http/handle-route";

export const GET = handleRoute(async (request) => {
  return NextResponse.json(await getOwnCaterer(await actorFromRequest(request)));
});
