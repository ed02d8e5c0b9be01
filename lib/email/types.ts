/** One email of the development mailbox, as /admin/emails shows it. */
export type MailboxEmailDto = {
  id: number;
  template: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  sentAt: string;
};

export type OutboxCounts = { pending: number; failed: number };
