import type { ApplicationStatusValue } from "@/lib/constants";

export type ApplicationDto = {
  id: number;
  userId: number;
  businessName: string;
  cuisineTags: string[];
  serviceArea: string;
  description: string;
  phone: string | null;
  termsAccepted: boolean;
  status: ApplicationStatusValue;
  adminNotes: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An application as admins see it: with the applicant's name and email. */
export type AdminApplicationDto = ApplicationDto & {
  user: { firstName: string; lastName: string; email: string };
};
