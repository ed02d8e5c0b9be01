/**
 * Who the client is (scripts/runtime/server/forwarded.mjs): a client-sent X-Forwarded-For must
 * never decide the address the per-address limits count.
 */
import type { IncomingMessage } from "node:http";
import {
  applyTrustedForwarding,
  resolveClient,
  trustedProxyHops,
  // @ts-expect-error plain ESM module of the Node server, shared with it
} from "@/scripts/runtime/server/forwarded.mjs";

function fakeRequest(remoteAddress: string, headers: Record<string, string>, encrypted = false) {
  return {
    socket: { remoteAddress, encrypted },
    headers: { ...headers },
  } as unknown as IncomingMessage;
}

describe("TRUSTED_PROXY_HOPS", () => {
  it("defaults to 0 (a directly exposed server) and ignores garbage", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("")).toBe(0);
    expect(trustedProxyHops("-1")).toBe(0);
    expect(trustedProxyHops("1e1")).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
  });
});

describe("with no trusted proxy (hops 0)", () => {
  it("takes the socket address and overwrites what the client sent", () => {
    const req = fakeRequest("::ffff:198.51.100.7", {
      "x-forwarded-for": "203.0.113.1",
      "x-real-ip": "203.0.113.2",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
    });
    expect(applyTrustedForwarding(req, 0)).toEqual({ address: "198.51.100.7", proto: "http" });
    expect(req.headers["x-forwarded-for"]).toBe("198.51.100.7");
    expect(req.headers["x-real-ip"]).toBeUndefined();
    expect(req.headers["x-forwarded-host"]).toBeUndefined();
    expect(req.headers["x-forwarded-proto"]).toBe("http");
  });

  it("rotating forged headers from one socket all count as that socket", () => {
    const seen = new Set(
      Array.from(
        { length: 20 },
        (_, i) =>
          resolveClient({
            socketAddress: "127.0.0.1",
            encrypted: false,
            forwardedFor: `203.0.113.${i}`,
            forwardedProto: undefined,
            hops: 0,
          }).address,
      ),
    );
    expect([...seen]).toEqual(["127.0.0.1"]);
  });

  it("says https only when the socket is encrypted", () => {
    expect(applyTrustedForwarding(fakeRequest("127.0.0.1", {}, true), 0).proto).toBe("https");
  });
});

describe("behind trusted proxies", () => {
  it("takes the entry our own proxy appended, not the ones a client made up", () => {
    const req = fakeRequest("10.0.0.2", {
      "x-forwarded-for": "203.0.113.9, 198.51.100.7",
      "x-forwarded-proto": "https",
    });
    expect(applyTrustedForwarding(req, 1)).toEqual({ address: "198.51.100.7", proto: "https" });
    expect(req.headers["x-forwarded-for"]).toBe("198.51.100.7");
  });

  it("with two hops, the second entry from the right", () => {
    const client = resolveClient({
      socketAddress: "10.0.0.2",
      encrypted: false,
      forwardedFor: "1.2.3.4, 198.51.100.7, 10.0.0.9",
      forwardedProto: "http, https",
      hops: 2,
    });
    expect(client).toEqual({ address: "198.51.100.7", proto: "https" });
  });

  it("no usable address when the chain is shorter than the hops or not an address", () => {
    expect(
      resolveClient({
        socketAddress: "10.0.0.2",
        encrypted: false,
        forwardedFor: "",
        forwardedProto: undefined,
        hops: 1,
      }).address,
    ).toBeNull();
    const req = fakeRequest("10.0.0.2", { "x-forwarded-for": "not-an-ip" });
    applyTrustedForwarding(req, 1);
    expect(req.headers["x-forwarded-for"]).toBeUndefined();
  });
});
