import { NextResponse } from "next/server";
import { auditQuerySchema, listAudit } from "@/lib/server/audit/list-audit";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { queryOf } from "@/lib/server/http/paging";
import { parseInput } from "@/lib/server/validation";

/** GET /api/admin/audit?entityType&entityId: the admin changes of one record, newest first. */
export const GET = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  return NextResponse.json(await listAudit(actor, parseInput(auditQuerySchema, queryOf(request))));
});
