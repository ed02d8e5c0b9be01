import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { declineOrderChange } from "@/lib/server/orders/changes/decide-change";
import { declineChangeSchema } from "@/lib/orders/schemas";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/changes/{changeId}/decline {reason}: the kitchen says no. */
export const POST = handleRoute<{ params: Promise<{ id: string; changeId: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const p = await params;
    const body = await readBody(request, declineChangeSchema);
    return NextResponse.json(
      await declineOrderChange(
        actor,
        parseId(p.id, "order id"),
        parseId(p.changeId, "change id"),
        body,
      ),
    );
  },
);
