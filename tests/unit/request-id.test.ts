/**
 * x-request-id (lib/server/observability/request-context.mjs): taken from the incoming
 * header only behind a trusted proxy (TRUSTED_PROXY_HOPS > 0), and only when it looks like
 * an id; otherwise generated.
 */
import { resolveRequestId } from "@/lib/server/observability/request-context.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("resolveRequestId", () => {
  it("generates an id when no proxy is trusted, whatever the client sends", () => {
    expect(resolveRequestId("client-chosen", 0)).toMatch(UUID);
    expect(resolveRequestId(undefined, 0)).toMatch(UUID);
    expect(resolveRequestId(undefined, 0)).not.toBe(resolveRequestId(undefined, 0));
  });

  it("keeps the trusted proxy's id", () => {
    expect(resolveRequestId("lb-7f3a9c", 1)).toBe("lb-7f3a9c");
    expect(resolveRequestId(["Root=1-67891233-abcdef012345678912345678"], 2)).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
  });

  it("refuses ids that could forge or break log lines", () => {
    for (const bad of ['a" , "level":"fatal', "two words", "x\ny", "", "a".repeat(129)]) {
      expect(resolveRequestId(bad, 1)).toMatch(UUID);
    }
  });
});
