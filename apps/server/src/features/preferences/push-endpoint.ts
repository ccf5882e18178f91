import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { HostResolver } from '../../adapters/push/host-resolver.js';

export const PUSH_ENDPOINT_NOT_HTTPS = 'endpoint must be an https:// URL from the browser’s push service';
export const PUSH_ENDPOINT_NOT_PUBLIC =
  'endpoint must be a push service on the public internet: its host resolves to a private or reserved address';
export const PUSH_ENDPOINT_UNRESOLVED = 'endpoint’s host could not be found; subscribe again from this browser';

export type EndpointCheck =
  | { ok: true }
  /** `unresolved` may pass later (DNS briefly away); the others never will. */
  | { ok: false; reason: 'invalid' | 'not-public' | 'unresolved'; message: string };

/**
 * Push services are public hosts (fcm.googleapis.com, updates.push.services.mozilla.com,
 * web.push.apple.com, …), and the reminder job posts to whatever endpoint a user stored, from
 * inside our network. So an endpoint must be https, name a host (not an address), and that name
 * must resolve only to public addresses: `localhost.`, `kubernetes.default.svc` or
 * `127.0.0.1.nip.io` are names, but they lead inside. Checked when a subscription is saved and
 * again before each send, since what a name resolves to can change after it was saved.
 */
export class PushEndpointPolicy {
  constructor(
    private readonly deps: {
      resolve: HostResolver;
      /** Tests only: a loopback push service over plain http. */
      allowInsecure: boolean;
    },
  ) {}

  async check(endpoint: string): Promise<EndpointCheck> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return invalid();
    }
    if (this.deps.allowInsecure && url.protocol === 'http:') return { ok: true };
    const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (url.protocol !== 'https:' || !isPlausiblePushHost(host.replace(/\.$/, ''))) return invalid();
    let addresses: string[];
    try {
      // The name exactly as fetch will resolve it (a trailing dot skips the resolver's search list).
      addresses = await this.deps.resolve(host);
    } catch {
      return { ok: false, reason: 'unresolved', message: PUSH_ENDPOINT_UNRESOLVED };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolved', message: PUSH_ENDPOINT_UNRESOLVED };
    if (!addresses.every(isPublicAddress))
      return { ok: false, reason: 'not-public', message: PUSH_ENDPOINT_NOT_PUBLIC };
    return { ok: true };
  }
}

const invalid = (): EndpointCheck => ({ ok: false, reason: 'invalid', message: PUSH_ENDPOINT_NOT_HTTPS });

/** Before asking DNS: an IP literal, localhost, a name with no dot or a local suffix is never a push service. */
function isPlausiblePushHost(host: string): boolean {
  if (host === '' || isIPv4(host) || isIPv6(host) || /^[\d.]+$/.test(host)) return false;
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return false;
  return !/\.(local|internal|lan|home\.arpa|localdomain)$/.test(host);
}

/**
 * Addresses a server may not be sent to on a user's behalf (IANA special-purpose registries):
 * this host, private networks, carrier-grade NAT, link-local (cloud metadata), documentation and
 * benchmarking ranges, multicast and reserved space.
 */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
/** Inside global unicast (2000::/3), the blocks that are not reachable public hosts. */
const NOT_PUBLIC_V6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const blockedV4 = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V4) blockedV4.addSubnet(net, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V6) blockedV6.addSubnet(net, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
/** IPv6 forms that carry an IPv4 address in their last 32 bits: judged by that address. */
const embedsV4 = new BlockList();
embedsV4.addSubnet('::ffff:0:0', 96, 'ipv6');
embedsV4.addSubnet('64:ff9b::', 96, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/%.*$/, '');
  if (isIPv4(ip)) return !blockedV4.check(ip, 'ipv4');
  if (!isIPv6(ip)) return false;
  if (embedsV4.check(ip, 'ipv6')) return isPublicAddress(lastIPv4(ip));
  // Outside 2000::/3 is loopback, unspecified, unique-local (fc00::/7), link-local, multicast or reserved.
  return globalUnicast.check(ip, 'ipv6') && !blockedV6.check(ip, 'ipv6');
}

/** The IPv4 address in the last 32 bits of an IPv6 address (`::ffff:127.0.0.1` or `::ffff:7f00:1`). */
function lastIPv4(ip: string): string {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (dotted) return dotted[1]!;
  const groups = ip.split(':');
  const low = parseInt(groups.at(-1) || '0', 16);
  const high = parseInt(groups.at(-2) || '0', 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
