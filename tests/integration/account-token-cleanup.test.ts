/**
 * The job that removes old password-reset and email-verification links: a link that
 * expired more than a day ago goes, a recently expired or still valid one stays.
 */
import { clearExpiredAccountTokens } from "@/lib/server/auth/clear-expired-tokens";
import { db } from "@/lib/server/db";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/registry";
import { makeUser } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

const HOUR = 60 * 60_000;
const now = new Date("2026-11-25T12:00:00Z");
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR);

beforeEach(resetDatabase);
afterAll(() => db.$disconnect());

it("removes links that expired more than a day ago, and only those", async () => {
  const user = await makeUser();
  const rows = [
    { tokenHash: "a".repeat(64), expiresAt: at(-25), usedAt: at(-30) }, // used, long expired
    { tokenHash: "b".repeat(64), expiresAt: at(-48), usedAt: null }, // never used, long expired
    { tokenHash: "c".repeat(64), expiresAt: at(-2), usedAt: null }, // expired an hour or two ago
    { tokenHash: "d".repeat(64), expiresAt: at(1), usedAt: null }, // still valid
  ];
  await db.passwordResetToken.createMany({
    data: rows.map((r) => ({ ...r, userId: user.id })),
  });
  await db.emailVerificationToken.createMany({
    data: rows.map((r, i) => ({ ...r, tokenHash: String(i).repeat(64), userId: user.id })),
  });

  expect(await clearExpiredAccountTokens(now)).toBe(4);
  const left = await db.passwordResetToken.findMany({ orderBy: { tokenHash: "asc" } });
  expect(left.map((r) => r.tokenHash[0])).toEqual(["c", "d"]);
  const leftVerifications = await db.emailVerificationToken.findMany({
    orderBy: { tokenHash: "asc" },
  });
  expect(leftVerifications.map((r) => r.tokenHash[0])).toEqual(["2", "3"]);
  // A second run finds nothing more.
  expect(await clearExpiredAccountTokens(now)).toBe(0);
});

it("runs on the job worker", () => {
  expect(SCHEDULED_JOBS.map((j) => j.name)).toContain("account-tokens.clear-expired");
});
