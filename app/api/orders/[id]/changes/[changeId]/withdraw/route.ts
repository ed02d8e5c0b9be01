import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { withdrawOrderChange } from "@/lib/server/orders/changes/withdraw-change";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/changes/{changeId}/withdraw. */
export const POST = handleRoute<{ params: Promise<{ id: string; changeId: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const p = await params;
    return NextResponse.json(
      await withdrawOrderChange(actor, parseId(p.id, "order id"), parseId(p.changeId, "change id")),
    );
  },
);
