/**
 * Every email TrayTable sends: a subject, MJML markup (rendered to responsive HTML by the
 * mjml library) and a hand-written plain-text alternative. Links are absolute (APP_URL),
 * because an email has no "current site" to resolve relative ones against.
 */
import "server-only";
import mjml2html from "mjml";
import { siteUrl } from "@/lib/browse/site-url";
import { formatEventDate, formatEventTime, formatInstant, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { reconfirmToken } from "../orders/reconfirm-token";
import { mjml, type Markup } from "./markup";
import type {
  BookingEmailData,
  EmailData,
  EmailTemplate,
  OrderChangeEmailData,
  OrderEmailData,
  OrderUpdateKind,
  RenderedEmail,
} from "./types";

/**
 * Receipts and refunds (and, later, security notices) go out even to people who turned off
 * non-essential emails in Settings.
 */
/** A receipt's tip row (docs/product-rules.md §19), only when there was a tip. */
const tipRows = (tipCents: number | undefined): [string, string][] =>
  tipCents ? [["Of which tip (all to the kitchen)", formatCents(tipCents)]] : [];

export const ESSENTIAL_TEMPLATES: readonly EmailTemplate[] = [
  "payment-receipt",
  "order-receipt",
  "payment-refund",
  "payment-returned",
  "event-receipt",
  // A lapsing permit hides the kitchen: its holder must hear of it whatever their settings.
  "permit-expiring",
  // The way back into a lost account must reach its owner whatever their settings.
  "password-reset",
  // Proving the address is what lets the other emails go out at all.
  "verify-email",
  // A security notice: someone used the address to sign up (docs/security.md).
  "signup-attempt",
  // The owner's way in while others guess the password: it must reach them.
  "sign-in-link",
];

/**
 * Emails nobody needs to run their own account or orders: they go only to an address its
 * owner proved (docs/security.md, "Mail to addresses nobody proved").
 */
export const VERIFIED_ADDRESS_TEMPLATES: readonly EmailTemplate[] = [
  "review-invite",
  // Another person's words: never to an address nobody proved (docs/product-rules.md §18).
  "new-messages",
];

/**
 * The Settings switch that turns a non-essential template off: message emails have their
 * own, every other one follows "Email me about orders and my account".
 */
export const preferenceOf = (template: EmailTemplate) =>
  template === "new-messages" ? ("messageEmails" as const) : ("emailNotifications" as const);

export const needsVerifiedAddress = (template: EmailTemplate) =>
  VERIFIED_ADDRESS_TEMPLATES.includes(template);

export const isEssential = (template: EmailTemplate) => ESSENTIAL_TEMPLATES.includes(template);

const link = (path: string) => `${siteUrl()}${path}`;

type Content = {
  subject: string;
  preview: string;
  body: Markup;
  text: string[];
  essential: boolean;
  /** Why the person gets this email, when it is not the usual footer's reason. */
  why?: string;
};

function bookingRows(b: BookingEmailData): [string, string][] {
  const rows: [string, string][] = [
    ["Order", `#${b.bookingId}`],
    ["Caterer", b.catererName],
    ["Dish", b.dishName],
    ["Trays", `${b.quantity} × ${traySizeLabel(b.traySize)}`],
    ["Event date", formatEventDate(b.eventDate)],
    ["Event time", formatEventTime(b.eventTime)],
    ["Total", formatCents(b.totalCents)],
  ];
  if (b.deliveryAddress) rows.push(["Deliver to", defang(b.deliveryAddress)]);
  return rows;
}

/**
 * What a customer or caterer typed, made unlinkable (docs/security.md, "No open mail
 * relay"): mail programs turn anything that looks like an address into a link, and a link
 * in our mail reads as one we vouch for. "https://evil.example" becomes
 * "https[:]//evil[.]example": still readable, never a link.
 */
export function defang(text: string): string {
  return text
    .replace(/:\/\//g, "[:]//")
    .replace(/(?<=[A-Za-z0-9-])\.(?=[A-Za-z0-9-]*[A-Za-z]{2})/g, "[.]");
}

/**
 * Someone's own words, quoted with their name: "<who> wrote:" then the text as "> " lines
 * (plain text) or an indented block (HTML), always unlinkable.
 */
function quoted(heading: string, text: string): { markup: Markup; text: string[] } {
  const safe = defang(text);
  const lines = safe.split(/\r?\n/);
  return {
    markup: mjml`<mj-text padding="10px 25px 0"><strong>${heading}</strong></mj-text><mj-text padding="4px 25px 10px 37px" font-style="italic" color="#374151">${lines.map(
      (line, i) => mjml`${i ? mjml`<br />` : ""}${line}`,
    )}</mj-text>`,
    text: [heading, ...lines.map((line) => `> ${line}`)],
  };
}

/** The customer's special requests on an order, quoted with their name. */
function requestsQuote(b: BookingEmailData) {
  return b.specialRequests
    ? quoted(`Special requests from ${defang(b.customerName)}:`, b.specialRequests)
    : null;
}

/** The status comments, quoted with the name of whoever wrote them. */
function commentsQuote(b: BookingEmailData) {
  return b.statusComments
    ? quoted(`${defang(b.statusCommentsBy ?? "TrayTable")} wrote:`, b.statusComments)
    : null;
}

/** Our own team's words (an admin's notes), set apart. */
function quote(label: string, text: string): Markup {
  return mjml`<mj-text><strong>${label}</strong></mj-text><mj-text padding="0 25px 10px" font-style="italic" color="#374151">${text}</mj-text>`;
}

const quoteMarkup = (q: { markup: Markup } | null) => q?.markup ?? "";
const quoteText = (q: { text: string[] } | null) => (q ? ["", ...q.text] : []);

function table(rows: [string, string][]): Markup {
  return mjml`<mj-table padding="8px 25px" font-size="14px" line-height="22px">${rows.map(
    ([label, value]) =>
      mjml`<tr><td style="color:#6b7280;padding:2px 16px 2px 0;vertical-align:top;white-space:nowrap">${label}</td><td style="padding:2px 0">${value}</td></tr>`,
  )}</mj-table>`;
}

const textRows = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);

const paragraph = (text: string) => mjml`<mj-text>${text}</mj-text>`;

function button(label: string, href: string): Markup {
  return mjml`<mj-button href="${href}" background-color="#ea580c" border-radius="6px" align="left">${label}</mj-button>`;
}

const STATUS_WORDS: Record<BookingEmailData["status"], string> = {
  pending: "back to pending",
  confirmed: "confirmed",
  cancelled: "cancelled",
  completed: "completed",
};

function content<T extends EmailTemplate>(template: T, data: EmailData[T]): Content {
  const essential = isEssential(template);
  switch (template) {
    case "welcome": {
      const d = data as EmailData["welcome"];
      const intro =
        "Welcome to TrayTable. Browse home cooks near you and order trays for your next event: a medium tray serves 6-8 people, a large one 10-12.";
      // Rows queued before email verification carry no token.
      const verifyHref = d.verifyToken
        ? link(`/auth/verify-email?token=${encodeURIComponent(d.verifyToken)}`)
        : null;
      const verify = `Verify your email: please confirm that this is your address with the link below. It works once, for 7 days.`;
      return {
        essential,
        subject: "Welcome to TrayTable",
        preview: "Home-cooked catering by the tray",
        body: verifyHref
          ? mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(intro)}${button("Browse caterers", link("/"))}${paragraph(verify)}${button("Verify email", verifyHref)}`
          : mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(intro)}${button("Browse caterers", link("/"))}`,
        text: [
          `Hi ${d.firstName},`,
          "",
          intro,
          "",
          `Browse caterers: ${link("/")}`,
          ...(verifyHref ? ["", verify, "", `Verify email: ${verifyHref}`] : []),
        ],
      };
    }
    case "password-reset": {
      const d = data as EmailData["password-reset"];
      const href = link(`/auth/reset-password?token=${encodeURIComponent(d.token)}`);
      const intro =
        "Someone asked to reset the password of your TrayTable account. If it was you, choose a new password with the link below. It works once, for 30 minutes.";
      const ignore =
        "If you did not ask, ignore this email: your password stays as it is, and nobody can use the link once it expires.";
      return {
        essential,
        subject: "Reset your TrayTable password",
        preview: "Choose a new password; the link works for 30 minutes",
        body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${button("Reset password", href)}${paragraph(ignore)}`,
        text: [`Hi ${defang(d.firstName)},`, "", intro, "", `Reset password: ${href}`, "", ignore],
        why: "You receive this email because a password reset was requested for your TrayTable account.",
      };
    }
    case "sign-in-link": {
      const d = data as EmailData["sign-in-link"];
      const href = link(`/auth/sign-in-link?token=${encodeURIComponent(d.token)}`);
      const intro =
        "Someone has been trying passwords on your TrayTable account from several places. Your account is safe unless they know your password, and you can still sign in as usual. To sign in without your password, use the link below: it works once, for 30 minutes.";
      const advice =
        "If you use this password anywhere else, change it there. You can change it here too, in Settings.";
      return {
        essential,
        subject: "Sign in to TrayTable with this link",
        preview: "Failed sign-ins to your account: a one-time link for you",
        body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${button("Sign in", href)}${paragraph(advice)}`,
        text: [`Hi ${defang(d.firstName)},`, "", intro, "", `Sign in: ${href}`, "", advice],
        why: "You receive this email because sign-ins to your TrayTable account failed from several places.",
      };
    }
    case "signup-attempt": {
      const d = data as EmailData["signup-attempt"];
      const href = link("/auth/forgot-password");
      const intro =
        "Someone just tried to create a TrayTable account with this email address. It already has an account, yours, so nothing was created and nothing about your account changed.";
      const ignore =
        "If it was you, sign in instead; if you forgot your password, reset it with the link below. If it was not you, you need not do anything.";
      return {
        essential,
        subject: "Someone tried to create an account with your address",
        preview: "Nothing was created; your account is unchanged",
        body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${paragraph(ignore)}${button("Reset password", href)}`,
        text: [`Hi ${defang(d.firstName)},`, "", intro, "", ignore, "", `Reset password: ${href}`],
        why: "You receive this email because someone tried to sign up to TrayTable with your address.",
      };
    }
    case "verify-email": {
      const d = data as EmailData["verify-email"];
      const href = link(`/auth/verify-email?token=${encodeURIComponent(d.token)}`);
      const intro =
        "Please confirm that this is the email address of your TrayTable account with the link below. It works once, for 7 days.";
      const ignore = "If you did not create a TrayTable account, ignore this email.";
      return {
        essential,
        subject: "Verify your email",
        preview: "Confirm your email address; the link works for 7 days",
        body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${button("Verify email", href)}${paragraph(ignore)}`,
        text: [`Hi ${defang(d.firstName)},`, "", intro, "", `Verify email: ${href}`, "", ignore],
        why: "You receive this email because a TrayTable account was created with this address.",
      };
    }
    case "booking-placed": {
      const { booking: b } = data as EmailData["booking-placed"];
      const rows = bookingRows(b);
      const requests = requestsQuote(b);
      const contact: [string, string][] = [
        ["Customer", defang(b.customerName)],
        ["Email", b.customerEmail],
        ...(b.customerPhone ? [["Phone", b.customerPhone] as [string, string]] : []),
      ];
      // The caterer's own dashboard, with this order's details open.
      const href = link(`/dashboard/caterer?booking=${b.bookingId}`);
      const action = `View order #${b.bookingId}`;
      return {
        essential,
        subject: `New order #${b.bookingId}: ${b.quantity} × ${b.dishName} on ${formatEventDate(b.eventDate)}`,
        preview: `${defang(b.customerName)} ordered ${b.quantity} × ${b.dishName}`,
        body: mjml`${paragraph(`${defang(b.customerName)} placed an order with ${b.catererName}. It is pending until you confirm or cancel it.`)}${table(rows)}${quoteMarkup(requests)}${table(contact)}${button(action, href)}`,
        text: [
          `${defang(b.customerName)} placed an order with ${b.catererName}. It is pending until you confirm or cancel it.`,
          "",
          ...textRows(rows),
          ...quoteText(requests),
          "",
          ...textRows(contact),
          "",
          `${action}: ${href}`,
        ],
      };
    }
    case "booking-status": {
      const { booking: b } = data as EmailData["booking-status"];
      const rows = bookingRows(b);
      const word = STATUS_WORDS[b.status];
      const comments = commentsQuote(b);
      const requests = requestsQuote(b);
      const href = link("/my-bookings");
      return {
        essential,
        subject: `Your order #${b.bookingId} was ${word}`,
        preview: `${b.catererName}: ${b.dishName} on ${formatEventDate(b.eventDate)}`,
        body: mjml`${paragraph(`Hi ${b.customerName}, your order with ${b.catererName} was ${word}.`)}${quoteMarkup(
          comments,
        )}${table(rows)}${quoteMarkup(requests)}${button("View my bookings", href)}`,
        text: [
          `Hi ${b.customerName}, your order with ${b.catererName} was ${word}.`,
          ...quoteText(comments),
          "",
          ...textRows(rows),
          ...quoteText(requests),
          "",
          `View my bookings: ${href}`,
        ],
      };
    }
    case "new-messages": {
      const d = data as EmailData["new-messages"];
      const href = link(`/messages/${d.threadId}`);
      const count = d.messages.length + d.more;
      const intro =
        count === 1
          ? `Hi ${defang(d.firstName)}, you have a new message about ${d.title}.`
          : `Hi ${defang(d.firstName)}, you have ${count} new messages about ${d.title}.`;
      const quotes = d.messages.map((m) => quoted(`${defang(m.authorName)} wrote:`, m.body));
      const earlier = d.more
        ? [`${d.more} earlier ${d.more === 1 ? "message is" : "messages are"} in the conversation.`]
        : [];
      const reply = "Reply on TrayTable; replying to this email does not reach them.";
      return {
        essential,
        subject:
          count === 1 ? `New message about ${d.title}` : `${count} new messages about ${d.title}`,
        preview: `${defang(d.messages[d.messages.length - 1]?.authorName ?? "TrayTable")} wrote about ${d.title}`,
        body: mjml`${paragraph(intro)}${earlier.map((l) => paragraph(l))}${quotes.map((q) => q.markup)}${paragraph(reply)}${button("Open the conversation", href)}`,
        text: [
          intro,
          ...earlier.flatMap((l) => ["", l]),
          ...quotes.flatMap((q) => ["", ...q.text]),
          "",
          reply,
          "",
          `Open the conversation: ${href}`,
        ],
        why: "You get this email because someone wrote in the conversation about your order. Turn message emails off in Settings.",
      };
    }
    case "review-invite": {
      const d = data as EmailData["review-invite"];
      const b = d.booking;
      const href = link(`/my-orders?review=${b.bookingId}`);
      const line = `Hi ${b.customerName}, how was ${b.dishName} from ${b.catererName}? Your review helps other hosts choose, and only customers who ordered can write one.`;
      const until = `You can review order #${b.bookingId} until ${formatEventDate(d.reviewDeadline)}.`;
      return {
        essential,
        subject: `How was ${b.catererName}? Review your order #${b.bookingId}`,
        preview: `Rate ${b.catererName} from 1 to 5 stars`,
        body: mjml`${paragraph(line)}${paragraph(until)}${button("Write a review", href)}`,
        text: [line, "", until, "", `Write a review: ${href}`],
      };
    }
    case "permit-expiring": {
      const d = data as EmailData["permit-expiring"];
      const who = d.businessName ? `${d.businessName} (${d.holderName})` : d.holderName;
      const line = d.forAdmin
        ? `The home-kitchen permit ${d.permitNumber} of ${who}, ${d.holderEmail}, expires on ${formatEventDate(d.expiresOn)}, in ${d.daysBefore} days.`
        : `Your home-kitchen permit ${d.permitNumber} expires on ${formatEventDate(d.expiresOn)}, in ${d.daysBefore} days. Once it expires your kitchen is hidden from search until you upload the renewed permit.`;
      const [label, href] = d.forAdmin
        ? ["Review applications", link("/admin/caterer-applications")]
        : ["Renew your permit", link("/become-a-caterer")];
      return {
        essential,
        subject: `Home-kitchen permit ${d.permitNumber} expires in ${d.daysBefore} days`,
        preview: line,
        body: mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(line)}${button(label, href)}`,
        text: [`Hi ${d.firstName},`, "", line, "", `${label}: ${href}`],
      };
    }
    case "payment-receipt": {
      const d = data as EmailData["payment-receipt"];
      const b = d.booking;
      const rows: [string, string][] = [
        ["Amount paid", formatCents(d.amountCents)],
        ...tipRows(d.tipCents),
        ["Paid on", new Date(d.paidAt).toISOString().slice(0, 10)],
        ...bookingRows(b).filter(([label]) => label !== "Total"),
      ];
      const href = link("/my-bookings");
      return {
        essential,
        subject: `Receipt for order #${b.bookingId}: ${formatCents(d.amountCents)} paid`,
        preview: `${formatCents(d.amountCents)} paid to TrayTable for ${b.catererName}`,
        body: mjml`${paragraph(`Hi ${b.customerName}, thank you: we received your payment.`)}${table(rows)}${button("View my bookings", href)}`,
        text: [
          `Hi ${b.customerName}, thank you: we received your payment.`,
          "",
          ...textRows(rows),
          "",
          `View my bookings: ${href}`,
        ],
      };
    }
    case "event-receipt": {
      const d = data as EmailData["event-receipt"];
      const rows: [string, string][] = [
        ["Amount paid", formatCents(d.amountCents)],
        ...(d.deliveryFeeCents
          ? [["Of which delivery", formatCents(d.deliveryFeeCents)] as [string, string]]
          : []),
        ...tipRows(d.tipCents),
        ["Paid on", new Date(d.paidAt).toISOString().slice(0, 10)],
        ["Event", `#${d.eventId}`],
        ["Event date", formatEventDate(d.eventDate)],
        ["Event time", formatEventTime(d.eventTime)],
        ...(d.deliveryAddress ? [["Delivery address", d.deliveryAddress] as [string, string]] : []),
        ...(d.guestCount ? [["Guests", String(d.guestCount)] as [string, string]] : []),
        ...d.lines.map((b): [string, string] => [
          `Order #${b.bookingId}`,
          `${b.dishName} (${b.catererName}), ${b.quantity} × ${traySizeLabel(b.traySize)}: ${formatCents(b.totalCents)}`,
        ]),
      ];
      const href = link("/my-orders");
      return {
        essential,
        subject: `Receipt for event #${d.eventId}: ${formatCents(d.amountCents)} paid`,
        preview: `${formatCents(d.amountCents)} paid to TrayTable for ${d.lines.length} orders`,
        body: mjml`${paragraph(`Hi ${d.customerName}, thank you: we received your payment for your event.`)}${table(rows)}${button("View my orders", href)}`,
        text: [
          `Hi ${d.customerName}, thank you: we received your payment for your event.`,
          "",
          ...textRows(rows),
          "",
          `View my orders: ${href}`,
        ],
      };
    }
    case "payment-refund": {
      const d = data as EmailData["payment-refund"];
      const b = d.booking;
      const rows: [string, string][] = [
        ["Amount refunded", formatCents(d.amountCents)],
        ...bookingRows(b).filter(([label]) => label !== "Total"),
      ];
      const href = link("/my-bookings");
      const line = `Hi ${b.customerName}, we refunded ${formatCents(d.amountCents)} for your cancelled order #${b.bookingId}. Depending on your bank it reaches your card within 5-10 business days.`;
      return {
        essential,
        subject: `Refund for order #${b.bookingId}: ${formatCents(d.amountCents)}`,
        preview: `${formatCents(d.amountCents)} is on its way back to your card`,
        body: mjml`${paragraph(line)}${table(rows)}${button("View my bookings", href)}`,
        text: [line, "", ...textRows(rows), "", `View my bookings: ${href}`],
      };
    }
    case "payment-returned": {
      const d = data as EmailData["payment-returned"];
      const href = link("/my-orders");
      const lines = [
        `Hi ${d.firstName}, we received a payment of ${formatCents(d.amountCents)} for ${d.paidFor} that we could not apply to it: ${d.reason}`,
        `We refunded all of it. Depending on your bank it reaches your card within 5-10 business days.`,
        ...(d.stillUnpaid
          ? [
              `Your ${d.paidFor} is still unpaid: please pay for it from My Orders to keep your date.`,
            ]
          : []),
      ];
      return {
        essential,
        subject: `We refunded a payment of ${formatCents(d.amountCents)}`,
        preview: `A payment for ${d.paidFor} could not be applied and was refunded`,
        body: mjml`${lines.map((l) => paragraph(l))}${button("View my orders", href)}`,
        text: [...lines.flatMap((l) => [l, ""]), `View my orders: ${href}`],
      };
    }
    case "application-submitted": {
      const d = data as EmailData["application-submitted"];
      const rows: [string, string][] = [
        ["Business", d.businessName],
        ["Applicant", `${d.applicantName} (${d.applicantEmail})`],
        ["Cuisines", d.cuisineTags.join(", ")],
        ["Service area", d.serviceArea],
      ];
      const href = link("/admin/caterer-applications");
      return {
        essential,
        subject: `New caterer application: ${d.businessName}`,
        preview: `${d.applicantName} applied to cook on TrayTable`,
        body: mjml`${paragraph("A caterer application was submitted for review.")}${table(rows)}${button("Review applications", href)}`,
        text: [
          "A caterer application was submitted for review.",
          "",
          ...textRows(rows),
          "",
          `Review applications: ${href}`,
        ],
      };
    }
    case "application-decided": {
      const d = data as EmailData["application-decided"];
      const outcome = {
        approved: {
          subject: `Your caterer application for ${d.businessName} was approved`,
          line: "Good news: your application was approved. Your kitchen is ready for its menu.",
          action: ["Go to My Kitchen", link("/caterer-dishes")],
        },
        rejected: {
          subject: `Your caterer application for ${d.businessName} was not approved`,
          line: "We reviewed your application and cannot approve it.",
          action: ["View your application", link("/become-a-caterer")],
        },
        changes_requested: {
          subject: `Changes requested on your caterer application for ${d.businessName}`,
          line: "We reviewed your application and need a few changes before we can approve it. Update it and submit it again.",
          action: ["Update your application", link("/become-a-caterer")],
        },
      }[d.decision];
      const [label, href] = outcome.action as [string, string];
      return {
        essential,
        subject: outcome.subject,
        preview: outcome.line,
        body: mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(outcome.line)}${
          d.adminNotes ? quote("Notes from our team", d.adminNotes) : ""
        }${button(label, href)}`,
        text: [
          `Hi ${d.firstName},`,
          "",
          outcome.line,
          ...(d.adminNotes ? ["", `Notes from our team: ${d.adminNotes}`] : []),
          "",
          `${label}: ${href}`,
        ],
      };
    }
    case "order-update":
      return orderUpdateContent(data as EmailData["order-update"], essential);
    case "order-receipt":
      return orderReceiptContent(data as EmailData["order-receipt"], essential);
    case "order-not-reconfirmed":
      return notReconfirmedContent(data as EmailData["order-not-reconfirmed"], essential);
    default:
      throw new Error(`Unknown email template ${String(template)}`);
  }
}

/** An order's lines and amounts, as every order email shows them (docs/product-rules.md §20). */
function orderRows(o: OrderEmailData): [string, string][] {
  const rows: [string, string][] = [
    ["Order", `#${o.orderId}`],
    ["Caterer", o.catererName],
    ["Event date", formatEventDate(o.eventDate)],
    ["Event time", formatEventTime(o.eventTime)],
  ];
  if (o.guestCount) rows.push(["Guests", String(o.guestCount)]);
  if (o.deliveryAddress) rows.push(["Deliver to", defang(o.deliveryAddress)]);
  for (const l of o.lines) {
    const cancelled = l.status === "cancelled" ? " (cancelled)" : "";
    rows.push([
      l.dishName,
      `${l.quantity} × ${traySizeLabel(l.traySize)}: ${formatCents(l.totalCents)}${cancelled}`,
    ]);
  }
  rows.push(["Total", formatCents(o.totalCents)]);
  if (o.chargedCents) rows.push(["Paid", formatCents(o.chargedCents)]);
  if (o.tipCents) rows.push(["Of which tip (all to the kitchen)", formatCents(o.tipCents)]);
  if (o.refundedCents) rows.push(["Refunded", formatCents(o.refundedCents)]);
  return rows;
}

