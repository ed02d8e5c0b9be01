import { NextResponse } from "next/server";
import { handleRoute } from "@/lib/server/http/handle-route";
import { checkReadiness } from "@/lib/server/observability/readiness";

/**
 * Readiness: 200 when PostgreSQL (and Redis, when REDIS_URL is set) answer within 1 s,
 * else 503, so the load balancer stops sending this instance requests it cannot serve
 * (docs/deploy.md, "Probes").
 */
export const dynamic = "force-dynamic";

export const GET = handleRoute(async () => {
  const { ready, checks } = await checkReadiness();
  return NextResponse.json(
    { status: ready ? "ready" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
