import "server-only";
import type { KitchenPermit } from "@/lib/generated/prisma/client";
import { utcDateToIso } from "@/lib/dates";
import type { PermitDto } from "@/lib/permits/types";

export function toPermitDto(p: KitchenPermit): PermitDto {
  return {
    userId: p.userId,
    permitType: p.permitType,
    permitNumber: p.permitNumber,
    issuingAuthority: p.issuingAuthority,
    expiresOn: utcDateToIso(p.expiresOn),
    hasDocument: p.documentKey !== null,
    documentType: p.documentType,
    documentSize: p.documentSize,
    documentUrl: p.documentKey ? `/api/permits/${p.userId}/document` : null,
    verifiedAt: p.verifiedAt?.toISOString() ?? null,
  };
}
