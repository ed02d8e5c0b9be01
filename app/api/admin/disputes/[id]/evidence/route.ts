import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { submitDisputeEvidence } from "@/lib/server/money/disputes/submit-evidence";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/disputes/{id}/evidence: submit the evidence pack (product-rules §22). */
export const POST = handleRoute(async (request: Request, { params }: Context) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).id, "dispute id");
  return NextResponse.json(await submitDisputeEvidence(actor, id));
});
