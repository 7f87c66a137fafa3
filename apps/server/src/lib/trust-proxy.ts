// TRUST_PROXY (issue 34, docs/decisions/0040): whom to believe about a request's client address. Fastify takes
// the address from X-Forwarded-For only as far as it trusts the hops that passed it on; `true` trusts every hop,
// so any client could name its own address and escape every per-IP limit. Accepted here: `false` (the default:
// the connection's own address), a hop count (the balancer is the nearest N proxies), or the balancer's
// addresses and CIDR ranges, comma-separated (also proxy-addr's names loopback, linklocal, uniquelocal).
import net from 'node:net';

export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_EVERYONE =
  "'true' would believe an X-Forwarded-For from anyone, so every client could choose its own address and " +
  "escape every per-IP limit; give the number of proxies in front of the server (e.g. 1) or the balancer's " +
  'addresses (e.g. 10.0.0.5 or 10.0.0.0/24)';

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', prefix, ...extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string): { value: TrustProxy } | { problem: string } {
  const text = raw.trim();
  if (text === 'false' || text === '0') return { value: false };
  if (text === 'true') return { problem: TRUST_EVERYONE };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { problem: 'a hop count must be between 0 and 10' };
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !validEntry(e));
  if (bad.length)
    return {
      problem: `not an address or CIDR range: ${bad.join(', ')} (use false, a hop count, or addresses such as 10.0.0.5, 10.0.0.0/24)`,
    };
  return { value: entries };
}
