/**
 * What every admin decision on an application shares: the row is locked for the decision,
 * so that two admins deciding at once are serialised and the second one sees the first's
 * outcome (409) instead of deciding again.
 */
import "server-only";
import { canReviewApplication } from "@/lib/applications/rules";
import type { ApplicationStatusValue } from "@/lib/constants";
import type { Tx } from "../db";
import { AppError } from "../errors";

export const APPLICATION_NOT_FOUND = "Application not found";

const STATE_WORDS: Partial<Record<ApplicationStatusValue, string>> = {
  approved: "already approved",
  rejected: "already rejected",
  changes_requested: "waiting for the applicant's changes",
  draft: "not submitted yet",
};

/** 409 for a decision the application's status no longer (or not yet) allows. */
export function decisionRefused(verb: string, status: ApplicationStatusValue): AppError {
  const state = STATE_WORDS[status] ?? status.replace(/_/g, " ");
  return new AppError("conflict", `Cannot ${verb} an application that is ${state}`);
}

/**
 * Locks the application row until the transaction ends and returns it, if an admin may
 * still decide on it; otherwise 404 (unknown) or 409 (any other state, a draft included).
 */
export async function lockApplicationForDecision(tx: Tx, id: number, verb: string) {
  await tx.$queryRaw`SELECT "id" FROM "caterer_applications" WHERE "id" = ${id} FOR UPDATE`;
  const application = await tx.catererApplication.findUnique({ where: { id } });
  if (!application) throw new AppError("not_found", APPLICATION_NOT_FOUND);
  if (!canReviewApplication(application.status)) throw decisionRefused(verb, application.status);
  return application;
}
