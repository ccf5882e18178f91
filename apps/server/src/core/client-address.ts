import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that identifies one client for rate limits. An IPv6 host usually
 * gets a whole /64 and can pick any address in it, so IPv6 is keyed by its first 64 bits;
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) count as the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address.split('%')[0] ?? address)
    .slice(0, 4)
    .join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  // A trailing dotted quad (::1.2.3.4) is two hextets.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => parseInt(h, 16).toString(16));
}
