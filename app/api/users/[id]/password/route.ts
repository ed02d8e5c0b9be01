import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { changePassword } from "@/lib/server/users/change-password";
import { parseId } from "@/lib/server/validation";
import { changePasswordSchema } from "@/lib/auth/schemas";

export const PATCH = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const result = await changePassword(
      actor,
      parseId((await params).id, "user id"),
      await readBody(request, changePasswordSchema),
    );
    return NextResponse.json(result);
  },
);
