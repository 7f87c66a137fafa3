// The server vouches for every transcript (issue 32): an upload that names the reading text it was issued stores
// that text and the sentences it read; SPEC's own client, which sends only the text, is matched to a text issued
// to the same person within a day; anything else is refused (a text named but not issued, or not the one named)
// or kept unverified, which no release takes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readingTextSchema, type ReadingText } from '@dhvani/contract/reading-texts';
import { recordings, recordingSentences, sentences } from '../../db/schema/index.js';
import { bearer, registerUser, signIn, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, leftovers, makeWav, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { deploymentSecret } from './repository.js';
import { speakerSplit } from './splits.js';

describe('vouching for an upload’s transcript', () => {
  let t: TestApp;
  let user: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    user = await registerUser(t.app);
    await giveConsent(t.app, user.accessToken);
  });
  afterAll(async () => t.close());

  const issue = async (
    who: RegisteredUser,
    language = 'Hindi',
    domain = 'education',
  ): Promise<ReadingText> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading-texts',
      headers: bearer(who.accessToken),
      payload: { language, domain },
    });
    return readingTextSchema.parse(res.json().data);
  };
  const stored = async (id: string) => {
    const [row] = await t.app.db.select().from(recordings).where(eq(recordings.id, id));
    const links = await t.app.db
      .select()
      .from(recordingSentences)
      .where(eq(recordingSentences.recordingId, id))
      .orderBy(recordingSentences.position);
    return { row: row!, sentenceIds: links.map((l) => l.sentenceId) };
  };
  const timesRead = async (sentenceId: string) =>
    (await t.app.db.select().from(sentences).where(eq(sentences.id, sentenceId)))[0]!.recordingsCount;

  it('stores the issued text and its sentences for an upload that names its reading text', async () => {
    const text = await issue(user);
    // The client's copy comes back with other spacing: the server keeps its own.
    const res = await upload(t.app, user.accessToken, {
      wav: makeWav(3),
      language: 'Hindi',
      domain: 'education',
      paragraph: ` ${text.text.replace(/ /g, '  ')} `,
      readingTextId: text.id,
    });
    expect(res.statusCode).toBe(201);
    const { row, sentenceIds } = await stored(res.json().data._id);
    expect(row).toMatchObject({ transcript: text.text, textSource: 'issued', readingTextId: text.id });
    expect(row.split).toBe(speakerSplit(await deploymentSecret(t.app.db), user.user._id));
    expect(sentenceIds).toEqual(text.sentences.map((s) => s.id));
    expect(await timesRead(text.sentences[0]!.id)).toBe(1);
  });

  it('matches SPEC’s client, which sends only the text, to the text issued to that person within a day', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recordings/generate-paragraph',
      headers: bearer(user.accessToken),
      payload: { language: 'Tamil', domain: 'telecom' },
    });
    const paragraph = issued.json().data as string;
    const res = await upload(t.app, user.accessToken, {
      wav: makeWav(3),
      language: 'Tamil',
      domain: 'telecom',
      paragraph,
    });
    expect(res.statusCode).toBe(201);
    const { row, sentenceIds } = await stored(res.json().data._id);
    expect(row).toMatchObject({ transcript: paragraph, textSource: 'matched' });
    expect(sentenceIds).toHaveLength(1);

    // A day later the same text is no longer matched.
    const later = await issue(user, 'Tamil', 'telecom');
    t.clock.advance(25 * 3_600_000);
    const fresh = await signIn(t.app, user.email, user.password);
    const late = await upload(t.app, fresh.accessToken, {
      wav: makeWav(3),
      language: 'Tamil',
      domain: 'telecom',
      paragraph: later.text,
    });
    expect(late.statusCode).toBe(201);
    expect((await stored(late.json().data._id)).row.textSource).toBe('unverified');
  });

  it('keeps a text the server never issued, unverified and linked to no sentence', async () => {
    const res = await upload(t.app, user.accessToken, {
      wav: makeWav(3),
      language: 'English',
      paragraph: 'These are words nobody gave me to read today.',
    });
    expect(res.statusCode).toBe(201);
    const { row, sentenceIds } = await stored(res.json().data._id);
    expect(row).toMatchObject({ textSource: 'unverified', readingTextId: null, split: null });
    expect(sentenceIds).toEqual([]);
  });

  it('refuses a reading text issued to someone else, for another language, or with other words, and keeps nothing', async () => {
    const other = await registerUser(t.app);
    const theirs = await issue(other);
    const mine = await issue(user);
    const before = await leftovers(t.app);
    const attempts = [
      { readingTextId: theirs.id, paragraph: theirs.text, language: 'Hindi', code: 'reading_text_unknown' },
      {
        readingTextId: mine.id,
        paragraph: mine.text,
        language: 'Hindi',
        domain: 'retail',
        code: 'reading_text_unknown',
      },
      {
        readingTextId: mine.id,
        paragraph: `${mine.text} और कुछ शब्द`,
        language: 'Hindi',
        code: 'reading_text_differs',
      },
    ];
    for (const { code, ...fields } of attempts) {
      const res = await upload(t.app, user.accessToken, {
        wav: makeWav(3),
        domain: 'education',
        ...fields,
      });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code, success: false });
    }
    const bad = await upload(t.app, user.accessToken, {
      wav: makeWav(3),
      language: 'Hindi',
      domain: 'education',
      paragraph: mine.text,
      readingTextId: 'not-an-id',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('readingTextId must be the id of a reading text');
    expect(await leftovers(t.app)).toEqual(before);
    expect(await timesRead(mine.sentences[0]!.id)).toBe(0);
  });

  it('gives a sentence’s read back when its recording is deleted', async () => {
    const text = await issue(user, 'Bengali', 'retail');
    const res = await upload(t.app, user.accessToken, {
      wav: makeWav(3),
      language: 'Bengali',
      domain: 'retail',
      paragraph: text.text,
      readingTextId: text.id,
    });
    const id = res.json().data._id as string;
    expect(await timesRead(text.sentences[0]!.id)).toBe(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/recordings/${id}`,
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await timesRead(text.sentences[0]!.id)).toBe(0);
  });
});
