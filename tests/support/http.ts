/** Calls a route handler the way Next.js would, with a JSON body and an optional bearer token. */

/**
 * Any route handler of the app: each declares its own params, so the context is `never` here
 * (every handler accepts it) and `call` hands it the params it was given.
 */
export type RouteHandler = (request: Request, context: never) => Promise<Response>;
type WithParams = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export type CallOptions = {
  body?: unknown;
  rawBody?: string;
  token?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  method?: string;
};

export async function call(handler: RouteHandler, path: string, options: CallOptions = {}) {
  const url = new URL(path, "http://localhost");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const request = new Request(url, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body:
      options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const response = await (handler as WithParams)(request, {
    params: Promise.resolve(options.params ?? {}),
  });
  const text = await response.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}
