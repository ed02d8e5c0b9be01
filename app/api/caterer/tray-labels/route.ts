import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { pdfResponse } from "@/lib/server/kitchen-day/pdf-file";
import { kitchenDayQuery } from "@/lib/server/kitchen-day/query";
import { renderTrayLabelsPdf } from "@/lib/server/kitchen-day/render-tray-labels-pdf";

export const GET = handleRoute(async (request) =>
  pdfResponse(await renderTrayLabelsPdf(await actorFromRequest(request), kitchenDayQuery(request))),
);
