import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { earningsCsv } from "@/lib/server/money/payouts/earnings";

export const GET = handleRoute(async (request) => {
  const csv = await earningsCsv(await actorFromRequest(request));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="traytable-earnings.csv"',
      "cache-control": "private, no-store",
    },
  });
});
