import { isPublicAddress } from "@/lib/security/public-address";

// The server fetches image URLs people type in; these are the addresses it must never reach.
describe("addresses the server may fetch an image from", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254", // cloud metadata
    "100.64.0.1", // carrier-grade NAT
    "0.0.0.0",
    "255.255.255.255",
    "224.0.0.1",
    "192.0.2.10", // documentation
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1", // IPv4-mapped loopback
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1", // NAT64 of 10.0.0.1
    "2002:a00:1::1", // 6to4 of 10.0.0.1
    "2001::1", // Teredo
    "2001:db8::1", // documentation
    "not an address",
    "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::6810:84e5",
    "::ffff:8.8.8.8",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
