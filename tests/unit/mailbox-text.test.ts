import { mailboxEmptyText, mailboxIntro } from "@/lib/email/mailbox-text";

describe("the admin mailbox's lines", () => {
  it("promises emails here only when no mail server sends them", () => {
    expect(mailboxEmptyText(false, false)).toBe(
      "Emails appear here a few seconds after the change that causes them.",
    );
    expect(mailboxEmptyText(true, false)).toBe("Emails are sent over SMTP, so none are kept here.");
    expect(mailboxEmptyText(true, true)).toBe(
      "No email's recipient or subject matches your search.",
    );
    expect(mailboxIntro(true)).toMatch(/^Emails are sent over SMTP\./);
    expect(mailboxIntro(false)).toMatch(/^No mail server is configured/);
  });
});