function changeRows(c: OrderChangeEmailData): [string, string][] {
  const rows: [string, string][] = c.lines.map((l) => [l.dishName, `${l.from} → ${l.to}`]);
  if (c.guestCount && c.guestCount !== c.previousGuestCount) {
    rows.push(["Guests", `${c.previousGuestCount ?? "not set"} → ${c.guestCount}`]);
  }
  if (c.chargeCents) rows.push(["To pay", formatCents(c.chargeCents)]);
  if (c.refundCents) rows.push(["Refunded", formatCents(c.refundCents)]);
  return rows;
}

const ORDER_WORDS: Partial<Record<OrderUpdateKind, string>> = {
  confirmed: "confirmed",
  declined: "declined",
  completed: "completed",
  cancelled: "cancelled",
};

function orderUpdateContent(d: EmailData["order-update"], essential: boolean): Content {
  const o = d.order;
  const rows = orderRows(o);
  const change = d.change ? changeRows(d.change) : [];
  const comments = d.comments
    ? quoted(`${defang(d.commentsBy ?? "TrayTable")} wrote:`, d.comments)
    : null;
  const kitchenHref = link(`/caterer-dishes?order=${o.orderId}`);
  const customerHref = link(`/orders/${o.orderId}`);
  const by = d.respondBy ? formatInstant(d.respondBy) : null;
  const arrivalRows: [string, string][] = d.arrival ? [["Arrival", d.arrival]] : [];
  const say = (
    subject: string,
    line: string,
    action: [string, string],
    extraRows: [string, string][] = [],
  ): Content => ({
    essential,
    subject,
    preview: line,
    body: mjml`${paragraph(line)}${quoteMarkup(comments)}${extraRows.length ? table(extraRows) : ""}${table(rows)}${button(action[0], action[1])}`,
    text: [
      line,
      ...quoteText(comments),
      ...(extraRows.length ? ["", ...textRows(extraRows)] : []),
      "",
      ...textRows(rows),
      "",
      `${action[0]}: ${action[1]}`,
    ],
  });
  switch (d.kind) {
    case "placed":
      return say(
        `New order #${o.orderId}: ${o.lines.length} dishes on ${formatEventDate(o.eventDate)}`,
        `${defang(o.customerName)} placed an order of ${o.lines.length} dishes with ${o.catererName}. It is pending until you confirm or decline it.`,
        [`View order #${o.orderId}`, kitchenHref],
        [
          ["Customer", defang(o.customerName)],
          ["Email", o.customerEmail],
          ...(o.customerPhone ? [["Phone", o.customerPhone] as [string, string]] : []),
        ],
      );
    case "respond-reminder":
      return say(
        `Please answer order #${o.orderId} by ${by}`,
        `Order #${o.orderId} is paid and waits for your answer. Confirm or decline it by ${by}; after that it is cancelled and the customer refunded in full.`,
        [`View order #${o.orderId}`, kitchenHref],
      );
    case "change-requested":
      return say(
        `Order #${o.orderId}: ${defang(o.customerName)} asks for a change`,
        `${defang(o.customerName)} asks to change order #${o.orderId}. Accept or decline the change; the order stays as it is until then.`,
        ["Review the change", kitchenHref],
        change,
      );
    case "change-accepted":
      return say(
        `Order #${o.orderId}: ${o.catererName} accepted your change`,
        d.change?.chargeCents
          ? `${o.catererName} accepted your change to order #${o.orderId}. Pay the difference of ${formatCents(d.change.chargeCents)} to apply it.`
          : `${o.catererName} accepted your change to order #${o.orderId}.`,
        [d.change?.chargeCents ? "Pay the difference" : "View your order", customerHref],
        change,
      );
    case "change-declined":
      return say(
        `Order #${o.orderId}: ${o.catererName} declined your change`,
        `${o.catererName} declined your change to order #${o.orderId}; the order stays as it was.${d.change?.declineReason ? ` Their reason: ${defang(d.change.declineReason)}` : ""}`,
        ["View your order", customerHref],
        change,
      );
    case "out-for-delivery":
      return say(
        `Order #${o.orderId} is on its way`,
        `Hi ${defang(o.customerName)}, ${o.catererName} has sent your order #${o.orderId} out for delivery.${d.deliveryNote ? ` Their note: ${defang(d.deliveryNote)}` : ""}`,
        ["View your order", customerHref],
        arrivalRows,
      );
    case "delivered":
      return say(
        `Order #${o.orderId} was delivered`,
        `Hi ${defang(o.customerName)}, ${o.catererName} has delivered your order #${o.orderId}. Enjoy your event!`,
        ["View your order", customerHref],
      );
    case "reconfirm-request": {
      // Signed when sent, never stored in the outbox (lib/server/orders/reconfirm-token.ts).
      const token = reconfirmToken(o.orderId);
      return say(
        `Please reconfirm order #${o.orderId} for ${formatEventDate(o.eventDate)}`,
        `Order #${o.orderId} is tomorrow. Please reconfirm that you will deliver it: one tap on the button below, or "Reconfirm" on your dashboard. If we hear nothing 12 hours before the delivery window, we call you and tell the customer.`,
        token
          ? ["Reconfirm order", link(`/api/orders/reconfirm?token=${token}`)]
          : ["Open your dashboard", link("/dashboard/caterer")],
        arrivalRows,
      );
    }
    case "reconfirm-chasing":
      return say(
        `Order #${o.orderId}: we are checking in with ${o.catererName}`,
        `Hi ${defang(o.customerName)}, ${o.catererName} has not yet reconfirmed your order #${o.orderId}, so our team is contacting them now. We will let you know if anything changes.`,
        ["View your order", customerHref],
        arrivalRows,
      );
    default: {
      const word = ORDER_WORDS[d.kind] ?? d.kind;
      return say(
        `Your order #${o.orderId} was ${word}`,
        `Hi ${defang(o.customerName)}, your order #${o.orderId} with ${o.catererName} was ${word}.`,
        ["View your order", customerHref],
      );
    }
  }
}

