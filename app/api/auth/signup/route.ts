import { NextResponse } from "next/server";
import { sessionMeta } from "@/lib/server/auth/current-actor";
import { signUp } from "@/lib/server/auth/sign-up";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { signupSchema } from "@/lib/auth/schemas";

export const POST = handleRoute(async (request) => {
  const { user, token } = await signUp(
    await readBody(request, signupSchema),
    sessionMeta(request.headers),
  );
  return NextResponse.json({ user, token }, { status: 201 });
});
