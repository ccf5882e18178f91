import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` option accepts from us: off, every hop, a hop count, or proxy addresses. */
export type TrustProxy = boolean | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the socket address is the client); `true` trusts
 * every X-Forwarded-For hop (only safe when nothing can reach the server except through the proxy);
 * a number trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDRs.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').toLowerCase();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((s) => s.trim());
    const bad = entries.filter((s) => !isAddressOrCidr(s)).map((s) => s || '(empty)');
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count, or a comma-separated list of proxy addresses/CIDRs${
          bad.length > 0 ? ` (not an address: ${bad.join(', ')})` : ''
        }`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's option for a TRUST_PROXY value. Fastify ignores a bare hop count (it fails closed), so
 * a count becomes a function trusting that many hops nearest the server, as Express does.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
