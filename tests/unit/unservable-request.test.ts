import {
  PAGE_BODY_LIMIT_BYTES,
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
});
