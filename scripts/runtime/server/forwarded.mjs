// @ts-check
/**
 * Which client sent a request. `next start` passes a client-sent X-Forwarded-For through
 * unchanged, so anyone could pick the address the per-address limits count. Our server
 * overwrites the forwarding headers before Next sees them: with TRUSTED_PROXY_HOPS=0 (a
 * directly exposed server, the default) the client is the socket's peer; with N trusted
 * reverse proxies in front, each appends the address it saw, so the client is the entry N
 * from the right, and anything further left is what the client made up.
 */
import { isIP } from "node:net";

/** TRUSTED_PROXY_HOPS as a whole number from 0 to 10; anything else counts as 0. */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS) {
  const text = (value ?? "").trim();
  if (!/^\d{1,2}$/.test(text)) return 0;
  return Math.min(Number(text), 10);
}

/** "::ffff:127.0.0.1" -> "127.0.0.1"; anything that is not an address -> null. */
export function normaliseAddress(value) {
  if (typeof value !== "string") return null;
  const trimmed = value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(trimmed) ? trimmed : null;
}

/**
 * The client address and protocol of a request, from the socket and (only as far as the
 * trusted hops reach) the forwarding headers.
 * @param {{ socketAddress: string | undefined, encrypted: boolean,
 *   forwardedFor: string | undefined, forwardedProto: string | undefined, hops: number }} input
 * @returns {{ address: string | null, proto: "http" | "https" }}
 */
export function resolveClient({ socketAddress, encrypted, forwardedFor, forwardedProto, hops }) {
  const socketProto = encrypted ? "https" : "http";
  if (hops <= 0) return { address: normaliseAddress(socketAddress), proto: socketProto };
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Our nearest proxy connected to us; the hops before it appended what they saw.
  const address = chain.length >= hops ? normaliseAddress(chain[chain.length - hops]) : null;
  const protos = (forwardedProto ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const nearest = protos[protos.length - 1];
  return { address, proto: nearest === "https" || nearest === "http" ? nearest : socketProto };
}

/**
 * Rewrites the request's forwarding headers in place so that the app reads only what we
 * trust: X-Forwarded-For is the one client address (or absent), X-Forwarded-Proto the
 * protocol, and X-Real-IP (which nobody we trust sets) is dropped.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} hops
 */
export function applyTrustedForwarding(req, hops) {
  const header = (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const { address, proto } = resolveClient({
    socketAddress: req.socket.remoteAddress,
    encrypted: Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted),
    forwardedFor: header("x-forwarded-for"),
    forwardedProto: header("x-forwarded-proto"),
    hops,
  });
  delete req.headers["x-real-ip"];
  if (address) req.headers["x-forwarded-for"] = address;
  else delete req.headers["x-forwarded-for"];
  req.headers["x-forwarded-proto"] = proto;
  if (hops <= 0) {
    // A client's own X-Forwarded-Host would otherwise decide our origin checks and links.
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-port"];
  }
  return { address, proto };
}
