// Hostile input (issue 8): hundreds of malformed and malicious requests across every endpoint. None may
// cause a 5xx; every refusal is a 4xx in the standard envelope with a message; no row or file changes; and
// no HTML page echoes the input unescaped.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/migrate.js';
import { bearer, randomIp, registerAdmin, registerUser } from './support/accounts.js';
import { giveConsent, makeWav, upload } from './support/recordings.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { hostileRequests, type HostileRequest } from './faults/support/hostile-cases.js';
import { hostileUploads } from './faults/support/hostile-uploads.js';
import { IMG, SCRIPT } from './faults/support/hostile-values.js';

// Counters of refused attempts change on purpose: a wrong guess at a password must count (issue 17),
// and every request counts against its client's per-IP limits, shared across processes (issue 34).
const ATTEMPT_COUNTERS = new Set(['sign_in_failures', 'rate_limit_counters']);

async function snapshot(t: TestApp) {
  const tables = rowsOf<{ tablename: string }>(
    await t.app.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`),
  )
    .map((r) => r.tablename)
    .filter((name) => !ATTEMPT_COUNTERS.has(name));
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`)),
    );
    counts[name] = row?.n ?? 0;
  }
  // The rows that matter most must not change at all, not just keep their number.
  const [digest] = rowsOf<Record<string, string | null>>(
    await t.app.db.execute(sql`SELECT
      (SELECT md5(string_agg(u::text, '|' ORDER BY u.id)) FROM users u) AS users,
      (SELECT md5(string_agg(r::text, '|' ORDER BY r.id)) FROM recordings r) AS recordings,
      (SELECT md5(string_agg(l::text, '|' ORDER BY l.id)) FROM token_ledger l) AS ledger`),
  );
  const entries = await fs.readdir(t.dataDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name)));
  return { counts, digest, files: files.sort() };
}

/** What is wrong with one answer, or null when it is acceptable. */
function problemWith(req: HostileRequest, status: number, type: string, body: string): string | null {
  if (status >= 500) return `${status}: ${body.slice(0, 200)}`;
  if (type.includes('text/html') && (body.includes(SCRIPT) || body.includes(IMG))) return 'echoed into HTML';
  if (status < 400) return req.method === 'GET' ? null : `accepted with ${status}`;
  let parsed: { statusCode?: unknown; success?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return `${status} without a JSON envelope: ${body.slice(0, 120)}`;
  }
  if (!type.includes('application/json')) return `${status} envelope sent as ${type}`;
  if (parsed.statusCode !== status || parsed.success !== false) return `bad envelope: ${body.slice(0, 120)}`;
  if (typeof parsed.message !== 'string' || parsed.message.length < 5)
    return `no message: ${body.slice(0, 120)}`;
  return null;
}

describe('hostile input', () => {
  let t: TestApp;
  let requests: HostileRequest[];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await registerAdmin(t.app);
    await giveConsent(t.app, admin.accessToken);
    expect((await upload(t.app, admin.accessToken, { wav: makeWav(2) })).statusCode).toBe(201);
    const gone = await registerUser(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/delete-account',
      headers: bearer(gone.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    requests = [
      ...hostileRequests(t.app, {
        admin: admin.accessToken,
        deletedUser: gone.accessToken,
        someUserId: admin.user._id,
      }),
      ...hostileUploads(admin.accessToken),
      {
        method: 'PUT',
        url: '/api/v1/update-account',
        headers: bearer(admin.accessToken),
        payload: { name: 'Asha\u0000Verma', email: admin.email },
        label: 'a NUL byte in an otherwise valid account update',
      },
      ...(t.app.hasRoute({ method: 'POST', url: '/api/v1/contact' })
        ? [
            {
              method: 'POST' as const,
              url: '/api/v1/contact',
              payload: {
                name: 'Asha',
                email: 'asha@example.test',
                subject: 'Hi\u0000',
                message: 'Hello there',
              },
              label: 'a NUL byte in an otherwise valid contact message',
            },
          ]
        : []),
      { method: 'GET', url: '/dev/outbox', query: { to: SCRIPT }, label: 'outbox page ?to=<script>' },
      { method: 'GET', url: '/dev/outbox', query: { to: IMG }, label: 'outbox page ?to=<img onerror>' },
      { method: 'GET', url: `/${encodeURIComponent(SCRIPT)}`, label: 'unknown page named <script>' },
      { method: 'GET', url: `/api/v1/${encodeURIComponent(IMG)}`, label: 'unknown API route named <img>' },
      { method: 'GET', url: '/api/v1/../../etc/passwd', label: 'path traversal above the API' },
      { method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd', label: 'encoded path traversal' },
    ];
  }, 120_000);
  afterAll(async () => t.close());

  it('refuses at least 200 hostile requests cleanly and changes nothing', async () => {
    expect(requests.length).toBeGreaterThanOrEqual(200);
    const before = await snapshot(t);
    const problems: string[] = [];
    for (const req of requests) {
      const { label, ...options } = req;
      const res = await t.app.inject({ ...options, remoteAddress: randomIp() });
      const problem = problemWith(req, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (problem) problems.push(`${label}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  }, 300_000);
});
