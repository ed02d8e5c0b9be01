/**
 * @jest-environment node
 *
 * The Node server's copies of public answers (lib/server/http/public-replay-cache.mjs), in
 * front of a stand-in for Next that counts its calls and, for pages, signs its inline
 * script with a fresh nonce as proxy.ts and Next do.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from "node:zlib";
import {
  clearPublicReplayCache,
  record,
  replay,
  replayPlan,
} from "@/lib/server/http/public-replay-cache.mjs";

let calls = 0;
let cacheControl = "public, max-age=0, s-maxage=30";
let server: http.Server;
let base: string;
/** Lets a test hold the stand-in's answer until it says so. */
let hold: Promise<void> | null = null;
const seenEncodings: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("x-request-id", String(req.headers["x-request-id"] ?? "none"));
    const plan = replayPlan(req);
    if (plan !== null) {
      if (replay(plan, res)) return;
      record(plan, res);
    }
    const n = ++calls;
    seenEncodings.push(req.headers["accept-encoding"] as string | undefined);
    const answer = () => {
      if (req.url!.startsWith("/api/")) {
        res.setHeader("cache-control", cacheControl);
        res.setHeader("content-type", "application/json");
        res.write(`{"answer":`);
        res.end(`${n}}`);
        return;
      }
      const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
      res.setHeader(
        "content-security-policy",
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      );
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.setHeader("content-type", "text/html; charset=utf-8");
      const html = `<html><script nonce="${nonce}">self.page=${n}</script></html>`;
      // Next compresses a page for a browser that accepts gzip, in chunks as it streams.
      if (/gzip/.test(String(req.headers["accept-encoding"]))) {
        res.setHeader("content-encoding", "gzip");
        const gz = gzipSync(html);
        res.write(gz.subarray(0, 10));
        res.end(gz.subarray(10));
      } else res.end(html);
    };
    if (hold) void hold.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  clearPublicReplayCache();
  calls = 0;
  cacheControl = "public, max-age=0, s-maxage=30";
  hold = null;
  seenEncodings.length = 0;
  delete process.env.REDIS_URL;
});

const get = async (path: string, requestId = "r") => {
  const res = await fetch(`${base}${path}`, { headers: { "x-request-id": requestId } });
  return { body: await res.json(), requestId: res.headers.get("x-request-id") };
};

/** A page as a browser gets it: its policy's nonce, the nonces in its HTML, its script. */
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await new Promise<http.IncomingMessage>((resolve) =>
    http.get(`${base}${path}`, { headers }, resolve),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const gzipped = res.headers["content-encoding"] === "gzip";
  const html = (gzipped ? gunzipSync(raw) : raw).toString("utf8");
  const policy = String(res.headers["content-security-policy"]);
  return {
    gzipped,
    policyNonce: /'nonce-([^']+)'/.exec(policy)![1],
    htmlNonces: [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]),
    script: /<script[^>]*>([^<]*)<\/script>/.exec(html)![1],
  };
}

it("replays a public answer of the caterer API within a second, with each request's own id", async () => {
  expect(await get("/api/caterers", "one")).toEqual({ body: { answer: 1 }, requestId: "one" });
  expect(await get("/api/caterers", "two")).toEqual({ body: { answer: 1 }, requestId: "two" });
  expect((await get("/api/caterers?cuisine=Thai")).body).toEqual({ answer: 2 });
  expect((await get("/api/caterers/3/dishes")).body).toEqual({ answer: 3 });
  expect((await get("/api/caterers/3/dishes")).body).toEqual({ answer: 3 });
  await new Promise((r) => setTimeout(r, 1100));
  expect((await get("/api/caterers")).body).toEqual({ answer: 4 });
});

it("asks again after a caterer write, and keeps nothing made while one happened", async () => {
  await get("/api/caterers");
  clearPublicReplayCache();
  expect((await get("/api/caterers")).body).toEqual({ answer: 2 });

  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  const slow = get("/api/caterers/1");
  await new Promise((r) => setTimeout(r, 50));
  clearPublicReplayCache(); // a write lands while the answer is being made
  release();
  expect((await slow).body).toEqual({ answer: 3 });
  hold = null;
  expect((await get("/api/caterers/1")).body).toEqual({ answer: 4 });
});

it("keeps nothing private, nothing outside the caterer API, and nothing when instances share a cache", async () => {
  cacheControl = "private, no-store";
  await get("/api/caterers");
  expect((await get("/api/caterers")).body).toEqual({ answer: 2 });
  cacheControl = "public, max-age=0";
  await get("/api/bookings");
  expect((await get("/api/bookings")).body).toEqual({ answer: 4 });
  process.env.REDIS_URL = "redis://127.0.0.1:1";
  await get("/api/caterers/9");
  expect((await get("/api/caterers/9")).body).toEqual({ answer: 6 });
});

