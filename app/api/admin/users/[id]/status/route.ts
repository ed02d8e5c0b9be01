import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { setUserStatus } from "@/lib/server/users/admin-users";
import { parseId } from "@/lib/server/validation";
import { userStatusSchema } from "@/lib/users/schemas";

/** PATCH /api/admin/users/{id}/status {isActive}. */
export const PATCH = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const actor = requireRole(await actorFromRequest(request), "admin");
    const id = parseId((await params).id, "user id");
    return NextResponse.json(
      await setUserStatus(actor, id, await readBody(request, userStatusSchema)),
    );
  },
);
