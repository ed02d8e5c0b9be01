/** Checkout and payment texts, spelled exactly as the product's copy has them. */
export const CHECKOUT_ERRORS = {
  missingBooking: "Missing booking information. Please return to booking page.",
  initFailed: "Failed to initialize payment. Please try again.",
  loadFailed: "Failed to load booking information.",
  unableToInit: "Unable to initialize payment. Please try again.",
  notConfigured:
    "Card payments are not configured on this server yet. Your order is saved; please try again later.",
} as const;

/** Shown in place of the card form while an "Other" tip is typed but not yet added. */
export const TIP_PENDING = {
  typing: "Adding your tip… the card form shows the new total in a moment.",
  invalid: "Correct the tip amount, or choose No tip, to pay.",
} as const;

/** The checkout of an order already paid (the browser's Back from the payment page). */
export const ORDER_PAID = "This order is paid";
export const orderPaidDetail = (charged: string) =>
  `Your card was charged ${charged}; nothing more is due. My Orders shows its progress.`;

export const PAYMENT_FAILED_TOAST = "Payment Failed";
export const PAYMENT_CONFIRMATION_ERROR =
  "Payment Confirmation Error: Please contact support if you were charged.";
export const TEST_MODE_LABEL = "Test mode - no real charge";

/** Where the card provider sends the customer back after paying a single order. */
export const paymentReturnPath = (bookingId: number) => `/payment/success?booking_id=${bookingId}`;

/** Where the card provider sends the customer back after paying an event. */
export const eventPaymentReturnPath = (eventId: number) => `/events/${eventId}/paid`;

/** A return path with the intent that was paid, first in its query (as Stripe puts it). */
export function withPaymentIntent(path: string, intentId: string) {
  const [base, query] = path.split("?");
  const intent = `payment_intent=${encodeURIComponent(intentId)}`;
  return `${base}?${intent}${query ? `&${query}` : ""}`;
}

/** The id of the spec's "Order Placed Successfully!" toast, which the payment page takes away. */
export const ORDER_PLACED_TOAST = "order-placed";