it("replays a signed-out visitor's page with a fresh nonce in the policy and the HTML", async () => {
  const first = await page("/caterer/4", { "accept-encoding": "gzip" });
  // The visitor whose request rendered the page got it compressed too (a page of 140 KB
  // sent plain costs a phone on a slow network most of a second).
  expect(seenEncodings).toEqual(["gzip"]);
  expect(first.gzipped).toBe(true);
  expect(first.htmlNonces).toEqual([first.policyNonce]);
  const again = await page("/caterer/4", { "accept-encoding": "gzip" });
  const plain = await page("/caterer/4");
  expect(calls).toBe(1);
  expect(again.script).toBe(first.script);
  expect(again.gzipped).toBe(true);
  expect(plain.gzipped).toBe(false);
  for (const replayed of [again, plain]) {
    expect(replayed.htmlNonces).toEqual([replayed.policyNonce]);
    expect(replayed.policyNonce).not.toBe(first.policyNonce);
    expect(replayed.policyNonce).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  }
  expect(again.policyNonce).not.toBe(plain.policyNonce);

  // A visitor with a cookie, a client navigation, another path: rendered, not replayed.
  await page("/caterer/4", { cookie: "authjs.session-token=x" });
  await page("/caterer/4", { rsc: "1" });
  await page("/checkout");
  expect(calls).toBe(4);
  clearPublicReplayCache();
  expect((await page("/caterer/4")).script).toBe("self.page=5");
});

describe("an API answer compressed for one client is never replayed to another who cannot read it", () => {
  let encServer: http.Server;
  let encBase: string;
  let renders = 0;
  /** Next's compression as `compression` negotiates it: br, then gzip, then deflate. */
  const negotiate = (accept: string) => {
    const ok = (name: string) => new RegExp(`\\b${name}\\b(?!;q=0(\\.0*)?\\b)`).test(accept);
    return ["br", "gzip", "deflate"].find(ok) ?? null;
  };
  beforeAll(async () => {
    encServer = http.createServer((req, res) => {
      const plan = replayPlan(req);
      if (plan !== null) {
        if (replay(plan, res)) return;
        record(plan, res);
      }
      renders++;
      res.setHeader("cache-control", "public, max-age=0, s-maxage=30");
      res.setHeader("content-type", "application/json");
      const json = Buffer.from(`{"answer":${renders}}`);
      const encoding = negotiate(String(req.headers["accept-encoding"] ?? ""));
      if (encoding) res.setHeader("content-encoding", encoding);
      res.end(
        encoding === "br"
          ? brotliCompressSync(json)
          : encoding === "gzip"
            ? gzipSync(json)
            : encoding === "deflate"
              ? deflateSync(json)
              : json,
      );
    });
    await new Promise<void>((resolve) => encServer.listen(0, "127.0.0.1", resolve));
    encBase = `http://127.0.0.1:${(encServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => encServer.close(resolve)));

  /** The raw bytes and their encoding, decoded as the client would (it knows only what it accepted). */
  const raw = (accept: string | null) =>
    new Promise<{ encoding: string | undefined; json: unknown }>((resolve, reject) => {
      const headers: Record<string, string> = accept === null ? {} : { "accept-encoding": accept };
      http
        .get(`${encBase}/api/caterers/7`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const accepted = (accept ?? "").split(",").map((t) => t.split(";")[0]!.trim());
            try {
              if (encoding !== undefined && !accepted.includes(encoding)) {
                throw new Error(`got ${encoding} after asking for ${accept ?? "nothing"}`);
              }
              const text =
                encoding === "br"
                  ? brotliDecompressSync(body)
                  : encoding === "gzip"
                    ? gunzipSync(body)
                    : encoding === "deflate"
                      ? inflateSync(body)
                      : body;
              resolve({ encoding, json: JSON.parse(text.toString()) });
            } catch (error) {
              reject(error);
            }
          });
        })
        .on("error", reject);
    });

  it.each([
    [["deflate", "br", "gzip", null]],
    [["br", "gzip, deflate", null, "deflate"]],
    [["gzip, deflate, br", "gzip", "identity", "gzip;q=0, deflate", null]],
  ] as (string | null)[][][])(
    "clients asking %j in turn each get bytes they can decode",
    async (accepts) => {
      clearPublicReplayCache();
      for (const accept of accepts) {
        const res = await raw(accept);
        expect(res.json).toEqual({ answer: expect.any(Number) });
        expect(res.encoding).toBe(negotiate(accept ?? "") ?? undefined);
      }
    },
  );

  it("still replays to a second client that asks the same way", async () => {
    clearPublicReplayCache();
    const before = renders;
    await raw("deflate");
    await raw("deflate");
    await raw(null);
    await raw(null);
    expect(renders - before).toBe(2);
  });
});
