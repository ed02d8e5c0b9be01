/**
 * Random bodies at every server action and every API route of the running server (issue
 * 43): multipart forms (whole, cut short, with React's reference markers), JSON and text of
 * every shape, form-encoded and untyped bytes, as an anonymous visitor, a customer, a
 * caterer and an admin. The answer may refuse (4xx) or even succeed, never fail: no 5xx.
 *
 * It starts a server of its own on a seeded database of its own (a random body may well be
 * a valid call that deletes a dish), on a copy of the e2e build. The actions are read from
 * the build's server-reference manifest and the routes from its app-paths manifest, so a
 * new one is covered without a change here. FC_SEED=<n> replays a run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
// @ts-expect-error plain ESM helper shared with Jest's setup
import { startTestDatabase } from "../support/test-database.mjs";
import { BUILD_DIR, e2eEnv, root } from "./support/build";
import { freePort } from "../support/free-port";

test.describe.configure({ mode: "serial" });

const FUZZ_DIR = `${BUILD_DIR}-fuzz`;
const SEED = Number(process.env.FC_SEED ?? Date.now() % 1_000_000);

let database: { url: string; stop: () => Promise<void> } | null = null;
let server: ChildProcess | null = null;
let base = "";
const tokens: Record<string, string | null> = { visitor: null };

/** A route or page path with its dynamic segments filled: an id that exists in the seed. */
const fill = (route: string) =>
  route
    .replace(/\/route$|\/page$/, "")
    .replace(/^app/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/\[\.\.\.[^\]]+\]/g, "session")
    .replace(/\[token\]/g, "no-such-token")
    .replace(/\[[^\]]+\]/g, "1") || "/";

type Target = { kind: "action" | "route"; name: string; path: string; actionId?: string };

function targets(): Target[] {
  const dist = path.join(root, BUILD_DIR, "server");
  const actions = JSON.parse(
    readFileSync(path.join(dist, "server-reference-manifest.json"), "utf8"),
  ).node as Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
  const routes = Object.keys(
    JSON.parse(readFileSync(path.join(dist, "app-paths-manifest.json"), "utf8")) as Record<
      string,
      string
    >,
  ).filter((r) => r.startsWith("/api/") && r.endsWith("/route"));
  return [
    ...Object.entries(actions).map(([id, a]) => ({
      kind: "action" as const,
      name: a.exportedName ?? id,
      path: fill(Object.keys(a.workers)[0]!),
      actionId: id,
    })),
    ...routes.map((r) => ({ kind: "route" as const, name: r, path: fill(r) })),
  ];
}

/** Strings React's reply decoder reads as references, and strings nobody expects. */
const flightish = fc.constantFrom(
  "$K1",
  "$@0",
  "$Q1",
  "$W1",
  "$T",
  "$undefined",
  "$n99999999999999999999",
  "$D2026-13-45",
  "$-0",
  "$B1",
  "$F1",
  "$h1",
  "$$",
  "$Infinity",
  "$S",
  "$R0",
  "$1",
  "$0:a:b",
);
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  flightish,
  fc.array(fc.oneof(flightish, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }),
);

type Body = { label: string; contentType?: string; data: Buffer | string };

const fieldName = (actionId: string | undefined) =>
  fc.oneof(
    fc.constantFrom("0", "1", "2", "email", "password", "$ACTION_REF_1", "1_$ACTION_ID_x"),
    fc.constant(`$ACTION_ID_${actionId ?? "0"}`),
    fc.constant("$ACTION_1:0"),
    fc.string({ maxLength: 12 }),
  );

