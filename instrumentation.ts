/**
 * Runs once when the server starts: installs the work queue's handlers (a request runs the
 * work items it enqueued, runOwnWork) and warns about settings a deployment must have.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("@/lib/server/jobs/work-handlers");
  const { startupWarnings } = await import("@/lib/server/startup-warnings");
  const { log } = await import("@/lib/server/observability/log");
  for (const warning of startupWarnings()) log.warn(`Warning: ${warning}`);
}