function orderReceiptContent(d: EmailData["order-receipt"], essential: boolean): Content {
  const o = d.order;
  const rows = orderRows(o);
  const change = d.change ? changeRows(d.change) : [];
  const href = link(`/orders/${o.orderId}`);
  const line =
    d.kind === "expired"
      ? `Hi ${defang(o.customerName)}, ${o.catererName} did not answer your order #${o.orderId} in time, so we cancelled it and refunded your payment in full. Depending on your bank it reaches your card within 5-10 business days.`
      : `Hi ${defang(o.customerName)}, your change to order #${o.orderId} is applied. Here is your order as it stands now.`;
  const subject =
    d.kind === "expired"
      ? `Order #${o.orderId} cancelled and refunded: ${o.catererName} did not answer`
      : `Receipt for order #${o.orderId}, changed`;
  return {
    essential,
    subject,
    preview: line,
    body: mjml`${paragraph(line)}${change.length ? table(change) : ""}${table(rows)}${button("View your order", href)}`,
    text: [
      line,
      ...(change.length ? ["", ...textRows(change)] : []),
      "",
      ...textRows(rows),
      "",
      `View your order: ${href}`,
    ],
  };
}

function notReconfirmedContent(d: EmailData["order-not-reconfirmed"], essential: boolean): Content {
  const o = d.order;
  const line = `${o.catererName} has not reconfirmed order #${o.orderId} (${d.arrival}). Please call the kitchen; the customer has been told we are checking.`;
  const rows: [string, string][] = [
    ["Kitchen", o.catererName],
    ...(d.kitchenEmail ? [["Kitchen email", d.kitchenEmail] as [string, string]] : []),
    ["Customer", defang(o.customerName)],
    ["Customer email", o.customerEmail],
    ...(o.customerPhone ? [["Customer phone", o.customerPhone] as [string, string]] : []),
  ];
  const href = link("/admin?tab=orders");
  return {
    essential,
    subject: `Not reconfirmed: order #${o.orderId} with ${o.catererName}`,
    preview: line,
    body: mjml`${paragraph(line)}${table(rows)}${table(orderRows(o))}${button("Open the admin orders", href)}`,
    text: [
      line,
      "",
      ...textRows(rows),
      "",
      ...textRows(orderRows(o)),
      "",
      `Open the admin orders: ${href}`,
    ],
  };
}

