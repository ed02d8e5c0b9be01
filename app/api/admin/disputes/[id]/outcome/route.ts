import { NextResponse } from "next/server";
import { decideTestDisputeSchema } from "@/lib/money/disputes/schemas";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { decideTestDispute } from "@/lib/server/money/disputes/decide-test-dispute";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/disputes/{id}/outcome {outcome: "won" | "lost"}: test mode only. */
export const POST = handleRoute(async (request: Request, { params }: Context) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).id, "dispute id");
  return NextResponse.json(
    await decideTestDispute(actor, id, await readBody(request, decideTestDisputeSchema)),
  );
});
