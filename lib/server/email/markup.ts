/**
 * A tagged template for MJML markup that escapes every interpolated value, so a customer's
 * name or a caterer's comment can never inject markup into an email. Only fragments built
 * with this tag (or `trusted()`) are inserted as markup.
 */
import "server-only";

export class Markup {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function toMarkup(value: unknown): string {
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(toMarkup).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

export function mjml(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += toMarkup(value) + (strings[i + 1] ?? "");
  });
  return new Markup(out);
}

/** Text that is itself markup we wrote (never user input). */
export const trusted = (value: string) => new Markup(value);
