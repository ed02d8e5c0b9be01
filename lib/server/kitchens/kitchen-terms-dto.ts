/**
 * A kitchen's terms as the pages and the API show them (docs/product-rules.md §11). Apart
 * from kitchen-settings.ts so that the caterer page cache can build them without importing
 * the settings' writes, which revalidate that cache.
 */
import "server-only";
import type { Caterer } from "@/lib/generated/prisma/client";
import type { KitchenTermsDto } from "@/lib/kitchens/terms-types";

export type TermsColumns = Pick<
  Caterer,
  | "id"
  | "trayCapacity"
  | "largeTrayWeight"
  | "minNoticeHours"
  | "longNoticeHours"
  | "longNoticeAboveTrays"
  | "cancellationPolicy"
  | "arrivalLeadMinutes"
>;

export const termsSelect = {
  id: true,
  trayCapacity: true,
  largeTrayWeight: true,
  minNoticeHours: true,
  longNoticeHours: true,
  longNoticeAboveTrays: true,
  cancellationPolicy: true,
  arrivalLeadMinutes: true,
} as const;

export function toKitchenTermsDto(c: TermsColumns): KitchenTermsDto {
  return {
    catererId: c.id,
    trayCapacity: c.trayCapacity,
    largeTrayWeight: Number(c.largeTrayWeight),
    minNoticeHours: c.minNoticeHours,
    longNoticeHours: c.longNoticeHours,
    longNoticeAboveTrays: c.longNoticeAboveTrays,
    cancellationPolicy: c.cancellationPolicy,
    arrivalLeadMinutes: c.arrivalLeadMinutes,
  };
}
