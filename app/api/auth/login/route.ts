import { NextResponse } from "next/server";
import { sessionMeta } from "@/lib/server/auth/current-actor";
import { logIn } from "@/lib/server/auth/log-in";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { loginSchema } from "@/lib/auth/schemas";

export const POST = handleRoute(async (request) => {
  const { user, token } = await logIn(
    await readBody(request, loginSchema),
    sessionMeta(request.headers),
  );
  return NextResponse.json({ user, token });
});
