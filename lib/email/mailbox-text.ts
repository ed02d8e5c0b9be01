/**
 * The admin mailbox's lines. With SMTP_URL set, emails are sent and never kept here: saying
 * they "appear here a few seconds after" would promise what never comes (issue 46).
 */
export function mailboxIntro(smtpConfigured: boolean): string {
  return smtpConfigured
    ? "Emails are sent over SMTP. Below are only those kept while no mail server was configured."
    : "No mail server is configured (SMTP_URL), so emails are kept here instead of being sent.";
}

export function mailboxEmptyText(smtpConfigured: boolean, searching: boolean): string {
  if (searching) return "No email's recipient or subject matches your search.";
  return smtpConfigured
    ? "Emails are sent over SMTP, so none are kept here."
    : "Emails appear here a few seconds after the change that causes them.";
}
