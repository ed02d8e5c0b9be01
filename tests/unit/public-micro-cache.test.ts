/**
 * @jest-environment node
 *
 * The Node server's one-second copy of the public caterer API (lib/server/http/
 * public-micro-cache.mjs), in front of a stand-in for Next that counts its calls.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  clearPublicMicroCache,
  microCacheKey,
  recordIntoMicroCache,
  replayFromMicroCache,
} from "@/lib/server/http/public-micro-cache.mjs";

let calls = 0;
let cacheControl = "public, max-age=0, s-maxage=30";
let server: http.Server;
let base: string;
/** Lets a test hold the stand-in's answer until it says so. */
let hold: Promise<void> | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("x-request-id", String(req.headers["x-request-id"] ?? "none"));
    const key = microCacheKey(req);
    if (key !== null) {
      if (replayFromMicroCache(key, res)) return;
      recordIntoMicroCache(key, res);
    }
    const n = ++calls;
    const answer = () => {
      res.setHeader("cache-control", cacheControl);
      res.setHeader("content-type", "application/json");
      res.write(`{"answer":`);
      res.end(`${n}}`);
    };
    if (hold) void hold.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  clearPublicMicroCache();
  calls = 0;
  cacheControl = "public, max-age=0, s-maxage=30";
  hold = null;
  delete process.env.REDIS_URL;
});

const get = async (path: string, requestId = "r") => {
  const res = await fetch(`${base}${path}`, { headers: { "x-request-id": requestId } });
  return { body: await res.json(), requestId: res.headers.get("x-request-id") };
};

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
  clearPublicMicroCache();
  expect((await get("/api/caterers")).body).toEqual({ answer: 2 });

  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  const slow = get("/api/caterers/1");
  await new Promise((r) => setTimeout(r, 50));
  clearPublicMicroCache(); // a write lands while the answer is being made
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
