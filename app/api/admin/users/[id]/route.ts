import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { deleteUser, patchUser, updateUser } from "@/lib/server/users/admin-users";
import { parseId } from "@/lib/server/validation";
import { adminUserPatchSchema, adminUserUpdateSchema } from "@/lib/users/schemas";

type Context = { params: Promise<{ id: string }> };

/** PUT /api/admin/users/{id} {email, password?, firstName, lastName, role, isActive, emailVerified, phone}. */
export const PUT = handleRoute(async (request: Request, { params }: Context) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const id = parseId((await params).id, "user id");
  return NextResponse.json(
    await updateUser(actor, id, await readBody(request, adminUserUpdateSchema)),
  );
});

/** PATCH /api/admin/users/{id}: some fields, for example {role}. */
export const PATCH = handleRoute(async (request: Request, { params }: Context) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const id = parseId((await params).id, "user id");
  return NextResponse.json(
    await patchUser(actor, id, await readBody(request, adminUserPatchSchema)),
  );
});

/** DELETE /api/admin/users/{id}. */
export const DELETE = handleRoute(async (request: Request, { params }: Context) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const id = parseId((await params).id, "user id");
  return NextResponse.json(await deleteUser(actor, id));
});
