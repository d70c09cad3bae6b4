import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Addresses the link monitor never connects to unless LINK_CHECK_ALLOW_PRIVATE=1: a catalogue
 * link (or a redirect) pointing at them would make our server probe its own network
 * (docs/security.md, The link monitor).
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, where cloud metadata services live
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use NAT64
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (`::ffff:10.0.0.1`). */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for loopback, private, link-local, unique-local and other non-public addresses. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return refused.check(bare, "ipv4");
  if (family !== 6) return true; // not an address at all: never connect
  const v4 = embeddedIpv4(bare);
  if (v4) return refused.check(v4, "ipv4");
  return refused.check(bare, "ipv6");
}

/** Thrown (through a connection's lookup) when a host resolves to a refused address. */
export class RefusedAddressError extends Error {
  readonly code = "ELINKREFUSED";
  constructor(host: string) {
    super(`${host} resolves to a private or local address`);
  }
}

/**
 * A `lookup` for http.request that resolves as usual, then refuses the connection when any
 * address is one of the above. Checking here, at connection time, means the address checked is
 * the address used: no second look-up can answer differently (DNS rebinding).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (!allowPrivate && found.some((entry) => isRefusedAddress(entry.address))) {
        return callback(new RefusedAddressError(hostname), "", 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, found);
      const first = found[0];
      if (!first) return callback(new RefusedAddressError(hostname), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
