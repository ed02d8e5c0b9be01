/**
 * `npm run worker`: the job worker on its own (lib/server/jobs/worker.ts): sends the email
 * outbox and runs the scheduled jobs (refund retries, ...). `npm start` starts one beside
 * the web server; in production run this as its own process (one or more: they share the
 * work safely) with the same DATABASE_URL, SMTP_URL, MAIL_FROM and APP_URL as the app.
 * SIGINT/SIGTERM finish the current pass and exit.
 */
import { resolveDatabase } from "./db/local-postgres";
import { logger, routeConsoleToLogger } from "../../lib/server/observability/logger.mjs";

// A server process: every line it prints is one JSON log line (docs/deploy.md, "Logs").
routeConsoleToLogger();

async function main() {
  const database = await resolveDatabase((message) => logger.info(message));
  process.env.DATABASE_URL = database.url;
  if (!process.env.SMTP_URL) {
    logger.info("SMTP_URL is not set: emails go to the development mailbox at /admin/emails.");
  }
  const { startWorker } = await import("../../lib/server/jobs/worker");
  const { db } = await import("../../lib/server/db");
  const worker = startWorker();
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await worker.stop();
    await db.$disconnect();
    await database.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

main().catch((error) => {
  logger.fatal({ err: error }, "The job worker could not start");
  process.exit(1);
});
