import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { pdfResponse } from "@/lib/server/kitchen-day/pdf-file";
import { renderPrepSheetPdf } from "@/lib/server/kitchen-day/render-prep-sheet-pdf";
import { kitchenDayQuery } from "@/lib/server/kitchen-day/query";

export const GET = handleRoute(async (request) =>
  pdfResponse(await renderPrepSheetPdf(await actorFromRequest(request), kitchenDayQuery(request))),
);
