import "server-only";
import type { Availability } from "@/lib/generated/prisma/client";
import { utcDateToIso } from "@/lib/dates";
import type { AvailabilityDto } from "@/lib/availability/types";

export function toAvailabilityDto(r: Availability): AvailabilityDto {
  return {
    id: r.id,
    catererId: r.catererId,
    date: utcDateToIso(r.date),
    isAvailable: r.isAvailable,
    maxOrders: r.maxOrders,
    currentOrders: r.currentOrders,
    maxTrays: r.maxTrays,
    currentTrays: Number(r.currentTrays),
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
  };
}
