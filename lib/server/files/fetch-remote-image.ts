import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "@/lib/security/public-address";

/** Which addresses the server may fetch an image from, and (for a test's fixture) whom to trust. */
export interface RemoteImagePolicy {
  allowsAddress(address: string): boolean;
  /** Replaces the system's certificate authorities: a test's self-signed HTTPS fixture. */
  ca?: string | Buffer;
}

const PUBLIC_ONLY: RemoteImagePolicy = { allowsAddress: isPublicAddress };
let policy = PUBLIC_ONLY;

/** Tests point the fetcher at a local fixture; null restores the public-only policy. */
export function setRemoteImagePolicy(next: RemoteImagePolicy | null) {
  policy = next ?? PUBLIC_ONLY;
}

export type RemoteImageFailure = "unreachable" | "too_large";

export class RemoteImageError extends Error {
  constructor(
    readonly reason: RemoteImageFailure,
    detail: string,
  ) {
    super(detail);
    this.name = "RemoteImageError";
  }
}

const MAX_REDIRECTS = 3;
const SOCKET_TIMEOUT_MS = 10_000;
const TOTAL_TIMEOUT_MS = 20_000;

/**
 * The bytes at an http(s) URL, at most maxBytes. Every address a host name resolves to must
 * pass the policy, and the connection goes to the address that was checked (the lookup is
 * ours), so a name that re-resolves to an inner address between check and connect cannot
 * slip through. Redirects are followed (3 at most), each checked the same way.
 */
export async function fetchRemoteImage(url: string, maxBytes: number): Promise<Buffer> {
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(target, maxBytes, policy);
    if ("bytes" in answer) return answer.bytes;
    target = answer.redirect;
  }
  throw new RemoteImageError("unreachable", "too many redirects");
}

type Answer = { bytes: Buffer } | { redirect: URL };

function checkedLookup(p: RemoteImagePolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      const list = found as unknown as LookupAddress[];
      if (error) return callback(error, "", 4);
      const first = list[0];
      if (!first || list.some((a) => !p.allowsAddress(a.address))) {
        return callback(
          new RemoteImageError("unreachable", `address of ${hostname} refused`),
          "",
          4,
        );
      }
      // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };
}

function getOnce(url: URL, maxBytes: number, p: RemoteImagePolicy): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      return reject(new RemoteImageError("unreachable", `protocol ${url.protocol}`));
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    // A literal address is never looked up, so it is checked here.
    if (isIP(host) && !p.allowsAddress(host)) {
      return reject(new RemoteImageError("unreachable", `address ${host} refused`));
    }
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      {
        lookup: checkedLookup(p),
        ...(url.protocol === "https:" && p.ca ? { ca: p.ca } : {}),
        agent: false,
        timeout: SOCKET_TIMEOUT_MS,
        headers: {
          accept: "image/jpeg, image/png, image/webp",
          "user-agent": "TrayTable-image-import",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
          response.resume();
          try {
            return resolve({ redirect: new URL(response.headers.location, url) });
          } catch {
            return reject(new RemoteImageError("unreachable", "bad redirect"));
          }
        }
        if (status !== 200) {
          response.resume();
          return reject(new RemoteImageError("unreachable", `status ${status}`));
        }
        if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
          request.destroy();
          return reject(new RemoteImageError("too_large", "declared length"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            reject(new RemoteImageError("too_large", "body length"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ bytes: Buffer.concat(chunks) }));
        response.on("error", (e) => reject(new RemoteImageError("unreachable", e.message)));
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error("took too long")),
      TOTAL_TIMEOUT_MS,
    );
    request.on("close", () => clearTimeout(deadline));
    request.on("timeout", () => request.destroy(new Error("socket timeout")));
    request.on("error", (e) =>
      reject(e instanceof RemoteImageError ? e : new RemoteImageError("unreachable", e.message)),
    );
  });
}
