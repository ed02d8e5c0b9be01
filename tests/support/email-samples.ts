import type { EmailData, EmailTemplate } from "@/lib/server/jobs/emails";
import { ORDER_UPDATE_KINDS } from "@/lib/server/lines/emails/order-update";

/**
 * One or more sample data per email template, covering each branch of its rendering (a tip
 * or none, each kind of order update, each decision...). tests/unit/email-table.test.ts
 * renders every one, so an email the table lacks, or a sample it cannot render, fails.
 */
const line = {
  bookingId: 12,
  catererId: 3,
  catererName: "Nonna's <Kitchen> & Co",
  dishName: "Classic Lasagna",
  traySize: "large" as const,
  quantity: 2,
  eventDate: "2026-12-24",
  eventTime: "18:30",
  totalCents: 17000,
  customerName: "Ann O'Neil https://evil.example",
  customerEmail: "ann@example.com",
  customerPhone: "+1 555 0100",
  specialRequests: "No nuts, please.\nVisit www.spam.example",
  status: "confirmed" as const,
  statusComments: "See you soon!\nCall me at example.com",
  statusCommentsBy: "Nonna's Kitchen",
  deliveryAddress: "1 Main St, Springfield",
};

const bareLine = {
  ...line,
  bookingId: 13,
  traySize: "medium" as const,
  customerPhone: null,
  specialRequests: null,
  status: "cancelled" as const,
  statusComments: null,
  statusCommentsBy: undefined,
  deliveryAddress: undefined,
};

const order = {
  orderId: 7,
  catererId: 3,
  catererName: "Nonna's <Kitchen> & Co",
  eventDate: "2026-12-24",
  eventTime: "18:30",
  deliveryAddress: "1 Main St, Springfield.example",
  guestCount: 20,
  customerName: "Ann O'Neil",
  customerEmail: "ann@example.com",
  customerPhone: "+1 555 0100",
  status: "confirmed" as const,
  lines: [
    {
      id: 12,
      dishName: "Classic Lasagna",
      traySize: "large" as const,
      quantity: 2,
      totalCents: 17000,
      status: "confirmed" as const,
      specialRequests: "No nuts",
    },
    {
      id: 14,
      dishName: "Tiramisu",
      traySize: "medium" as const,
      quantity: 1,
      totalCents: 4500,
      status: "cancelled" as const,
      specialRequests: null,
    },
  ],
  totalCents: 17000,
  chargedCents: 21500,
  refundedCents: 4500,
  tipCents: 1500,
};

const bareOrder = {
  ...order,
  deliveryAddress: null,
  guestCount: null,
  customerPhone: null,
  chargedCents: 0,
  refundedCents: 0,
  tipCents: 0,
};

const change = {
  changeId: 4,
  chargeCents: 2500,
  refundCents: 1000,
  guestCount: 25,
  previousGuestCount: 20,
  note: "More guests",
  declineReason: "We are full, see https://other.example",
  lines: [{ dishName: "Classic Lasagna", from: "2 × Large", to: "3 × Large" }],
};

const smallChange = {
  ...change,
  chargeCents: 0,
  refundCents: 0,
  guestCount: null,
  previousGuestCount: null,
  declineReason: null,
};

