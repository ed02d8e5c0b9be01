import "server-only";
import type { CatererApplication, User } from "@/lib/generated/prisma/client";
import type { AdminApplicationDto, ApplicationDto } from "@/lib/applications/types";

export function toApplicationDto(a: CatererApplication): ApplicationDto {
  return {
    id: a.id,
    userId: a.userId,
    businessName: a.businessName,
    cuisineTags: a.cuisineTags,
    serviceArea: a.serviceArea,
    description: a.description,
    phone: a.phone,
    termsAccepted: a.termsAccepted,
    status: a.status,
    adminNotes: a.adminNotes,
    reviewedBy: a.reviewedBy,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    submittedAt: a.submittedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** What admin queries load with an application: the applicant's name and email, nothing more. */
export const adminApplicationInclude = {
  user: { select: { firstName: true, lastName: true, email: true } },
} as const;

export function toAdminApplicationDto(
  a: CatererApplication & { user: Pick<User, "firstName" | "lastName" | "email"> },
): AdminApplicationDto {
  return {
    ...toApplicationDto(a),
    user: { firstName: a.user.firstName, lastName: a.user.lastName, email: a.user.email },
  };
}