const multipart = (actionId?: string) =>
  fc
    .record({
      fields: fc.array(
        fc.tuple(
          fieldName(actionId),
          fc.oneof(
            fc.string({ maxLength: 40 }),
            value.map((v) => JSON.stringify(v) ?? ""),
          ),
        ),
        { maxLength: 6 },
      ),
      cut: fc.option(fc.nat({ max: 60 }), { nil: undefined }),
      boundaryMatches: fc.boolean(),
    })
    .map(({ fields, cut, boundaryMatches }): Body => {
      const boundary = "----fuzz7MA4YWxkTrZu0gW";
      let text = fields
        .map(
          ([name, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n${v}\r\n`,
        )
        .join("");
      text += `--${boundary}--\r\n`;
      if (cut !== undefined) text = text.slice(0, Math.max(0, text.length - cut));
      return {
        label: `multipart${cut !== undefined ? " cut" : ""}`,
        contentType: `multipart/form-data; boundary=${boundaryMatches ? boundary : "other"}`,
        data: text,
      };
    });

const bodyFor = (actionId?: string): fc.Arbitrary<Body> =>
  fc.oneof(
    multipart(actionId),
    value.map((v): Body => ({
      label: "text json",
      contentType: "text/plain;charset=UTF-8",
      data: JSON.stringify(v) ?? "",
    })),
    fc
      .string({ maxLength: 60 })
      .map((s): Body => ({ label: "text", contentType: "text/plain;charset=UTF-8", data: s })),
    value.map((v): Body => ({
      label: "json",
      contentType: "application/json",
      data: JSON.stringify(v) ?? "",
    })),
    fc
      .string({ maxLength: 40 })
      .map((s): Body => ({ label: "broken json", contentType: "application/json", data: `{${s}` })),
    fc
      .array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 })), { maxLength: 5 })
      .map((pairs): Body => ({
        label: "form",
        contentType: "application/x-www-form-urlencoded",
        data: new URLSearchParams(pairs).toString(),
      })),
    fc.uint8Array({ maxLength: 64 }).map((b): Body => ({ label: "bytes", data: Buffer.from(b) })),
  );

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await startTestDatabase("traytable_fuzz");
  rmSync(path.join(root, FUZZ_DIR), { recursive: true, force: true });
  cpSync(path.join(root, BUILD_DIR), path.join(root, FUZZ_DIR), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(root, BUILD_DIR, "cache")),
  });
  const port = await freePort();
  base = `http://localhost:${port}`;
  const env = { ...e2eEnv(), DATABASE_URL: database!.url, NEXT_DIST_DIR: FUZZ_DIR, APP_URL: base };
  const seed = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/runtime/seed.ts",
    ],
    { cwd: root, env, stdio: "ignore" },
  );
  expect(seed.status, "seeding the fuzz database").toBe(0);
  server = spawn(process.execPath, ["scripts/runtime/server.mjs", "-p", String(port)], {
    cwd: root,
    env: { ...env, LOG_LEVEL: "fatal" },
    stdio: "ignore",
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const [role, email] of [
    ["customer", "customer@example.com"],
    ["caterer", "caterer@example.com"],
    ["admin", "admin@example.com"],
  ] as const) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "password123" }),
    });
    expect(res.status, `${role} signs in`).toBe(200);
    tokens[role] = ((await res.json()) as { token: string }).token;
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await database?.stop();
  rmSync(path.join(root, FUZZ_DIR), { recursive: true, force: true });
});

test("random bodies at every server action and API route, in every role: never a 5xx", async () => {
  test.setTimeout(480_000);
  const all = targets();
  expect(all.filter((t) => t.kind === "action").length).toBeGreaterThan(40);
  expect(all.filter((t) => t.kind === "route").length).toBeGreaterThan(80);
  const failures: string[] = [];
  const statuses = new Map<string, number>();
  let sent = 0;
  let index = 0;
  for (const target of all) {
    const runs = target.kind === "action" ? 2 * 4 : 4 * 4; // 4 roles, each method
    const bodies = fc.sample(bodyFor(target.actionId), { numRuns: runs, seed: SEED + index++ });
    const methods = target.kind === "action" ? ["POST"] : ["POST", "PUT", "PATCH", "DELETE"];
    for (const [i, body] of bodies.entries()) {
      const role = Object.keys(tokens)[i % 4]!;
      const method = methods[Math.floor(i / 4) % methods.length]!;
      const headers: Record<string, string> = { origin: base };
      if (body.contentType) headers["content-type"] = body.contentType;
      if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
      // Two of an action's eight bodies go without the header: a form posted before the
      // page's scripts ran (its $ACTION fields name the action).
      if (target.actionId && i < 6) headers["next-action"] = target.actionId;
      const res = await fetch(`${base}${target.path}`, {
        method,
        headers,
        body: typeof body.data === "string" ? body.data : new Uint8Array(body.data),
        redirect: "manual",
      }).catch((error: Error) => ({ status: 599, text: async () => error.message }));
      sent++;
      const kind = `${Math.floor(res.status / 100)}xx`;
      statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
      if (res.status >= 500) {
        const text = (await res.text()).slice(0, 160);
        failures.push(
          `${res.status} ${method} ${target.path} (${target.name}) as ${role}, ${body.label} ` +
            `${body.contentType ?? "untyped"}: ${JSON.stringify(String(body.data).slice(0, 160))} -> ${text}`,
        );
      }
    }
  }
  const summary = [...statuses].map(([k, n]) => `${k}: ${n}`).join(", ");
  console.log(
    `random bodies (FC_SEED=${SEED}): ${sent} requests to ${all.length} targets; ${summary}`,
  );
  expect(failures, failures.slice(0, 12).join("\n")).toEqual([]);
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
});
