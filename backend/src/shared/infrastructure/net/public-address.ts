import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

/** Addresses no fetch on a user's behalf may reach (image URLs, webhook endpoints): loopback, private, link-local (cloud metadata 169.254.169.254), CGNAT, multicast, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one the server may connect to for a URL someone else gave it. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return !NOT_PUBLIC.check(address, 'ipv4');
}

/** A host that does not resolve, or resolves to an address that is not public. */
export class NotPublicHostError extends Error {}

/**
 * Resolves `host` once and answers a lookup for node:http(s) that hands out only that checked address, so a
 * rebinding DNS cannot answer a second lookup differently. Throws NotPublicHostError when the host does not
 * resolve or any of its addresses is not public.
 */
export async function pinnedPublicLookup(host: string): Promise<LookupFunction> {
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await dnsLookup(host, { all: true, verbatim: true });
  } catch {
    throw new NotPublicHostError(`the host ${host} does not resolve`);
  }
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (addresses.length === 0 || refused) throw new NotPublicHostError(`${host} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`);
  const [chosen] = addresses;
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: chosen.address, family: chosen.family }]);
    else callback(null, chosen.address, chosen.family);
  }) as unknown as LookupFunction;
}
