/**
 * `npm test`'s wrapper: runs the command it is given with DATABASE_URL set, so that the
 * integration tests and then the e2e tests make their databases on one PostgreSQL server.
 * When DATABASE_URL is unset it starts the embedded server once for the whole run.
 */
import { spawn } from "node:child_process";
import { startLocalPostgres } from "../../scripts/runtime/db/local-postgres";
import { readRecap, startRecap } from "./failure-recap.mjs";

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error("usage: with-database.ts <command> [args...]");
  startRecap();
  const local = process.env.DATABASE_URL ? null : await startLocalPostgres(console.error);
  const env = local ? { ...process.env, DATABASE_URL: local.serverUrl } : process.env;
  const child = spawn(command, args, { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  const code = await new Promise<number>((resolve) =>
    child.on("exit", (status) => resolve(status ?? 1)),
  );
  await local?.stop();
  const recap = readRecap();
  if (recap) console.error(`\n==== What failed in this run (repeated from above) ====\n${recap}`);
  else if (code !== 0)
    console.error(
      `\n==== The run failed (exit ${code}) with no failed test recorded: see the checks above (lint, typecheck, audit) ====`,
    );
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