function footer(essential: boolean, reason?: string): { markup: Markup; text: string[] } {
  const settings = link("/settings");
  const why = reason
    ? reason
    : essential
      ? "You receive this email about a payment on your TrayTable account."
      : "You can turn off emails like this one in your settings.";
  return {
    markup: mjml`<mj-section><mj-column><mj-text font-size="12px" color="#6b7280">${why} <a href="${settings}" style="color:#6b7280">${settings}</a></mj-text></mj-column></mj-section>`,
    text: ["--", `${why} ${settings}`],
  };
}

/** Renders one email. Throws when the markup is invalid (a bug: the send is retried). */
export async function renderEmail<T extends EmailTemplate>(
  template: T,
  data: EmailData[T],
): Promise<RenderedEmail> {
  const c = content(template, data);
  const foot = footer(c.essential, c.why);
  // Without lang, mjml writes lang="und" (undetermined): screen readers then guess.
  const source = mjml`<mjml lang="en">
  <mj-head>
    <mj-title>${c.subject}</mj-title>
    <mj-preview>${c.preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#111827" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f9fafb">
    <mj-section>
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="#ea580c"><a href="${link("/")}" style="color:#ea580c;text-decoration:none">TrayTable</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px">
      <mj-column>${c.body}</mj-column>
    </mj-section>
    ${foot.markup}
  </mj-body>
</mjml>`;
  const result = await mjml2html(source.value, { validationLevel: "strict" });
  if (result.errors.length) {
    throw new Error(`Email ${template} has invalid markup: ${result.errors[0]?.formattedMessage}`);
  }
  return { subject: c.subject, html: result.html, text: [...c.text, "", ...foot.text].join("\n") };
}
