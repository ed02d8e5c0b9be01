import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Mail } from "lucide-react";
import { ListSearch, Pager } from "@/components/admin/list-controls";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { mailboxEmptyText, mailboxIntro } from "@/lib/email/mailbox-text";
import { currentActor } from "@/lib/server/auth/current-actor";
import { listMailbox } from "@/lib/server/email/mailbox";

export const metadata: Metadata = { title: "Emails", robots: { index: false } };
export const dynamic = "force-dynamic";

/** More than the other admin lists: a flow under test sends several emails at once. */
const EMAILS_PER_PAGE = 50;

const sentFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: process.env.NEXT_PUBLIC_APP_TIME_ZONE ?? "America/New_York",
});

/**
 * The development mailbox: what TrayTable would have emailed while no SMTP_URL is set,
 * newest first, as rendered HTML and plain text, paged and searched (?q= recipient or
 * subject, ?page=) on the server. Admins only, checked here on the server (and again by
 * listMailbox).
 */
export default async function AdminEmailsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; page?: string }>;
}) {
  const actor = await currentActor();
  if (!actor) redirect("/auth?callbackUrl=/admin/emails");
  if (actor.role !== "admin") redirect("/");
  const { q, page } = await searchParams;
  // A hand-edited URL with a bad page shows the first page rather than an error.
  const mailbox = await listMailbox(actor, { search: q, page, pageSize: EMAILS_PER_PAGE }).catch(
    () => listMailbox(actor, { pageSize: EMAILS_PER_PAGE }),
  );
  const { emails, outbox, smtpConfigured } = mailbox;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Emails</h1>
        <p className="text-muted-foreground">{mailboxIntro(smtpConfigured)}</p>
        <p className="text-sm text-muted-foreground" data-testid="outbox-counts">
          Waiting to be sent: {outbox.pending}. Failed: {outbox.failed}.
        </p>
      </div>

      <ListSearch label="Search emails" placeholder="Search by recipient or subject..." />

      {emails.length === 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mail aria-hidden className="h-5 w-5" />{" "}
              {q?.trim() ? "No emails found" : "No emails yet"}
            </CardTitle>
            <CardDescription>
              {mailboxEmptyText(smtpConfigured, Boolean(q?.trim()))}
            </CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Emails">
          {emails.map((email) => (
            <li key={email.id}>
              <Card data-testid="email">
                <details className="group">
                  {/* A summary holds phrasing content only: spans laid out as blocks. */}
                  <summary className="cursor-pointer list-none p-4 sm:p-6">
                    <span className="flex flex-wrap items-start justify-between gap-2">
                      <span className="block min-w-0 space-y-1">
                        <span
                          className="block font-semibold break-words"
                          data-testid="email-subject"
                        >
                          {email.subject}
                        </span>
                        <span className="block text-sm text-muted-foreground break-all">
                          To: {email.to}
                        </span>
                      </span>
                      <span className="flex shrink-0 items-center gap-2">
                        <Badge variant="secondary">{email.template}</Badge>
                        <time className="text-sm text-muted-foreground" dateTime={email.sentAt}>
                          {sentFormat.format(new Date(email.sentAt))}
                        </time>
                      </span>
                    </span>
                  </summary>
                  <CardContent className="space-y-4 border-t pt-4">
                    <section aria-label="HTML">
                      <h2 className="mb-2 text-sm font-medium">HTML</h2>
                      {/* No scripts or navigation inside: the sandbox has no allowances. */}
                      <iframe
                        title={`HTML of ${email.subject}`}
                        sandbox=""
                        srcDoc={email.html}
                        loading="lazy"
                        className="h-[480px] w-full rounded-md border bg-white"
                      />
                    </section>
                    <section aria-label="Plain text">
                      <h2 className="mb-2 text-sm font-medium">Plain text</h2>
                      <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">
                        {email.text}
                      </pre>
                    </section>
                  </CardContent>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager page={mailbox.page} pageSize={mailbox.pageSize} total={mailbox.total} />
    </div>
  );
}
