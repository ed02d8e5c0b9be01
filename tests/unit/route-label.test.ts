/**
 * Route labels of the request metric and access log (route-label.mjs): route patterns from
 * the build's routes manifest, never ids, tokens or query strings.
 */
import { createRouteLabeler } from "@/lib/server/observability/route-label.mjs";

const manifest = {
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/api/caterers", regex: "^/api/caterers(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/calendar-feed/[token]", regex: "^/api/calendar\\-feed/([^/]+?)(?:/)?$" },
    { page: "/api/caterers/[id]/dishes", regex: "^/api/caterers/([^/]+?)/dishes(?:/)?$" },
    { page: "/api/caterers/[id]", regex: "^/api/caterers/([^/]+?)(?:/)?$" },
    { page: "/caterer/[id]", regex: "^/caterer/([^/]+?)(?:/)?$" },
  ],
};

describe("route labels", () => {
  const label = createRouteLabeler(manifest);

  it("names static and dynamic routes by their pattern", () => {
    expect(label("/")).toBe("/");
    expect(label("/api/caterers")).toBe("/api/caterers");
    expect(label("/api/caterers/")).toBe("/api/caterers");
    expect(label("/caterer/12")).toBe("/caterer/[id]");
    expect(label("/api/caterers/12/dishes")).toBe("/api/caterers/[id]/dishes");
    expect(label("/api/calendar-feed/secret-token.ics")).toBe("/api/calendar-feed/[token]");
  });

  it("groups Next's assets and everything else", () => {
    expect(label("/_next/static/chunks/abc.js")).toBe("/_next/static");
    expect(label("/_next/image")).toBe("/_next/image");
    expect(label("/images/hero.svg")).toBe("(other)");
    expect(label("/no/such/page")).toBe("(other)");
  });

  it("labels everything (other) without a manifest", () => {
    expect(createRouteLabeler(null)("/caterer/1")).toBe("(other)");
  });
});
