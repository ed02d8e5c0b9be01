import { NextResponse } from "next/server";
import { sessionMeta } from "@/lib/server/auth/current-actor";
import { signUp } from "@/lib/server/auth/sign-up";
import { handleRoute, readJson } from "@/lib/server/http/handle-route";

export const POST = handleRoute(async (request) => {
  const { user, token } = await signUp(await readJson(request), sessionMeta(request.headers));
  return NextResponse.json({ user, token }, { status: 201 });
});