export const EMAIL_SAMPLES: { [T in EmailTemplate]: readonly EmailData[T][] } = {
  welcome: [{ firstName: "Ann" }, { firstName: "Ann <b>", verifyToken: "tok/en+1" }],
  "password-reset": [{ firstName: "Ann www.evil.example", token: "reset token" }],
  "sign-in-link": [{ firstName: "Ann", token: "sign-in/token" }],
  "signup-attempt": [{ firstName: "Ann" }],
  "verify-email": [{ firstName: "Ann", token: "verify?token" }],
  "booking-placed": [{ booking: line }, { booking: bareLine }],
  "booking-status": [
    { booking: line },
    { booking: bareLine },
    { booking: { ...line, status: "pending" as const, statusCommentsBy: undefined } },
  ],
  "payment-receipt": [
    {
      booking: line,
      amountCents: 18500,
      tipCents: 1500,
      currency: "usd",
      paidAt: "2026-11-30T10:00:00.000Z",
    },
    { booking: bareLine, amountCents: 17000, currency: "usd", paidAt: "2026-11-30T10:00:00.000Z" },
  ],
  "payment-refund": [{ booking: line, amountCents: 8500, currency: "usd" }],
  "payment-returned": [
    {
      firstName: "Ann",
      amountCents: 5000,
      currency: "usd",
      paidFor: "order #12",
      reason: "the order was cancelled before the payment arrived.",
      stillUnpaid: false,
    },
    {
      firstName: "Ann",
      amountCents: 5000,
      currency: "usd",
      paidFor: "event #3",
      reason: "the amount did not match.",
      stillUnpaid: true,
    },
  ],
  "event-receipt": [
    {
      eventId: 3,
      customerName: "Ann O'Neil",
      eventDate: "2026-12-24",
      eventTime: "18:30",
      deliveryAddress: "1 Main St",
      guestCount: 20,
      amountCents: 25000,
      tipCents: 1500,
      deliveryFeeCents: 1200,
      currency: "usd",
      paidAt: "2026-11-30T10:00:00.000Z",
      lines: [line, bareLine],
    },
    {
      eventId: 4,
      customerName: "Ann",
      eventDate: "2026-12-24",
      eventTime: "09:00",
      deliveryAddress: null,
      guestCount: null,
      amountCents: 17000,
      currency: "usd",
      paidAt: "2026-11-30T10:00:00.000Z",
      lines: [line],
    },
  ],
  "application-submitted": [
    {
      applicationId: 5,
      businessName: "Ann's <Bakery>",
      applicantName: "Ann O'Neil",
      applicantEmail: "ann@example.com",
      serviceArea: "Springfield",
      cuisineTags: ["Italian", "Baking"],
    },
  ],
  "application-decided": [
    {
      applicationId: 5,
      businessName: "Ann's Bakery",
      firstName: "Ann",
      decision: "approved" as const,
      adminNotes: null,
    },
    {
      applicationId: 5,
      businessName: "Ann's Bakery",
      firstName: "Ann",
      decision: "rejected" as const,
      adminNotes: "Your permit <expired>.",
    },
    {
      applicationId: 5,
      businessName: "Ann's Bakery",
      firstName: "Ann",
      decision: "changes_requested" as const,
      adminNotes: "Add a photo.",
    },
  ],
  "review-invite": [{ booking: line, reviewDeadline: "2027-01-07" }],
  "permit-expiring": [
    {
      firstName: "Ann",
      holderName: "Ann O'Neil",
      holderEmail: "ann@example.com",
      businessName: "Ann's Bakery",
      permitNumber: "HK-123",
      expiresOn: "2026-12-30",
      daysBefore: 30 as const,
      forAdmin: false,
    },
    {
      firstName: "Root",
      holderName: "Ann O'Neil",
      holderEmail: "ann@example.com",
      businessName: null,
      permitNumber: "HK-123",
      expiresOn: "2026-12-07",
      daysBefore: 7 as const,
      forAdmin: true,
    },
  ],
  "new-messages": [
    {
      firstName: "Ann",
      threadId: 9,
      title: "Order #12 · Classic Lasagna",
      messages: [
        { authorName: "Nonna's Kitchen", body: "Hello!", sentAt: "2026-11-30T10:00:00.000Z" },
      ],
      more: 0,
    },
    {
      firstName: "Ann",
      threadId: 9,
      title: "Order #12 · Classic Lasagna",
      messages: [
        {
          authorName: "Nonna's Kitchen",
          body: "Hello!\nSee https://x.example",
          sentAt: "2026-11-30T10:00:00.000Z",
        },
        { authorName: "TrayTable", body: "<script>", sentAt: "2026-11-30T10:05:00.000Z" },
      ],
      more: 1,
    },
    {
      firstName: "Ann",
      threadId: 9,
      title: "Order #12",
      messages: [{ authorName: "Bob", body: "Hi", sentAt: "2026-11-30T10:00:00.000Z" }],
      more: 3,
    },
  ],
  "order-update": [
    ...ORDER_UPDATE_KINDS.map((kind) => ({
      kind,
      order,
      change,
      comments: "Sorry <3",
      commentsBy: "Nonna's Kitchen",
      respondBy: "2026-12-01T18:00:00.000Z",
      arrival: "Arrives 5:45 PM-6:15 PM",
      deliveryNote: "Driver: Sam, blue van www.sam.example",
    })),
    ...ORDER_UPDATE_KINDS.map((kind) => ({ kind, order: bareOrder })),
    { kind: "change-accepted" as const, order, change: smallChange, comments: "Fine" },
  ],
  "order-receipt": [
    { kind: "change-applied" as const, order, change },
    { kind: "change-applied" as const, order: bareOrder },
    { kind: "expired" as const, order: bareOrder },
  ],
  "order-not-reconfirmed": [
    { order, arrival: "Arrives 5:45 PM-6:15 PM", kitchenEmail: "kitchen@example.com" },
    { order: bareOrder, arrival: "Arrives 5:45 PM-6:15 PM", kitchenEmail: null },
  ],
};
