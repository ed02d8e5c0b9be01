/**
 * The pieces every email is built of: absolute links (an email has no "current site" to
 * resolve relative ones against), paragraphs, buttons, tables of rows and quotes, each as
 * MJML markup and as plain text.
 */
import "server-only";
import { siteUrl } from "@/lib/browse/site-url";
import { mjml, type Markup } from "./markup";

/** One row of an email's table: a label and its value. */
export type Row = [string, string];

export const link = (path: string) => `${siteUrl()}${path}`;

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

export type Quote = { markup: Markup; text: string[] };

/**
 * Someone's own words, quoted with their name: "<who> wrote:" then the text as "> " lines
 * (plain text) or an indented block (HTML), always unlinkable.
 */
export function quoted(heading: string, text: string): Quote {
  const safe = defang(text);
  const lines = safe.split(/\r?\n/);
  return {
    markup: mjml`<mj-text padding="10px 25px 0"><strong>${heading}</strong></mj-text><mj-text padding="4px 25px 10px 37px" font-style="italic" color="#374151">${lines.map(
      (line, i) => mjml`${i ? mjml`<br />` : ""}${line}`,
    )}</mj-text>`,
    text: [heading, ...lines.map((line) => `> ${line}`)],
  };
}

/** Our own team's words (an admin's notes), set apart. */
export function quote(label: string, text: string): Markup {
  return mjml`<mj-text><strong>${label}</strong></mj-text><mj-text padding="0 25px 10px" font-style="italic" color="#374151">${text}</mj-text>`;
}

export const quoteMarkup = (q: Quote | null) => q?.markup ?? "";
export const quoteText = (q: Quote | null) => (q ? ["", ...q.text] : []);

export function table(rows: Row[]): Markup {
  return mjml`<mj-table padding="8px 25px" font-size="14px" line-height="22px">${rows.map(
    ([label, value]) =>
      mjml`<tr><td style="color:#6b7280;padding:2px 16px 2px 0;vertical-align:top;white-space:nowrap">${label}</td><td style="padding:2px 0">${value}</td></tr>`,
  )}</mj-table>`;
}

export const textRows = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`);

export const paragraph = (text: string) => mjml`<mj-text>${text}</mj-text>`;

export function button(label: string, href: string): Markup {
  return mjml`<mj-button href="${href}" background-color="#ea580c" border-radius="6px" align="left">${label}</mj-button>`;
}
