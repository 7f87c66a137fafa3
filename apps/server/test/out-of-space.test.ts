// Disk full through the API (issue 17 §2), by injection, so it runs everywhere; the real full filesystem is
// test/faults/disk-full.test.ts. Also: a failed query never shows its SQL or parameters, even outside
// production, where a 500 does carry the reason for the developer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_SPACE_MESSAGE } from '../src/lib/out-of-space.js';
import { registerUser } from './support/accounts.js';
import { giveConsent, leftovers, makeWav, upload } from './support/recordings.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('out of storage space', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t.app)).accessToken;
    await giveConsent(t.app, token);
  });
  afterAll(() => t.close());

  it('answers an upload that cannot be stored with 507 and leaves nothing behind', async () => {
    const before = await leftovers(t.app);
    const putFile = t.app.storage.putFile;
    t.app.storage.putFile = async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, copyfile'), { code: 'ENOSPC' });
    };
    try {
      const res = await upload(t.app, token, { wav: makeWav(2) });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        statusCode: 507,
        message: OUT_OF_SPACE_MESSAGE,
        success: false,
        code: 'storage_full',
      });
    } finally {
      t.app.storage.putFile = putFile;
    }
    expect(await leftovers(t.app)).toEqual(before);
    expect((await upload(t.app, token, { wav: makeWav(2) })).statusCode).toBe(201);
  });

  it('shows a failed query as the database reason, without the SQL or its parameters', async () => {
    await t.app.database.exec('ALTER TABLE contact_messages RENAME TO contact_messages_away');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { name: 'Asha', email: 'private@example.org', subject: 'Hi', message: 'Hello there' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/^Database error: .*contact_messages/);
      expect(res.body).not.toMatch(/insert|params|private@example\.org/i);
    } finally {
      await t.app.database.exec('ALTER TABLE contact_messages_away RENAME TO contact_messages');
    }
  });
});
