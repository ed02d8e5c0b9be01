/**
 * Whether the server may connect to an address on a user's behalf (an image URL it fetches):
 * only global unicast. Loopback, private, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast, documentation and the IPv6 forms that embed an IPv4 address
 * (mapped, NAT64, 6to4, Teredo) are refused, so a URL cannot reach inside our network.
 */
import ipaddr from "ipaddr.js";

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
}
