/** The data each email template needs, captured when the change that causes it commits. */
import "server-only";

export type BookingEmailData = {
  bookingId: number;
  catererId: number;
  catererName: string;
  dishName: string;
  traySize: "medium" | "large";
  quantity: number;
  /** YYYY-MM-DD */
  eventDate: string;
  /** HH:mm */
  eventTime: string;
  totalCents: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  specialRequests: string | null;
  status: "pending" | "confirmed" | "cancelled" | "completed";
  statusComments: string | null;
  /**
   * Who wrote `statusComments`, as the email names them (the kitchen's name, the
   * customer's, or TrayTable for an admin or the system). Absent in rows queued before.
   */
  statusCommentsBy?: string;
  /** A line of an event (the event cart): where to deliver. */
  deliveryAddress?: string;
};

/** A kitchen order as its emails show it (docs/product-rules.md §20). */
export type OrderEmailData = {
  orderId: number;
  catererId: number;
  catererName: string;
  /** YYYY-MM-DD */
  eventDate: string;
  /** HH:mm */
  eventTime: string;
  deliveryAddress: string | null;
  guestCount: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  status: "pending" | "confirmed" | "cancelled" | "completed";
  lines: {
    id: number;
    dishName: string;
    traySize: "medium" | "large";
    quantity: number;
    totalCents: number;
    status: "pending" | "confirmed" | "cancelled" | "completed";
    specialRequests: string | null;
  }[];
  /** The open lines' prices. */
  totalCents: number;
  chargedCents: number;
  refundedCents: number;
  tipCents: number;
};

/** A change to an order as its emails show it: each line before and after. */
export type OrderChangeEmailData = {
  changeId: number;
  chargeCents: number;
  refundCents: number;
  guestCount: number | null;
  previousGuestCount: number | null;
  note: string | null;
  declineReason: string | null;
  lines: { dishName: string; from: string; to: string }[];
};

export type OrderUpdateKind =
  | "placed"
  | "confirmed"
  | "declined"
  | "completed"
  | "cancelled"
  | "change-requested"
  | "change-accepted"
  | "change-declined"
  | "respond-reminder"
  // Delivery and the day before (docs/product-rules.md §24).
  | "out-for-delivery"
  | "delivered"
  | "reconfirm-request"
  | "reconfirm-chasing";

export type EmailData = {
  /**
   * What happened to a kitchen order (docs/product-rules.md §20): one email per change of
   * the whole order, to the kitchen (placed, a change asked for, the reminder to answer) or
   * to the customer (the kitchen's answer, a change decided).
   */
  "order-update": {
    kind: OrderUpdateKind;
    order: OrderEmailData;
    change?: OrderChangeEmailData;
    /** The kitchen's or TrayTable's words (a decline's reason), with who wrote them. */
    comments?: string | null;
    commentsBy?: string;
    /** ISO timestamp: by when the kitchen must answer. */
    respondBy?: string | null;
    /** "Arrives 11:15 AM-11:45 AM" (the customer's) or "Ready by 11:15 AM" (the kitchen's). */
    arrival?: string;
    /** The kitchen's note when the food left. */
    deliveryNote?: string | null;
  };
  /**
   * A confirmed order its kitchen did not reconfirm 12 hours before its arrival window
   * (docs/product-rules.md §24): every active admin hears of it to call the kitchen.
   */
  "order-not-reconfirmed": {
    order: OrderEmailData;
    arrival: string;
    kitchenEmail: string | null;
  };
  /**
   * The order's receipt again after money moved without a card form (always sent): a change
   * applied (the new lines and amounts), or the order cancelled because the kitchen did not
   * answer in time (refunded in full).
   */
  "order-receipt": {
    kind: "change-applied" | "expired";
    order: OrderEmailData;
    change?: OrderChangeEmailData;
  };
  /**
   * `verifyToken`: the account's first "Verify your email" link (raw token, like
   * "password-reset"); absent in rows queued before email verification.
   */
  welcome: { firstName: string; verifyToken?: string };
  /**
   * A "Forgot password?" link. The token is the raw one (the database keeps only its
   * hash), so this row is as sensitive as the link; it is useless after 30 minutes or one use.
   */
  "password-reset": { firstName: string; token: string };
  /** A one-time sign-in link (raw token, like "password-reset"; 30 minutes, once). */
  "sign-in-link": { firstName: string; token: string };
  /** A sign-up tried with the address of this account (at most one a day). */
  "signup-attempt": { firstName: string };
  /** A "Verify your email" link; the raw token, like "password-reset" (useless after 7 days or one use). */
  "verify-email": { firstName: string; token: string };
  "booking-placed": { booking: BookingEmailData };
  "booking-status": { booking: BookingEmailData };
  "payment-receipt": {
    booking: BookingEmailData;
    amountCents: number;
    /** The part of amountCents that was a tip (absent in emails queued before tips). */
    tipCents?: number;
    currency: string;
    /** ISO timestamp */
    paidAt: string;
  };
  "payment-refund": { booking: BookingEmailData; amountCents: number; currency: string };
  /**
   * A payment that could not be applied to the order it named was refunded in full
   * automatically (docs/product-rules.md §16).
   */
  "payment-returned": {
    firstName: string;
    amountCents: number;
    currency: string;
    /** "order #12" or "event #3". */
    paidFor: string;
    reason: string;
    /** Whether the order or event still waits for its payment. */
    stillUnpaid: boolean;
  };
  /** One receipt for an event's one payment (docs/product-rules.md §15). */
  "event-receipt": {
    eventId: number;
    customerName: string;
    eventDate: string;
    eventTime: string;
    deliveryAddress: string | null;
    guestCount: number | null;
    amountCents: number;
    /** The part of amountCents that was a tip, split across the kitchens. */
    tipCents?: number;
    /** The part of amountCents that was the kitchens' delivery fees (§23). */
    deliveryFeeCents?: number;
    currency: string;
    /** ISO timestamp */
    paidAt: string;
    lines: BookingEmailData[];
  };
  "application-submitted": {
    applicationId: number;
    businessName: string;
    applicantName: string;
    applicantEmail: string;
    serviceArea: string;
    cuisineTags: string[];
  };
  "review-invite": {
    booking: BookingEmailData;
    /** YYYY-MM-DD: the last day the review is accepted. */
    reviewDeadline: string;
  };
  "permit-expiring": {
    firstName: string;
    holderName: string;
    holderEmail: string;
    businessName: string | null;
    permitNumber: string;
    /** YYYY-MM-DD */
    expiresOn: string;
    daysBefore: 30 | 7;
    /** The holder gets the renewal link; admins the review page. */
    forAdmin: boolean;
  };
  /**
   * New messages in an order's thread (docs/product-rules.md §18): the ones the person has
   * neither read nor been emailed, the newest few quoted; at most one per thread per 10 minutes.
   */
  "new-messages": {
    firstName: string;
    threadId: number;
    /** "Order #12 · Classic Lasagna" */
    title: string;
    messages: { authorName: string; body: string; sentAt: string }[];
    /** Earlier unread messages not quoted. */
    more: number;
  };
  "application-decided": {
    applicationId: number;
    businessName: string;
    firstName: string;
    decision: "approved" | "rejected" | "changes_requested";
    adminNotes: string | null;
  };
};

export type EmailTemplate = keyof EmailData;

export type RenderedEmail = { subject: string; html: string; text: string };
