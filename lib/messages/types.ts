/** What the browser gets of order threads (docs/api.md, "Messages"). */

export type MessageAuthorDto = {
  role: "customer" | "caterer" | "platform";
  /** The customer's first name, the kitchen's name, or "TrayTable". */
  name: string;
};

export type MessageDto = {
  id: number;
  author: MessageAuthorDto;
  /** Written by the person reading. */
  mine: boolean;
  body: string;
  createdAt: string;
  editedAt: string | null;
  /** Earlier texts of an edited message, oldest first: only admins get them. */
  revisions?: { body: string; replacedAt: string }[];
};

export type ThreadDto = {
  /** Null until the first message is posted. */
  id: number | null;
  /** The order this thread is addressed by (an event's: one of that kitchen's lines). */
  bookingId: number;
  eventId: number | null;
  catererId: number;
  /** "Order #12 · Classic Lasagna" or "Event #3 · Mama's Kitchen". */
  title: string;
  /** Who the reader talks to: the kitchen for the customer, the customer for the kitchen. */
  counterpart: string;
  writable: boolean;
  /** ISO time until which a closed order's thread stays writable; null while open. */
  closesAt: string | null;
  linksClickable: boolean;
  /** The reader speaks as: customer, caterer or platform (an admin). */
  speakingAs: MessageAuthorDto["role"];
  unread: number;
  messages: MessageDto[];
};

export type ThreadSummaryDto = {
  id: number;
  bookingId: number;
  eventId: number | null;
  title: string;
  counterpart: string;
  lastMessage: { body: string; authorName: string; createdAt: string };
  unread: number;
};

export type ThreadListDto = {
  threads: ThreadSummaryDto[];
  total: number;
  page: number;
  pageSize: number;
  /** Unread messages in all of the reader's threads. */
  unread: number;
};

export type UnreadDto = {
  unread: number;
  /** Unread messages per order id (every line of an event kitchen's thread). */
  byBooking: Record<string, number>;
};
