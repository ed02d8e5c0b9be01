/**
 * Responses for public, anonymous data (caterers, menus). Browsers revalidate every time
 * (max-age=0), so an edit shows on the next load; a CDN in front of the instances may keep
 * a copy for PUBLIC_CDN_SECONDS and serve it stale a little longer while it refetches
 * (docs/deploy.md). Never use these for anything that depends on who asks.
 */
import "server-only";

export const PUBLIC_CDN_SECONDS = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_CDN_SECONDS}, stale-while-revalidate=${PUBLIC_CDN_SECONDS}`;

/** A JSON body that is already serialised (e.g. from the data cache). */
export function publicJsonResponse(body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    headers: {
      "content-type": "application/json",
      "cache-control": PUBLIC_CACHE_CONTROL,
      ...headers,
    },
  });
}
