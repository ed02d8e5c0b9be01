/**
 * Counts the SQL statements the app sends to PostgreSQL while `work` runs, at the driver:
 * every query of every pg client (Prisma's adapter included) passes Client.prototype.query,
 * so nothing an ORM call does in several round trips goes unseen. Only for tests that run
 * one thing at a time.
 */
import pg from "pg";

export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const original = pg.Client.prototype.query;
  const statements: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    statements.push(typeof first === "string" ? first : (first?.text ?? ""));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await work(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}
