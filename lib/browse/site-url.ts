/**
 * The public base URL for canonical links, the sitemap and JSON-LD: APP_URL, or when it is
 * unset this server's own port on localhost (a demo), never a port it does not listen on.
 * Production must set APP_URL; the server warns at start when it does not.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.APP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const port = /^\d{1,5}$/.test(env.PORT ?? "") ? env.PORT : "3000";
  return `http://localhost:${port}`;
}
