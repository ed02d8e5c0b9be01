/** Checkout and payment texts of spec 02 section 8, spelled exactly as the spec has them. */
export const CHECKOUT_ERRORS = {
  missingBooking: "Missing booking information. Please return to booking page.",
  initFailed: "Failed to initialize payment. Please try again.",
  loadFailed: "Failed to load booking information.",
  unableToInit: "Unable to initialize payment. Please try again.",
} as const;

export const PAYMENT_FAILED_TOAST = "Payment Failed";
export const PAYMENT_CONFIRMATION_ERROR =
  "Payment Confirmation Error: Please contact support if you were charged.";
export const TEST_MODE_LABEL = "Test mode - no real charge";

/** Where the card provider sends the customer back (spec 02 section 9). */
export const paymentReturnPath = (bookingId: number) => `/payment/success?booking_id=${bookingId}`;
