import { lookup } from 'node:dns/promises';

/**
 * Every address a host name resolves to. An interface so tests give names their addresses without
 * touching the network (the push-endpoint checks must see exactly what the server would connect to).
 */
export type HostResolver = (hostname: string) => Promise<string[]>;

/**
 * The operating system's resolver (getaddrinfo: /etc/hosts, then DNS), as fetch itself resolves:
 * `all` so that a name with one private address among public ones is seen.
 */
export const systemHostResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
