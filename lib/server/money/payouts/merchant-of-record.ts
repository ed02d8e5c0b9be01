import "server-only";

/**
 * Who is the merchant of record, in one place (docs/payments.md, "Who collects the money").
 *
 * - "platform" (the only mode built): separate charges and transfers. The customer's one
 *   charge (an order or a whole event) lands in the platform's Stripe account; each line's
 *   share, minus the platform fee, is transferred to its kitchen's connected account when
 *   the line is settled (lib/server/money/payouts/pay-kitchen.ts), with source_transaction set to
 *   the charge and transfer_group to the order or event.
 * - "kitchen" (not built): destination charges with on_behalf_of, one charge per kitchen
 *   from one checkout, the fee as application_fee_amount. The ledger would stay as it is
 *   (a charge, a fee and a transfer per line, written at the charge); only intent creation
 *   and this module's callers would change.
 *
 * Operators must settle which one the law lets them use before going live (docs/payments.md).
 */
export type MerchantOfRecord = "platform" | "kitchen";

export const merchantOfRecord = (): MerchantOfRecord => "platform";

/** Transfers are made after the charge only when the platform is the merchant of record. */
export const transfersAfterCharge = () => merchantOfRecord() === "platform";

/** Stripe's transfer_group for a line: its event's, or its own order's. */
export const transferGroupOf = (line: { id: number; eventId: number | null }) =>
  line.eventId !== null ? `event-${line.eventId}` : `order-${line.id}`;
