/**
 * Conditional GETs (lib/server/http/conditional.ts): when a client's cached copy is still
 * the current one, per RFC 9110 §13.1.
 */
import { isNotModified, validatorsFor } from "@/lib/server/http/conditional";

const v = validatorsFor("BEGIN:VCALENDAR\r\n", new Date("2026-03-01T10:00:00.750Z"));
const ask = (headers: Record<string, string>) =>
  isNotModified(new Request("http://localhost/x", { headers }), v);

describe("conditional requests", () => {
  it("makes a strong ETag of the body and a whole-second Last-Modified", () => {
    expect(v.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(validatorsFor("other", new Date()).etag).not.toBe(v.etag);
    expect(v.lastModified.toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  it("matches If-None-Match by list, weakly, and with *", () => {
    expect(ask({ "if-none-match": v.etag })).toBe(true);
    expect(ask({ "if-none-match": `"a", W/${v.etag}` })).toBe(true);
    expect(ask({ "if-none-match": "*" })).toBe(true);
    expect(ask({ "if-none-match": '"a"' })).toBe(false);
  });

  it("ignores If-Modified-Since when If-None-Match is sent", () => {
    expect(
      ask({ "if-none-match": '"a"', "if-modified-since": "Sun, 01 Mar 2026 11:00:00 GMT" }),
    ).toBe(false);
  });

  it("is not modified since the same or a later date; a bad date is ignored", () => {
    expect(ask({ "if-modified-since": "Sun, 01 Mar 2026 10:00:00 GMT" })).toBe(true);
    expect(ask({ "if-modified-since": "Sun, 01 Mar 2026 09:59:59 GMT" })).toBe(false);
    expect(ask({ "if-modified-since": "yesterday" })).toBe(false);
    expect(ask({})).toBe(false);
  });
});
