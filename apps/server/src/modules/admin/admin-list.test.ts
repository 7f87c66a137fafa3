// GET /recordings/admin, /users/admin/users and /users/admin/stats (issue 6): server-side pages, filters
// and the totals they report, checked against the rows actually stored. Lists answer `data` as an array
// with `meta` and the X-Total-Count and Link headers beside it (issue 25).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRecording, AdminStats, AdminUser } from '@dhvani/contract/admin';
import type { PageMeta } from '@dhvani/contract/envelope';
import {
  DOMAINS,
  QUALITIES,
  RECORDING_LANGUAGES,
  type Domain,
  type Quality,
  type RecordingLanguage,
} from '@dhvani/contract/enums';
import { recordings } from '../../db/schema/index.js';
import { bearer, registerAdmin, registerUser } from '../../../test/support/accounts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

const DAY = 86_400_000;

describe('admin lists and stats', () => {
  let t: TestApp;
  let adminToken: string;
  let asha: { id: string; name: string };
  let ravi: { id: string; name: string };
  type Seeded = {
    id: string;
    userId: string;
    language: RecordingLanguage;
    domain: Domain;
    quality: Quality | null;
  };
  const seeded: Seeded[] = [];

  const request = (url: string, query: Record<string, string | undefined>, token = adminToken) => {
    const defined = Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
    return t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      query: Object.fromEntries(defined),
      headers: bearer(token),
    });
  };
  const get = async <T>(url: string, query: Record<string, string | undefined> = {}, token = adminToken) => {
    const res = await request(url, query, token);
    return { status: res.statusCode, body: res.json() as { data: T; message: string } };
  };
  const list = async <T>(url: string, query: Record<string, string | undefined> = {}) => {
    const res = await request(url, query);
    const body = res.json() as { data: T[]; meta: PageMeta };
    return { status: res.statusCode, items: body.data, meta: body.meta, headers: res.headers };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await registerUser(t.app, { name: 'Asha Verma' });
    const r = await registerUser(t.app, { name: 'Ravi Kumar' });
    asha = { id: a.user._id, name: 'Asha Verma' };
    ravi = { id: r.user._id, name: 'Ravi Kumar' };
    adminToken = (await registerAdmin(t.app, { name: 'Admin One' })).accessToken;
    // 25 recordings spread over languages, domains, grades (every 4th pending), owners and 25 days.
    const now = t.clock.now().getTime();
    for (let i = 0; i < 25; i++) {
      const row: Seeded = {
        id: randomUUID(),
        userId: i % 3 === 0 ? ravi.id : asha.id,
        language: RECORDING_LANGUAGES[i % 3]!,
        domain: DOMAINS[i % 2]!,
        quality: i % 4 === 0 ? null : QUALITIES[i % 4]!,
      };
      seeded.push(row);
      await t.app.db.insert(recordings).values({
        ...row,
        recordedVia: 'web',
        durationSeconds: 10 + i,
        sizeBytes: 1000,
        storageKey: `recordings/${row.id.slice(0, 2)}/${row.id}.wav`,
        transcript: `Sentence ${i}`,
        payloadHash: 'seed',
        createdAt: new Date(now - (24 - i) * DAY),
        contributionId: `DS-TEST-${'ABCDEFGHJKLMNPQRSTUVWXYZ2'[i]}XYZ`,
      });
    }
  });
  afterAll(async () => t.close());

  it('pages all recordings newest first with meta { page, limit, total } and the owner name', async () => {
    const first = await list<AdminRecording>('/recordings/admin', { page: '1', limit: '10' });
    expect(first.status).toBe(200);
    expect(first.meta).toEqual({ page: 1, limit: 10, total: 25 });
    const newestFirst = [...seeded].reverse();
    expect(first.items.map((r) => r._id)).toEqual(newestFirst.slice(0, 10).map((r) => r.id));
    const top = first.items[0]!;
    expect(top.userName).toBe(top.userId === ravi.id ? ravi.name : asha.name);

    const last = await list<AdminRecording>('/recordings/admin', { page: '3', limit: '10' });
    expect(last.items.map((r) => r._id)).toEqual(newestFirst.slice(20).map((r) => r.id));
    const beyond = await list<AdminRecording>('/recordings/admin', { page: '4', limit: '10' });
    expect(beyond.items).toEqual([]);
    expect(beyond.meta).toEqual({ page: 4, limit: 10, total: 25 });
  });

  it('answers the newest 1,000 as a plain array when no paging parameters are sent', async () => {
    const all = await list<AdminRecording>('/recordings/admin');
    expect(Array.isArray(all.items)).toBe(true);
    expect(all.items.map((r) => r._id)).toEqual([...seeded].reverse().map((r) => r.id));
    expect(all.meta).toEqual({ page: 1, limit: 1000, total: 25 });
  });

  it('says the total and the neighbouring pages in X-Total-Count and Link, filters kept', async () => {
    const res = await list<AdminRecording>('/recordings/admin', { language: 'Hindi', page: '2', limit: '3' });
    const hindi = seeded.filter((r) => r.language === 'Hindi').length;
    expect(res.headers['x-total-count']).toBe(String(hindi));
    const links = String(res.headers.link);
    const at = (page: number) => `</api/v1/recordings/admin?language=Hindi&page=${page}&limit=3>`;
    expect(links).toContain(`${at(1)}; rel="first"`);
    expect(links).toContain(`${at(1)}; rel="prev"`);
    expect(links).toContain(`${at(3)}; rel="next"`);
    expect(links).toContain(`${at(Math.ceil(hindi / 3))}; rel="last"`);
  });

  it.each([
    { language: 'hindi' },
    { domain: 'education' },
    { quality: 'pending' },
    { quality: 'good' },
    { language: 'English', domain: 'healthcare', quality: 'average' },
  ])('filters by %o and reports the filtered total', async (filter) => {
    const expected = seeded.filter(
      (r) =>
        (!filter.language || r.language.toLowerCase() === filter.language.toLowerCase()) &&
        (!filter.domain || r.domain === filter.domain) &&
        (!filter.quality || (r.quality ?? 'pending') === filter.quality),
    );
    const res = await list<AdminRecording>('/recordings/admin', { ...filter, limit: '100' });
    expect(res.status).toBe(200);
    expect(res.meta.total).toBe(expected.length);
    expect(new Set(res.items.map((r) => r._id))).toEqual(new Set(expected.map((r) => r.id)));
  });

  it('filters by user, and an empty filter value means no filter', async () => {
    const res = await list<AdminRecording>('/recordings/admin', { user: ravi.id, limit: '3', page: '2' });
    const ravis = seeded.filter((r) => r.userId === ravi.id).reverse();
    expect(res.meta).toEqual({ page: 2, limit: 3, total: ravis.length });
    expect(res.items.map((r) => r._id)).toEqual(ravis.slice(3, 6).map((r) => r.id));
    const unfiltered = await list<AdminRecording>('/recordings/admin', { language: '', quality: '' });
    expect(unfiltered.meta.total).toBe(25);
  });

  it('finds a recording by the contribution ID its contributor saw, in any letter case', async () => {
    const wanted = seeded[7]!;
    const res = await list<AdminRecording>('/recordings/admin', { contributionId: 'ds-test-hxyz' });
    expect(res.meta.total).toBe(1);
    expect(res.items.map((r) => [r._id, r.contributionId])).toEqual([[wanted.id, 'DS-TEST-HXYZ']]);
  });

  it.each([
    [{ contributionId: 'DS-0000-0000' }, 'contributionId'],
    [{ limit: '1001' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ quality: 'superb' }, 'quality'],
    [{ language: 'Klingon' }, 'language'],
    [{ user: 'not-a-uuid' }, 'user'],
  ])('refuses %o with a 400 naming the parameter', async (query, name) => {
    const res = await get('/recordings/admin', query);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(name);
  });

  it('pages users newest first with balance and recording count', async () => {
    const res = await list<AdminUser>('/users/admin/users', { limit: '2' });
    expect(res.status).toBe(200);
    expect(res.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(res.items).toHaveLength(2);
    const all = await list<AdminUser>('/users/admin/users');
    expect(all.meta).toEqual({ page: 1, limit: 1000, total: 3 });
    const byId = new Map(all.items.map((u) => [u._id, u]));
    expect(byId.get(ravi.id)).toMatchObject({
      name: ravi.name,
      role: 'user',
      rewardTokens: 0,
      recordingCount: seeded.filter((r) => r.userId === ravi.id).length,
    });
    expect(byId.get(asha.id)?.recordingCount).toBe(seeded.filter((r) => r.userId === asha.id).length);
    expect(all.items.find((u) => u.role === 'admin')?.name).toBe('Admin One');
    expect(Object.keys(all.items[0]!).sort()).toEqual(
      ['_id', 'createdAt', 'email', 'name', 'phoneNo', 'recordingCount', 'rewardTokens', 'role'].sort(),
    );
  });

  it('reports platform totals, per-language, per-quality and per-day counts', async () => {
    const res = await get<AdminStats>('/users/admin/stats');
    expect(res.status).toBe(200);
    const stats = res.body.data;
    expect(stats).toMatchObject({
      totalUsers: 3,
      totalRecordings: 25,
      totalTokensIssued: 0,
      // 10 + 11 + ... + 34
      totalDurationSeconds: 550,
    });
    for (const language of RECORDING_LANGUAGES.slice(0, 3)) {
      expect(stats.byLanguage).toContainEqual({
        language,
        count: seeded.filter((r) => r.language === language).length,
      });
    }
    expect(stats.byLanguage).toHaveLength(3);
    expect(stats.byQuality).toContainEqual({ quality: 'pending', count: 7 });
    expect(stats.byQuality.reduce((n, q) => n + q.count, 0)).toBe(25);
    expect(stats.recordingsPerDay).toHaveLength(30);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(stats.recordingsPerDay.at(-1)).toEqual({ date: today, count: 1 });
    expect(stats.recordingsPerDay.reduce((n, d) => n + d.count, 0)).toBe(25);
  });
});
