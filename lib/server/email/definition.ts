/**
 * What one email is: its template name, the schema of the data captured when the change
 * that causes it commits, who may switch it off, and its words. Each email is a module of
 * its own beside the domain function that sends it (lib/server/<feature>/emails/); the
 * worker finds it by template name in lib/server/jobs/emails.ts.
 */
import "server-only";
import mjml2html from "mjml";
import type { z } from "zod";
import { mjml, type Markup } from "./markup";
import { link } from "./parts";

/** A Settings switch (a column of users) that turns an email off. */
export type EmailPreference = "emailNotifications" | "messageEmails";

export type RenderedEmail = { subject: string; html: string; text: string };

/** What an email says, before the layout and the footer wrap it. */
export type EmailContent = {
  subject: string;
  preview: string;
  body: Markup;
  text: string[];
  /** Why the person gets this email, when it is not the usual footer's reason. */
  why?: string;
};

/** What the outbox needs of an email: its name, its switch, and how to render stored data. */
export type OutboxEmail = {
  /** The outbox's `template` column: never rename one (rows queued before must render). */
  readonly template: string;
  /**
   * The switch that may turn it off; null: transactional (receipts, refunds, security
   * notices), sent whatever the Settings say and with no unsubscribe link.
   */
  readonly preference: EmailPreference | null;
  /** Only to an address its owner proved (docs/security.md, "Mail to addresses nobody proved"). */
  readonly verifiedOnly: boolean;
  /** Parses the outbox row's JSON with the email's schema, then renders it. */
  render(json: unknown): Promise<RenderedEmail>;
};

export type EmailDefinition<Data, Template extends string = string> = OutboxEmail & {
  readonly template: Template;
  readonly schema: z.ZodType<Data>;
  subject(data: Data): string;
  html(data: Data): Promise<string>;
  text(data: Data): string;
};

export function defineEmail<const Template extends string, Data>(spec: {
  template: Template;
  schema: z.ZodType<Data>;
  preference: EmailPreference | null;
  verifiedOnly?: boolean;
  content(data: Data): EmailContent;
}): EmailDefinition<Data, Template> {
  const { template, schema, preference, content } = spec;
  const essential = preference === null;
  return {
    template,
    schema,
    preference,
    verifiedOnly: spec.verifiedOnly ?? false,
    subject: (data) => content(data).subject,
    html: async (data) => (await layout(template, content(data), essential)).html,
    text: (data) => plainText(content(data), essential),
    render: (json) => layout(template, content(schema.parse(json)), essential),
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

/**
 * Wraps an email's content in the one layout (MJML rendered to responsive HTML) and its
 * footer. Throws when the markup is invalid (a bug: the send is retried).
 */
async function layout(
  template: string,
  c: EmailContent,
  essential: boolean,
): Promise<RenderedEmail> {
  const foot = footer(essential, c.why);
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
  return { subject: c.subject, html: result.html, text: plainText(c, essential) };
}

/** The plain-text alternative: the content's lines, then the footer's. */
function plainText(c: EmailContent, essential: boolean): string {
  return [...c.text, "", ...footer(essential, c.why).text].join("\n");
}
