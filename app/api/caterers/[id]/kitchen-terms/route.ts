import { NextResponse } from "next/server";
import { getKitchenLoad } from "@/lib/server/kitchens/kitchen-settings";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

type Context = { params: Promise<{ id: string }> };

/** GET: a kitchen's tray capacity, notice and cancellation policy, and trays left per date. */
export const GET = handleRoute<Context>(async (_request, { params }) => {
  const catererId = parseId((await params).id, "caterer id");
  return NextResponse.json(await getKitchenLoad(catererId), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
