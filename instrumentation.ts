/** Runs once when the server starts: warns about settings a real deployment must have. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startupWarnings } = await import("@/lib/server/startup-warnings");
  const { log } = await import("@/lib/server/observability/log");
  for (const warning of startupWarnings()) log.warn(`Warning: ${warning}`);
}
