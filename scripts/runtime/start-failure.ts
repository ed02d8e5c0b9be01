/**
 * `npm start` ends a failed start with one sentence saying what went wrong and what to do,
 * never a stack trace: the person running it may have just cloned the project.
 * START_DEBUG=1 prints the underlying error too.
 */
import { EMBEDDED_PORT, EmbeddedStartError } from "./db/local-postgres";

export type StartStage = "database" | "migrations" | "demo data" | "build" | "server";

function code(error: unknown): string | undefined {
  const value = (error as { code?: unknown } | null)?.code;
  return typeof value === "string" ? value : undefined;
}

export function explainStartFailure(stage: StartStage, error: unknown): string {
  const usingUrl = Boolean(process.env.DATABASE_URL);
  const errorCode = code(error);
  if (stage === "database" || errorCode === "ECONNREFUSED" || errorCode === "28P01") {
    if (usingUrl) {
      return "TrayTable could not reach the PostgreSQL at DATABASE_URL: check that it is running and the URL (user, password, host, port, database) is right, or unset DATABASE_URL to use the embedded database.";
    }
    if (error instanceof EmbeddedStartError) {
      return `TrayTable could not start its embedded PostgreSQL on port ${EMBEDDED_PORT}: if another program uses that port, set EMBEDDED_PG_PORT to a free one (or DATABASE_URL to your own PostgreSQL) and run npm start again.`;
    }
    if (errorCode === "EACCES" || errorCode === "EPERM") {
      return "TrayTable could not create its embedded PostgreSQL because of file permissions: run npm start as the user who owns this folder, or set DATABASE_URL to your own PostgreSQL.";
    }
    return "TrayTable could not prepare its embedded PostgreSQL: run npm install again (it provides the database binaries), or set DATABASE_URL to your own PostgreSQL.";
  }
  if (stage === "migrations") {
    return "TrayTable could not bring the database schema up to date: if this database belongs to another app, point DATABASE_URL at an empty database and run npm start again.";
  }
  if (stage === "demo data") {
    return "TrayTable could not load its demo data into the empty database: run npm run db:seed to see why, or start from an empty database.";
  }
  if (stage === "build") {
    return "TrayTable could not build the app: run npm run build to see the compiler's errors, fix them, and run npm start again.";
  }
  return `TrayTable's web server stopped unexpectedly: if port ${process.env.PORT ?? "3000"} is taken, set PORT to a free port and run npm start again.`;
}
