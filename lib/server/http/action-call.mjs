// @ts-check
/**
 * A server-action call's body, checked before Next.js decodes it (scripts/runtime/server.mjs): Next
 * answered every body its decoder could not read (text that is not JSON, a root that is not
 * an argument list, a reference to a part that is not there) with a 500. This accepts what
 * React's encodeReply sends from our pages and nothing else:
 * - text (a call whose arguments are plain values): a JSON array;
 * - multipart (arguments holding a FormData): part "0" a JSON array, other parts JSON or
 *   the FormData's own fields (`<id>_<name>`).
 * A string starting with "$" is one of encodeReply's markers: an escaped "$$", undefined,
 * -0, ±Infinity, NaN, a date, a bigint, a temporary reference (a value only the client holds)
 * or (multipart only) a reference to another part.
 */

const PLAIN = /^\$(?:\$|undefined$|T$|-0$|Infinity$|-Infinity$|NaN$|D.|n-?\d{1,400}$)/s;
const REFERENCE = /^\$([@QWKB]?)([0-9a-f]{1,8})$/;
const MAX_DEPTH = 64;

/**
 * The parts of a whole multipart body by name (a file part's value is null), or null when
 * it cannot be split.
 *
 * @param {Buffer} body
 * @param {string} boundary
 * @returns {Map<string, string | null> | null}
 */
export function multipartParts(body, boundary) {
  const text = body.toString("utf8");
  const delimiter = `--${boundary}`;
  const pieces = text.split(delimiter);
  if (pieces.length < 2 || !pieces[pieces.length - 1]?.startsWith("--")) return null;
  /** @type {Map<string, string | null>} */
  const parts = new Map();
  for (const piece of pieces.slice(1, -1)) {
    const split = piece.indexOf("\r\n\r\n");
    if (!piece.startsWith("\r\n") || split < 0 || !piece.endsWith("\r\n")) return null;
    const head = piece.slice(2, split);
    const name = /content-disposition:\s*form-data;\s*name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) return null;
    parts.set(name, /;\s*filename=/i.test(head) ? null : piece.slice(split + 4, -2));
  }
  return parts;
}

/**
 * Why a server-action call cannot be decoded, or null when it can.
 *
 * @param {Buffer} body
 * @param {string | null} boundary the multipart boundary, or null for a text body
 * @returns {string | null}
 */
export function actionCallProblem(body, boundary) {
  if (boundary === null) {
    const root = parseJson(body.toString("utf8"));
    if (!Array.isArray(root.value)) return "arguments are not a JSON array";
    return walk(root.value, null, new Set(), 0);
  }
  const parts = multipartParts(body, boundary);
  if (!parts) return "the form's parts cannot be read";
  const root = parseJson(parts.get("0"));
  if (!Array.isArray(root.value)) return "part 0 is not a JSON array";
  return walk(root.value, parts, new Set(["0"]), 0);
}

/** @param {string | null | undefined} text */
function parseJson(text) {
  if (typeof text !== "string") return { value: undefined };
  try {
    return { value: /** @type {unknown} */ (JSON.parse(text)) };
  } catch {
    return { value: undefined };
  }
}

/**
 * @param {unknown} value
 * @param {Map<string, string | null> | null} parts
 * @param {Set<string>} visiting the parts being walked (a part referring back to itself is a cycle)
 * @param {number} depth
 * @returns {string | null}
 */
function walk(value, parts, visiting, depth) {
  if (depth > MAX_DEPTH) return "arguments nested too deep";
  if (typeof value === "string") {
    if (!value.startsWith("$") || PLAIN.test(value)) return null;
    const ref = REFERENCE.exec(value);
    if (!ref || !parts) return `unknown marker ${value.slice(0, 20)}`;
    const [, tag, hex] = ref;
    const id = String(parseInt(/** @type {string} */ (hex), 16));
    if (tag === "K") return null; // a FormData: its fields are `${id}_name`, any or none
    if (!parts.has(id)) return `reference to a missing part ${id}`;
    if (tag === "B") return null; // a Blob: the part itself
    if (visiting.has(id)) return "a part refers to itself";
    const row = parseJson(parts.get(id));
    if (row.value === undefined) return `part ${id} is not JSON`;
    if ((tag === "Q" || tag === "W") && !Array.isArray(row.value))
      return `part ${id} is not a list`;
    visiting.add(id);
    const problem = walk(row.value, parts, visiting, depth + 1);
    visiting.delete(id);
    return problem;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = walk(item, parts, visiting, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === "object") {
    return walk(Object.values(value), parts, visiting, depth);
  }
  return null;
}
