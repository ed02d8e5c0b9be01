import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { getMe } from "@/lib/server/users/get-me";
import { updateProfile } from "@/lib/server/users/update-profile";
import { profilePatchSchema } from "@/lib/auth/schemas";

export const GET = handleRoute(async (request) => {
  const user = await getMe(await actorFromRequest(request));
  return NextResponse.json({ user }, { headers: { "Cache-Control": "private, no-store" } });
});

export const PATCH = handleRoute(async (request) => {
  const user = await updateProfile(
    await actorFromRequest(request),
    await readBody(request, profilePatchSchema),
  );
  return NextResponse.json({ user });
});
