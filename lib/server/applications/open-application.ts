import "server-only";
import { statusOnOpen } from "@/lib/applications/rules";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { APPLICATION_NOT_FOUND } from "./review";
import { adminApplicationInclude, toAdminApplicationDto } from "./serialize";

/**
 * An admin opens an application's details: a submitted application is now under review,
 * which the applicant sees on /become-a-caterer. Opening one in any other status changes
 * nothing. The move is one conditional update, so it never overrides a decision another
 * admin made meanwhile.
 */
export async function openApplication(actor: Actor | null, id: number) {
  requireRole(actor, "admin");
  return db.$transaction(async (tx) => {
    const current = await tx.catererApplication.findUnique({ where: { id } });
    if (!current || current.status === "draft") {
      throw new AppError("not_found", APPLICATION_NOT_FOUND);
    }
    const next = statusOnOpen(current.status);
    if (next) {
      await tx.catererApplication.updateMany({
        where: { id, status: current.status },
        data: { status: next },
      });
    }
    return toAdminApplicationDto(
      await tx.catererApplication.findUniqueOrThrow({
        where: { id },
        include: adminApplicationInclude,
      }),
    );
  });
}
