import { NextResponse } from "next/server";

/**
 * Liveness: the process answers. No I/O on purpose (docs/deploy.md, "Probes"): a database
 * outage must not make an orchestrator restart healthy app processes.
 */
export const dynamic = "force-dynamic";

export async function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
