// The built-in corpus becomes rows at start-up (issue 32): every file's sentences, once; a sentence taken out of
// the files stops being offered; recordings made before sentences were rows are linked to the bank sentences
// they read, so those count as read and keep their identity.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSentences, sentenceCorpusState, sentences } from '../../db/schema/index.js';
import { registerUser } from '../../../test/support/accounts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { builtinCorpus } from './corpus.js';
import { syncBuiltinCorpus } from './corpus-sync.js';
import { sentenceIdOf } from './sentence-id.js';

describe('the built-in corpus at start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const countBuiltin = async () =>
    (
      await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sentences)
        .where(eq(sentences.origin, 'builtin'))
    )[0]!.n;

  it('holds every sentence of every corpus file, validated or retired as the file says, and syncs once', async () => {
    const corpus = builtinCorpus();
    expect(await countBuiltin()).toBe(corpus.sentences.length);
    const [validated] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sentences)
      .where(and(eq(sentences.origin, 'builtin'), eq(sentences.status, 'validated')));
    expect(validated!.n).toBe(corpus.sentences.filter((s) => s.status === 'validated').length);
    expect(await syncBuiltinCorpus(t.app.db, t.clock)).toEqual({ inserted: 0, retired: 0, linked: 0 });
  });

  it('retires a built-in sentence that left the files, and keeps its row', async () => {
    const gone = 'The old ferry to the island stopped running last year.';
    await t.app.db.insert(sentences).values({
      id: sentenceIdOf(gone),
      language: 'English',
      domain: 'retail',
      text: gone,
      dedupeKey: 'gone',
      source: 'Dhvani Shilp built-in corpus',
      licence: 'CC0-1.0',
      origin: 'builtin',
      status: 'validated',
      split: 'train',
      shuffle: 1,
      createdAt: new Date(),
    });
    await t.app.db.update(sentenceCorpusState).set({ corpusHash: 'an older corpus' });
    const result = await syncBuiltinCorpus(t.app.db, t.clock);
    expect(result).toMatchObject({ inserted: 0, retired: 1 });
    const [row] = await t.app.db
      .select()
      .from(sentences)
      .where(eq(sentences.id, sentenceIdOf(gone)));
    expect(row!.status).toBe('retired');
  });

  it('links a recording made before sentences were rows to the bank sentences it read, in order', async () => {
    const user = await registerUser(t.app);
    const hindi = builtinCorpus().sentences.filter((s) => s.language === 'Hindi');
    const [first, second] = [hindi[3]!, hindi.find((s) => s.status === 'retired')!];
    // The earlier bank joined sentences with a space into one paragraph.
    const paragraph = `${second.text} ${first.text}`;
    await t.app.db.execute(sql`
      INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds, size_bytes,
        storage_key, transcript, payload_hash, created_at)
      VALUES (gen_random_uuid(), ${user.user._id}, 'Hindi', 'healthcare', 'web', 30, 100, 'legacy-1', ${paragraph},
        'h', now())`);
    await t.app.db.update(sentenceCorpusState).set({ legacyLinkedAt: null });
    expect((await syncBuiltinCorpus(t.app.db, t.clock)).linked).toBe(2);
    const links = await t.app.db
      .select()
      .from(recordingSentences)
      .where(eq(recordingSentences.userId, user.user._id))
      .orderBy(recordingSentences.position);
    expect(links.map((l) => l.sentenceId)).toEqual([second.id, first.id]);
    const [counted] = await t.app.db.select().from(sentences).where(eq(sentences.id, first.id));
    expect(counted!.recordingsCount).toBe(1);
    // Once per database.
    expect((await syncBuiltinCorpus(t.app.db, t.clock)).linked).toBe(0);
  });
});
