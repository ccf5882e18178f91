import type { HostResolver } from '../src/adapters/push/host-resolver.js';

/** What an unlisted name resolves to in tests: a public address (never a lookup on the network). */
export const PUBLIC_TEST_ADDRESS = '142.250.0.1';

/**
 * A resolver answering from `names` (changeable during a test, as DNS can change between saving a
 * subscription and sending to it); a name listed with no address is not found, and any other name
 * resolves to PUBLIC_TEST_ADDRESS.
 */
export function fakeHostResolver(
  names: Record<string, string[]> = {},
): HostResolver & { names: Map<string, string[]> } {
  const table = new Map(Object.entries(names));
  const resolve = async (hostname: string) => {
    const addresses = table.get(hostname) ?? [PUBLIC_TEST_ADDRESS];
    if (addresses.length === 0)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  return Object.assign(resolve, { names: table });
}
