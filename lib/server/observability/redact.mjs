// @ts-check
/**
 * What never reaches a log line (docs/security.md, "Logs"): secrets, card data and personal
 * data. ./logger.mjs passes every message and every field through here, so a call site that
 * logs a whole object (a booking, an error with its cause) cannot leak what it carries.
 *
 * Two nets:
 * - by field name, at any depth: emails, phones, names, addresses, passwords, tokens and
 *   secrets, cookies, authorization headers, card fields (SENSITIVE_KEY);
 * - by content, in every string (messages, error messages and stacks): email addresses,
 *   card numbers (13-19 digits that pass the Luhn check), international phone numbers,
 *   bearer/basic credentials and the user:password of URLs such as DATABASE_URL or SMTP_URL.
 */

import { types } from "node:util";

export const REDACTED = "[redacted]";

/**
 * Whether `value` is an Error, also one made in another realm (Node's own errors under a
 * test runner's VM context fail `instanceof Error`).
 * @param {unknown} value
 * @returns {value is Error}
 */
export function isError(value) {
  return value instanceof Error || types.isNativeError(value);
}

/**
 * Field names whose values are personal data or secrets. Matched against the whole name,
 * case-insensitively; `...Name` covers customerName, firstName and the like.
 */
export const SENSITIVE_KEY = new RegExp(
  [
    "e-?mail",
    "phone|mobile|fax",
    "(^|[a-z_-])name$",
    "address|street|^city$|postal|post_?code|^zip(_?code)?$",
    "^(to|from|cc|bcc|recipient|replyTo)$",
    "passw|secret|token|api-?key|credential|signature|session|^otp$",
    "cookie|authori[sz]ation|proxy-authorization",
    "card|^number$|^expiry$|^exp_?(month|year)$|cvc|cvv|iban|account_?number",
    "birth|ssn",
  ].join("|"),
  "i",
);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s:/@]+(?::[^\s/@]*)?@/gi;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/-]+=*/gi;
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;
const PHONE = /\+\d[\d\s().-]{6,}\d/g;

/** @param {string} digits */
function passesLuhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A string with the personal data and secrets it contains replaced.
 * @param {string} text
 */
export function scrubText(text) {
  if (!text) return text;
  return text
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(EMAIL, "[email]")
    .replace(CARD_CANDIDATE, (match) =>
      passesLuhn(match.replace(/[ -]/g, "")) ? "[card-number]" : match,
    )
    .replace(PHONE, "[phone]");
}

const MAX_DEPTH = 8;

/**
 * An Error as a plain object a log line can carry: its type, code and scrubbed message and
 * stack, and its cause. Nothing else of it (Prisma errors carry the query's arguments).
 * @param {Error & { code?: unknown }} error
 * @param {number} depth
 * @param {WeakSet<object>} seen
 */
function serializeError(error, depth, seen) {
  /** @type {Record<string, unknown>} */
  const out = { type: error.name, message: scrubText(String(error.message ?? "")) };
  if (typeof error.code === "string" || typeof error.code === "number") out.code = error.code;
  if (error.stack) out.stack = scrubText(error.stack);
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    out.cause = redactValue(error.cause, "cause", depth + 1, seen);
  }
  return out;
}

/**
 * `value` with every sensitive field and string redacted (a copy; the input is untouched).
 * @param {unknown} value
 * @param {string} [key] the field name it was found under
 * @param {number} [depth]
 * @param {WeakSet<object>} [seen]
 * @returns {unknown}
 */
export function redactValue(value, key = "", depth = 0, seen = new WeakSet()) {
  if (value === null || value === undefined || typeof value === "boolean") return value;
  if (key && SENSITIVE_KEY.test(key)) return REDACTED;
  if (typeof value === "string") return scrubText(value);
  if (typeof value === "number" || typeof value === "bigint") return value;
  if (typeof value !== "object") return typeof value === "function" ? undefined : String(value);
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[too deep]";
  seen.add(value);
  if (isError(value)) return serializeError(value, depth, seen);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) {
    return `[${value.byteLength} bytes]`;
  }
  if (value instanceof Map) {
    return redactValue(Object.fromEntries(value), key, depth, seen);
  }
  if (Array.isArray(value) || value instanceof Set) {
    return [...value].map((item) => redactValue(item, key, depth + 1, seen));
  }
  if (typeof Headers !== "undefined" && value instanceof Headers) {
    return redactValue(Object.fromEntries(value.entries()), key, depth, seen);
  }
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    const redacted = redactValue(v, k, depth + 1, seen);
    if (redacted !== undefined) out[k] = redacted;
  }
  return out;
}

/**
 * The fields of one log line, redacted. Keys set by the logger itself (requestId) are not
 * personal and pass unchanged.
 * @param {Record<string, unknown>} fields
 */
export function redactFields(fields) {
  return /** @type {Record<string, unknown>} */ (redactValue(fields));
}
