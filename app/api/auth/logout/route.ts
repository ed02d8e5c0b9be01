import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { logOut } from "@/lib/server/auth/log-out";
import { handleRoute } from "@/lib/server/http/handle-route";

export const POST = handleRoute(async (request) => {
  await logOut(await actorFromRequest(request));
  return NextResponse.json({ message: "Logged out" });
});
