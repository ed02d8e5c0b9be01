/**
 * GET /api/ready with REDIS_URL set (docs/deploy.md, "Probes"): Redis must answer too,
 * within 1 s, or the instance is not ready. Redis here is a redis-server of the test's own
 * behind the TCP fault proxy (tests/support/tcp-proxy.ts), which the test cuts and hangs.
 * The database side is in database-fault.test.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { GET as readyRoute } from "@/app/api/ready/route";
import { call } from "../support/http";
import { probeUntil } from "../support/probe";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { freePort } from "../support/free-port";

let redis: ChildProcess;
let proxy: TcpProxy;
const savedRedisUrl = process.env.REDIS_URL;

async function listening(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

beforeAll(async () => {
  const port = await freePort();
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  await listening(port);
  proxy = await startTcpProxy("127.0.0.1", port);
});

afterAll(async () => {
  if (savedRedisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = savedRedisUrl;
  await proxy.close();
  const exited = new Promise((resolve) => redis.once("exit", resolve));
  redis.kill("SIGTERM");
  await exited;
});

afterEach(() => proxy.restore());

const ready = () => call(readyRoute, "/api/ready");

// Each answer is probed for as a load balancer would (tests/support/probe.ts says why).
describe("GET /api/ready with Redis configured", () => {
  it("checks only the database when REDIS_URL is unset", async () => {
    delete process.env.REDIS_URL;
    const { res } = await probeUntil(ready, {
      status: 200,
      json: { status: "ready", checks: { database: "ok" } },
    });
    expect(res.json.checks).not.toHaveProperty("redis");
  });

  it("is ready when Redis answers, and not when it is gone or hung", async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${proxy.port}`;
    await probeUntil(ready, {
      status: 200,
      json: { status: "ready", checks: { database: "ok", redis: "ok" } },
    });

    await proxy.cut();
    await probeUntil(ready, {
      status: 503,
      json: { status: "unavailable", checks: { database: "ok", redis: "failed" } },
    });

    await proxy.restore();
    proxy.hang();
    const hung = await probeUntil(ready, {
      status: 503,
      json: { checks: { database: "ok", redis: "timeout" } },
    });
    expect(hung.ms).toBeLessThan(3_000);

    await proxy.restore();
    await probeUntil(ready, { status: 200, json: { checks: { database: "ok", redis: "ok" } } });
  });
});
