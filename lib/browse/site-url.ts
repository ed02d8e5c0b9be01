/** The public base URL for canonical links, the sitemap and JSON-LD (same as app/layout.tsx). */
export function siteUrl(): string {
  return (process.env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}
