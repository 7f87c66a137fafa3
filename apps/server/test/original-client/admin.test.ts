// Original client (issue 25): the admin dashboard loads stats, every recording and every user at once, uses
// both lists as arrays (.slice for its pages of 10, .find for the owner's name), evaluates a pending
// recording, reloads the list and deletes a recording. Our lists used to answer `data: { items, meta }`,
// which left that page blank (`r.slice is not a function`).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../support/accounts.js';
import { QUALITIES } from '@dhvani/contract/enums';
import { giveConsent, multipart, speechClip, uploadParts } from '../support/recordings.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { originalClient, read, reads, refusal, type OriginalClient } from './support/original-client.js';
import {
  adminDashboard,
  contribute,
  signInByEmail,
  signUp,
  signUpDetails,
} from './support/original-pages.js';

describe('the original front end: admin dashboard', () => {
  let t: TestApp;
  let admin: OriginalClient;
  let graded: { recordingId: string; amount: number };
  let pendingId: string;
  const older = 10;
  const total = older + 2;

  beforeAll(async () => {
    t = await createTestApp();
    const contributor = originalClient(t.app);
    await signUp(t.app, contributor, signUpDetails('Lakshmi Nair'));
    const token = contributor.localStorage.get('accessToken')!;
    await giveConsent(t.app, token);
    const ownerId = JSON.parse(contributor.localStorage.get('user')!)._id as string;
    // Older recordings, still pending, so the list needs a second page of 10.
    await t.app.db.execute(sql`
      INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds, size_bytes,
                              storage_key, transcript, payload_hash, created_at)
      SELECT gen_random_uuid(), ${ownerId}, 'Tamil', 'retail', 'web', 12.5, 400044,
             'recordings/older/' || n || '.wav', 'An older paragraph.', 'seed', now() - n * interval '1 day'
      FROM generate_series(1, ${older}) AS n`);
    graded = await contribute(contributor, speechClip());
    t.clock.advance(1000);
    const form = multipart(uploadParts({ wav: speechClip().wav, paragraph: speechClip().paragraph }));
    pendingId = read('the upload answer', reads.uploaded, await contributor.upload('/recordings/', form)).data
      ._id;

    const person = await registerAdmin(t.app, { name: 'Admin Anand' });
    admin = originalClient(t.app);
    await signInByEmail(admin, person.email, person.password);
  });
  afterAll(async () => t.close());

  it('shows the stats, all recordings with owner names, and pages of 10', async () => {
    const page1 = await adminDashboard(admin);
    expect(page1.stats).toMatchObject({ totalUsers: 2, totalRecordings: total });
    expect(page1.stats.totalTokensIssued).toBe(graded.amount);
    expect(page1.heading).toBe(`All Recordings (${total})`);
    expect(page1.totalPages).toBe(2);
    expect(page1.rows).toHaveLength(10);
    expect(page1.rows.slice(0, 2)).toEqual([
      { id: pendingId, user: 'Lakshmi Nair', quality: 'Pending' },
      { id: graded.recordingId, user: 'Lakshmi Nair', quality: expect.any(String) },
    ]);
    expect(page1.rows.every((r) => r.user === 'Lakshmi Nair')).toBe(true);
    const page2 = await adminDashboard(admin, 2);
    expect(page2.rows).toHaveLength(total - 10);
    expect(page2.rows.every((r) => r.quality === 'Pending')).toBe(true);
  });

  it('evaluates a pending recording and sees its grade after reloading the list', async () => {
    await admin.post(`/recordings/admin/${pendingId}/evaluate`);
    const reloaded = read('the recordings list', reads.allRecordings, await admin.get('/recordings/admin'));
    expect(QUALITIES).toContain(reloaded.data.find((r) => r._id === pendingId)?.quality);
  });

  it('deletes a recording; it is gone from the list', async () => {
    await admin.delete(`/recordings/admin/${graded.recordingId}`);
    const after = await adminDashboard(admin);
    expect(after.rows.map((r) => r.id)).not.toContain(graded.recordingId);
    expect(after.heading).toBe(`All Recordings (${total - 1})`);
  });

  it('keeps a contributor out with 403 and a message', async () => {
    const contributor = originalClient(t.app);
    await signUp(t.app, contributor, signUpDetails());
    const denied = await refusal(contributor.get('/recordings/admin'));
    expect(denied.status).toBe(403);
  });
});
