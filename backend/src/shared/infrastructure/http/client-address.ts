import { isIP } from 'node:net';

/**
 * The client's address as the app uses it (sign-in failures, click logs, rate limits): Express's
 * `request.ip`, which honours X-Forwarded-For only as far as TRUST_PROXY allows, parsed and written
 * in one canonical form. Anything that is not an IPv4 or IPv6 address (a forged header can say
 * anything, at any length) is ignored: the caller gets null and stores nothing.
 */
export function clientAddress(request: { ip?: string | undefined }): string | null {
  return normaliseIpAddress(request.ip);
}

/** Longest textual address we try to read (a full IPv6 with an IPv4 tail and a zone is under 64). */
const MAX_ADDRESS_INPUT_LENGTH = 64;

/**
 * '203.0.113.7' stays; IPv6 is lower-cased and compressed ('2001:DB8:0:0::1' → '2001:db8::1');
 * an IPv4-mapped IPv6 ('::ffff:203.0.113.7', how a dual-stack socket reports IPv4) becomes the IPv4;
 * brackets and a zone ('%eth0') are dropped. Anything else → null.
 */
export function normaliseIpAddress(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_ADDRESS_INPUT_LENGTH) return null;
  let text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const groups = ipv6Groups(text);
  if (isIpv4Mapped(groups)) return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`;
  return compressIpv6(groups);
}

/**
 * The key a per-address rate limit counts under: the address for IPv4, its /64 network for IPv6
 * (one subscriber usually gets a whole /64 and can change the rest at will). Null stays null.
 */
export function rateLimitBucket(address: string | null): string | null {
  if (address === null || isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return `${compressIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (which may end in dotted IPv4). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === null ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) => parseInt(group, 16));
}

function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

/** RFC 5952 text: lower case, no leading zeros, the longest run (≥ 2) of zero groups as '::'. */
function compressIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8; ) {
    if (groups[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestLength < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
