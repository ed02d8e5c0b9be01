import "server-only";
import { DISPUTE_STATUS_LABELS } from "@/lib/money/disputes/rules";
import type { DisputeDto } from "@/lib/money/disputes/types";
import type { Dispute, DisputeLine } from "@/lib/generated/prisma/client";

type Row = Dispute & {
  lines: (DisputeLine & {
    booking: { orderId: number; dishName: string; caterer: { name: string } };
  })[];
};

export const DISPUTE_INCLUDE = {
  lines: {
    orderBy: { bookingId: "asc" },
    include: {
      booking: { select: { orderId: true, dishName: true, caterer: { select: { name: true } } } },
    },
  },
} as const;

export function toDisputeDto(d: Row): DisputeDto {
  return {
    id: d.id,
    providerDisputeId: d.providerDisputeId,
    intentId: d.intentId,
    amountCents: d.amount,
    currency: d.currency,
    reason: d.reason,
    status: d.status,
    statusLabel: DISPUTE_STATUS_LABELS[d.status],
    feeCents: d.feeCents,
    feeBearer: d.feeBearer,
    evidenceSubmittedAt: d.evidenceSubmittedAt?.toISOString() ?? null,
    closedAt: d.closedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    lines: d.lines.map((l) => ({
      bookingId: l.bookingId,
      orderId: l.booking.orderId,
      catererId: l.catererId,
      catererName: l.booking.caterer.name,
      dishName: l.booking.dishName,
      amountCents: l.amount,
      takenBackCents: l.takenBackCents,
      feeCents: l.feeCents,
      feeTakenCents: l.feeTakenCents,
    })),
  };
}
