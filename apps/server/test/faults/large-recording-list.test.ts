// Fault (issue 17 §4): a contributor with 1,500 recordings, each carrying a 5,000-character paragraph, lists
// them 8 times at once. GET /users/recordings used to answer all of them every time (7.9 MB a call), which
// held the event loop for seconds. Now every answer is one bounded page (the SPEC's client still reads the
// first page as a plain array), a larger page cannot be asked for, and every recording stays reachable by
// following the Link header.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '@dhvani/contract/limits';
import { TRANSCRIPT_MAX_CHARS } from '@dhvani/contract/recordings';
import { bearer, registerUser, type RegisteredUser } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const RECORDINGS = 1500;
const { maxLimit } = LIST_LIMITS.ownRecordings;

describe('listing 1,500 recordings', () => {
  let t: TestApp;
  let heavy: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    heavy = await registerUser(t.app);
    // Rows straight into the table: the list reads rows, and 1,500 uploads would only slow the test down.
    await t.app.db.execute(sql`
      INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds, size_bytes,
                              storage_key, transcript, payload_hash, created_at)
      SELECT gen_random_uuid(), ${heavy.user._id}, 'Hindi', 'education', 'web', 30, 960044,
             'recordings/heavy/' || n || '.wav', repeat('क', ${TRANSCRIPT_MAX_CHARS}), 'seed',
             now() - n * interval '1 minute'
      FROM generate_series(1, ${RECORDINGS}) AS n`);
  });
  afterAll(async () => t.close());

  const list = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/users/recordings${query}`,
      headers: bearer(heavy.accessToken),
    });

  it('answers 8 concurrent lists with one bounded page each while /health still answers', async () => {
    const health = t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => list()));
    expect((await health).statusCode).toBe(200);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Array.isArray(body.data)).toBe(true);
      expect(body.data).toHaveLength(maxLimit);
      expect(body.meta).toEqual({ page: 1, limit: maxLimit, total: RECORDINGS });
      expect(res.headers['x-total-count']).toBe(String(RECORDINGS));
      // One page of paragraphs (3 bytes a character in UTF-8) and little else: not the whole history.
      expect(res.rawPayload.length).toBeLessThan(maxLimit * (TRANSCRIPT_MAX_CHARS * 3 + 1024));
    }
  });

  it('refuses a page larger than the cap with a message naming limit', async () => {
    for (const limit of [maxLimit + 1, RECORDINGS, 1_000_000]) {
      const res = await list(`?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`limit must be at most ${maxLimit}`);
    }
  });

  it('reaches every recording exactly once by following rel="next"', async () => {
    const seen = new Set<string>();
    let next: string | undefined = '/api/v1/users/recordings';
    let pages = 0;
    while (next) {
      const res: LightMyRequestResponse = await t.app.inject({
        method: 'GET',
        url: next,
        headers: bearer(heavy.accessToken),
      });
      expect(res.statusCode).toBe(200);
      for (const r of res.json().data as Array<{ _id: string }>) seen.add(r._id);
      next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1];
      pages += 1;
    }
    expect(pages).toBe(RECORDINGS / maxLimit);
    expect(seen.size).toBe(RECORDINGS);
  });
});
