import type { DisputeStatusValue, FeeBearer } from "./rules";

/**
 * What is sent to the provider to contest a dispute (docs/product-rules.md §22), built from
 * the order by assembleEvidencePack(). Text fields only: Stripe's file fields
 * (customer_communication is a file) are not used; conversations go in uncategorizedText.
 */
export type DisputeEvidence = {
  productDescription: string;
  customerName: string;
  customerEmailAddress: string;
  /** YYYY-MM-DD: the event's date. */
  serviceDate: string;
  shippingAddress: string | null;
  /** The messages, the status history with times and the delivery confirmation. */
  uncategorizedText: string;
};

export type DisputeLineDto = {
  bookingId: number;
  orderId: number;
  catererId: number;
  catererName: string;
  dishName: string;
  amountCents: number;
  takenBackCents: number;
  feeCents: number;
  feeTakenCents: number;
};

export type DisputeDto = {
  id: number;
  providerDisputeId: string;
  intentId: string;
  amountCents: number;
  currency: string;
  reason: string;
  status: DisputeStatusValue;
  statusLabel: string;
  feeCents: number;
  feeBearer: FeeBearer;
  evidenceSubmittedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  lines: DisputeLineDto[];
};
