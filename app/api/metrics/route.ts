import { handleRoute } from "@/lib/server/http/handle-route";
import {
  refreshDatabaseGauges,
  refreshPoolGauges,
} from "@/lib/server/observability/database-gauges";
import { requireMetricsToken } from "@/lib/server/observability/metrics-access";
import { metrics } from "@/lib/server/observability/metrics.mjs";

/**
 * Prometheus metrics of this instance (text exposition format), for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN`; 404 when METRICS_TOKEN is unset, 401 without the
 * token. The list and the alerts worth setting: docs/deploy.md, "Metrics and alerts".
 */
export const dynamic = "force-dynamic";

export const GET = handleRoute(async (request) => {
  requireMetricsToken(request);
  await refreshDatabaseGauges();
  refreshPoolGauges();
  return new Response(await metrics.registry.metrics(), {
    headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" },
  });
});
