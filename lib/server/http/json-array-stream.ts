/**
 * A JSON array sent piece by piece, one chunk per batch, for lists too long to build in one
 * string (JSON.stringify of a million dishes passes V8's string limit; issue 44).
 * The first batch is read before the response exists, so an error there still leaves through
 * handleRoute as a JSON 4xx/5xx. A later error is logged and aborts the body: the client sees
 * it cut short, never a shorter array that looks complete.
 */
import "server-only";
import { log } from "../observability/log";

type Options<T> = {
  headers?: Record<string, string>;
  /** Turns one element into its JSON text; elements already JSON text pass `String`. */
  serialize?: (item: T) => string;
};

export async function jsonArrayResponse<T>(
  batches: AsyncIterable<readonly T[]>,
  { headers = {}, serialize = JSON.stringify }: Options<T> = {},
): Promise<Response> {
  const iterator = batches[Symbol.asyncIterator]();
  let next: IteratorResult<readonly T[]> | null = await iterator.next();
  let opened = false;
  const encoder = new TextEncoder();

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Empty batches send nothing; a pull must enqueue or close, or the stream stalls.
        for (;;) {
          const result: IteratorResult<readonly T[]> = next ?? (await iterator.next());
          next = null;
          if (result.done) {
            controller.enqueue(encoder.encode(opened ? "]" : "[]"));
            controller.close();
            return;
          }
          if (result.value.length === 0) continue;
          controller.enqueue(
            encoder.encode((opened ? "," : "[") + result.value.map(serialize).join(",")),
          );
          opened = true;
          return;
        }
      } catch (error) {
        log.error("A streamed list failed after its first batch; the response is cut short", {
          err: error,
        });
        controller.error(error);
      }
    },
    async cancel() {
      // The client went away: stop reading batches.
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: { "content-type": "application/json", ...headers } });
}
