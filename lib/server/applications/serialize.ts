import type { CatererApplication } from "@/lib/generated/prisma/client";

export type ApplicationDto = {
  id: number;
  userId: number;
  businessName: string;
  cuisineTags: string[];
  serviceArea: string;
  description: string;
  phone: string | null;
  termsAccepted: boolean;
  status: CatererApplication["status"];
  adminNotes: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

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
