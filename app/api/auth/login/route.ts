import { NextResponse } from "next/server";
import { sessionMeta } from "@/lib/server/auth/current-actor";
import { logIn } from "@/lib/server/auth/log-in";
import { handleRoute, readJson } from "@/lib/server/http/handle-route";

export const POST = handleRoute(async (request) => {
  const { user, token } = await logIn(await readJson(request), sessionMeta(request.headers));
  return NextResponse.json({ user, token });
});
