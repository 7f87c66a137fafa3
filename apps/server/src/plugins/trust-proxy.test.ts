// TRUST_PROXY (issue 34): an X-Forwarded-For counts only when the balancer the operator named passed it on.
// Before, the only way to see clients behind a balancer was TRUST_PROXY=true, which believed the header from
// anyone: a client talking to the server itself could name a new address on every request and was never
// limited (80 sign-ins, no 429).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { parseTrustProxy } from '../lib/trust-proxy.js';
import { ROUTE_LIMITS } from '../modules/auth/policy.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const BALANCER = '10.0.0.5';
const LIMIT = ROUTE_LIMITS.signIn.max;

describe('TRUST_PROXY values', () => {
  it('takes false, a hop count, or addresses and CIDR ranges', () => {
    expect(parseTrustProxy('false')).toEqual({ value: false });
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual({
      value: ['10.0.0.5', '10.1.0.0/16', '::1', 'loopback'],
    });
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('problem');
    expect(parseTrustProxy('balancer.local')).toHaveProperty('problem');
  });

  it("refuses 'true', saying why and what to give instead", () => {
    const refused = (() => {
      try {
        loadConfig({ TRUST_PROXY: 'true' });
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY: 'true' would believe an X-Forwarded-For from anyone.*number of proxies/,
      ),
    ]);
  });
});

describe.each([
  ['the balancer address', BALANCER],
  ['a hop count', '1'],
])('sign-in limits behind a balancer named by %s', (_name, trust) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trust });
  });
  afterAll(() => t.close());

  const signIn = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@example.test', password: 'wrong-pass-1' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts a client passed on by the balancer by its own address, whatever it forged before', async () => {
    const through = async (client: string, i: number) =>
      (await signIn(BALANCER, `198.18.${i >> 8}.${i & 255}, ${client}`)).statusCode;
    const first: number[] = [];
    for (let i = 0; i <= LIMIT; i++) first.push(await through('198.51.100.7', i));
    expect(first.filter((s) => s === 429)).toHaveLength(1);
    expect(first.at(-1)).toBe(429);
    // Another client behind the same balancer has a count of its own.
    expect(await through('198.51.100.8', 0)).not.toBe(429);
  });

  if (trust === BALANCER)
    it('ignores an X-Forwarded-For from anyone else: a direct client gains nothing by forging one', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++)
        statuses.push((await signIn('203.0.113.9', `192.0.2.${i}`)).statusCode);
      expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
});
