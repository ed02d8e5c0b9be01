/** Runs once when the server starts: warns about settings a real deployment must have. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startupWarnings } = await import("@/lib/server/startup-warnings");
  for (const warning of startupWarnings()) console.warn(`Warning: ${warning}`);
}
