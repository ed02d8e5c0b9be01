/** Inputs of the admin's dispute controls (docs/product-rules.md §22). */
import { z } from "zod";
import { idField } from "@/lib/validation/id";

/** The card networks' reasons an admin may pick when opening a test dispute. */
export const TEST_DISPUTE_REASONS = [
  "fraudulent",
  "product_not_received",
  "product_unacceptable",
  "duplicate",
  "general",
] as const;

export const openTestDisputeSchema = z.object({
  bookingId: idField("Please choose a paid order"),
  reason: z.enum(TEST_DISPUTE_REASONS, { error: "Please choose a reason" }).default("fraudulent"),
});
export type OpenTestDisputeInput = z.input<typeof openTestDisputeSchema>;

export const decideTestDisputeSchema = z.object({
  outcome: z.enum(["won", "lost"], { error: "Please choose won or lost" }),
});
export type DecideTestDisputeInput = z.input<typeof decideTestDisputeSchema>;
