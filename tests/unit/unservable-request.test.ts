import {
  PAGE_BODY_LIMIT_BYTES,
  isActionCall,
  multipartBodyComplete,
  pageMultipartBoundary,
  unservableRequest,
} from "@/lib/server/http/unservable-request.mjs";

const req = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers,
});

describe("requests the server answers before Next.js", () => {
  it("refuses methods no page or route serves with 405 and the methods it does", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "trace"]) {
      expect(unservableRequest(req(method, "/"))).toEqual({
        status: 405,
        message: "Method not allowed",
        headers: { allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" },
      });
    }
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(unservableRequest(req(method, "/"))).toBeNull();
    }
  });

  it("refuses a page POST declared over 1 MB with 413, and leaves the API's own limits alone", () => {
    const over = { "content-length": String(PAGE_BODY_LIMIT_BYTES + 1) };
    expect(unservableRequest(req("POST", "/auth?tab=signup", over))).toEqual({
      status: 413,
      message: "Request body too large (1 MB at most)",
    });
    const at = { "content-length": String(PAGE_BODY_LIMIT_BYTES) };
    expect(unservableRequest(req("POST", "/auth", at))).toBeNull();
    expect(unservableRequest(req("POST", "/api/dishes/photos", over))).toBeNull();
    expect(unservableRequest(req("GET", "/auth", over))).toBeNull();
    expect(unservableRequest(req("POST", "/auth", { "content-length": "abc" }))).toBeNull();
  });

  it("reads a page's multipart form POST first, by its boundary; never the API's or another type", () => {
    const form = (type: string) => ({ "content-type": type });
    expect(
      pageMultipartBoundary(req("POST", "/auth", form("multipart/form-data; boundary=abc"))),
    ).toBe("abc");
    expect(
      pageMultipartBoundary(req("POST", "/auth", form('multipart/form-data; boundary="a b"'))),
    ).toBe("a b");
    // Declared without a boundary: read, and refused as not whole.
    expect(pageMultipartBoundary(req("POST", "/auth", form("multipart/form-data; x=1")))).toBe("");
    expect(
      pageMultipartBoundary(
        req("POST", "/api/dishes/photos", form("multipart/form-data; boundary=abc")),
      ),
    ).toBeNull();
    expect(
      pageMultipartBoundary(req("POST", "/auth", form("text/plain;charset=UTF-8"))),
    ).toBeNull();
    expect(
      pageMultipartBoundary(req("GET", "/auth", form("multipart/form-data; boundary=abc"))),
    ).toBeNull();
  });

  it("takes a multipart body as whole only when it ends with its closing delimiter", () => {
    const body = (text: string) => Buffer.from(text, "latin1");
    const whole = '--xYz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--xYz--';
    expect(multipartBodyComplete(body(whole), "xYz")).toBe(true);
    expect(multipartBodyComplete(body(`${whole}\r\n`), "xYz")).toBe(true);
    // Cut short: inside a value, or before the closing "--".
    expect(multipartBodyComplete(body(whole.slice(0, 60)), "xYz")).toBe(false);
    expect(multipartBodyComplete(body(whole.slice(0, -2)), "xYz")).toBe(false);
    expect(multipartBodyComplete(body(""), "xYz")).toBe(false);
    // Another boundary's delimiter, or none declared.
    expect(multipartBodyComplete(body(whole), "abc")).toBe(false);
    expect(multipartBodyComplete(body(whole), "")).toBe(false);
    // A boundary with characters a pattern would read differently.
    expect(multipartBodyComplete(body("--a.b+c--"), "a.b+c")).toBe(true);
    expect(multipartBodyComplete(body("--aXb+c--"), "a.b+c")).toBe(false);
  });
});

describe("server-action calls the server reads first", () => {
  it("is a POST to a page with a Next-Action header, never an API route or a GET", () => {
    const action = { "next-action": "40f16a6f68f0" };
    expect(isActionCall(req("POST", "/profile", action))).toBe(true);
    expect(isActionCall(req("POST", "/profile?x=1", action))).toBe(true);
    expect(isActionCall(req("POST", "/profile"))).toBe(false);
    expect(isActionCall(req("GET", "/profile", action))).toBe(false);
    expect(isActionCall(req("POST", "/api/dishes", action))).toBe(false);
  });
});
