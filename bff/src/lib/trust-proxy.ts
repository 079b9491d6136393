import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * `TRUST_PROXY`: which X-Forwarded-For entries name the client. Trusting every hop (Fastify's
 * `true`) makes the left-most entry the client address, and the client writes that one itself:
 * each request could claim a new address and start with fresh rate-limit counters. So `true`
 * means "one proxy in front" (the address that proxy appended), a number is that many hops,
 * and a list names the proxies' addresses or CIDR ranges.
 */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return Number.isInteger(bits) && bits >= 0 && bits <= (isIP(address) === 4 ? 32 : 128);
}

export const TrustProxySetting = z
  .union([z.boolean(), z.number().int().min(0), z.string()])
  .transform((raw, ctx): TrustProxy => {
    if (raw === false || raw === 0) return false;
    if (raw === true) return 1;
    if (typeof raw === 'number') return raw;
    const text = raw.trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(text)) return false;
    if (['true', 'yes'].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text.split(',').map((part) => part.trim());
    if (list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true (one proxy), a hop count, or proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/** Fastify's option: a hop count becomes "trust the first n hops" (proxy-addr counts from 0). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (Array.isArray(setting)) return setting;
  return (_address: string, hop: number) => hop < setting;
}
