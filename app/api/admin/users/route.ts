import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { queryOf } from "@/lib/server/http/paging";
import { createUser } from "@/lib/server/users/admin-users";
import { listUsers } from "@/lib/server/users/list-users";
import { adminUserCreateSchema } from "@/lib/users/schemas";

/** GET /api/admin/users?search&role&status(&page&pageSize): { users, total, page, pageSize }. */
export const GET = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  return NextResponse.json(await listUsers(actor, queryOf(request)));
});

/** POST /api/admin/users. */
export const POST = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const user = await createUser(actor, await readBody(request, adminUserCreateSchema));
  return NextResponse.json(user, { status: 201 });
});
