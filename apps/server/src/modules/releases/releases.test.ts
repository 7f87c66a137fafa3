// Dataset releases through the API (issue 22): filters checked, the selection previewed, the build job run,
// the archive downloaded (whole and by Range), unpacked with the system's tar and read by an independent
// reader (scripts/read-release.py: Python's csv and soundfile, none of our code).
//
// Most clips here stand for recordings made before sentences were rows (issue 32): uploaded with a text of the
// test's own, then marked as such (text_source NULL), so the tests control their text. The last tests make
// recordings the way the recording flow does now, of texts the server issued.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concat, FlacEncoder } from '@dhvani/flac/encoder';
import { wavSamples } from '@dhvani/flac/test-support/signals';
import { RELEASE_MESSAGES, type Release } from '@dhvani/contract/releases';
import { bearer, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import { giveConsent, makeWav, upload } from '../../../test/support/recordings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { rowsOf as rowsOfResult } from '../../db/migrate.js';
import { recordings, releases } from '../../db/schema/index.js';
import { deploymentSecret } from '../sentences/repository.js';
import { speakerSplit } from '../sentences/splits.js';
import { buildReleaseJob } from './release-job.js';

const READER = path.resolve(import.meta.dirname, '../../../../../scripts/read-release.py');

interface ReaderSummary {
  languages: Record<
    string,
    { clips: number; seconds: number; in_splits: number; validated_sentences: number }
  >;
  speakers: number;
  deleted: string[];
}

describe('dataset releases', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let work: string;
  const clipIds: string[] = [];
  const speakers: RegisteredUser[] = [];

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: { ...headers, ...bearer(admin.accessToken) },
    });

  /** Starts a release, runs its job here and answers the release as the API then shows it. */
  async function buildRelease(filters: object): Promise<Release> {
    const created = await api('POST', '/admin/releases', filters);
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    const [row] = await t.app.db.select().from(releases).where(eq(releases.id, id));
    await t.app.jobs.runNow(buildReleaseJob, row!.jobId!);
    await t.app.jobs.wait(row!.jobId!, 120_000);
    return (await api('GET', `/admin/releases/${id}`)).json().data as Release;
  }

  /** Marks uploads as recorded before sentences were rows: their own text, kept under the earlier rules. */
  const recordedBeforeSentences = (ids: string[]) =>
    t.app.db.execute(sql`UPDATE recordings SET text_source = NULL, split = NULL
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);

  /** Review states as peer review (issue 21) stores them; written here directly, as no clip is graded. */
  const review = (id: string, status: 'validated' | 'rejected', up: number, down: number) =>
    t.app.db.execute(sql`INSERT INTO clip_reviews (recording_id, user_id, language, duration_seconds, rank,
        status, up_votes, down_votes, queued_at)
      SELECT id, user_id, language, duration_seconds, 0, ${status}, ${up}, ${down}, now()
        FROM recordings WHERE id = ${id}::uuid`);

  /** Downloads, unpacks with tar(1) and reads the release with the Python reader. */
  async function readRelease(
    release: Release,
  ): Promise<{ summary: ReaderSummary; tar: Buffer; root: string }> {
    const res = await api('GET', `/admin/releases/${release._id}/download`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/x-tar']);
    const dir = await fs.mkdtemp(path.join(work, 'read-'));
    await fs.writeFile(path.join(dir, 'release.tar'), res.rawPayload);
    execFileSync('tar', ['-xf', 'release.tar'], { cwd: dir });
    const out = execFileSync('/usr/bin/python3', [READER, path.join(dir, release.name)], {
      encoding: 'utf8',
    });
    return {
      summary: JSON.parse(out) as ReaderSummary,
      tar: res.rawPayload,
      root: path.join(dir, release.name),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'releases-test-'));
    admin = await registerAdmin(t.app);
    // Six speakers share gender, age band and mother tongue (published); one is 'other' (left blank).
    for (let i = 0; i < 7; i++) {
      const person = await registerUser(t.app, i === 6 ? { gender: 'other' } : {});
      await giveConsent(t.app, person.accessToken);
      speakers.push(person);
    }
    for (const [i, person] of speakers.entries()) {
      for (let k = 0; k < 2; k++) {
        const res = await upload(t.app, person.accessToken, {
          wav: makeWav(2 + i * 0.5 + k),
          domain: k === 0 ? 'healthcare' : 'education',
          paragraph: `Sentence ${k} read by speaker ${i}, "quoted", with a comma.`,
        });
        expect(res.statusCode).toBe(201);
        clipIds.push(res.json().data._id as string);
      }
    }
    // One clip stored as FLAC: the release holds it decoded to WAV.
    const pcm = wavSamples(makeWav(3));
    const encoder = new FlacEncoder({ sampleRate: 16_000 });
    const flac = Buffer.from(concat([encoder.head(), encoder.push(pcm), encoder.finish().tail]));
    const flacRes = await upload(t.app, speakers[0]!.accessToken, { wav: flac, duration: 3 });
    expect(flacRes.statusCode).toBe(201);
    await recordedBeforeSentences([...clipIds, flacRes.json().data._id as string]);
    // A speaker who withdrew consent: their clip is counted as left out, never released.
    const withdrawn = await registerUser(t.app);
    await giveConsent(t.app, withdrawn.accessToken);
    const theirs = await upload(t.app, withdrawn.accessToken, { wav: makeWav(2) });
    expect(theirs.statusCode).toBe(201);
    await recordedBeforeSentences([theirs.json().data._id as string]);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/consents',
      headers: bearer(withdrawn.accessToken),
    });
    expect(off.statusCode).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('refuses an unknown filter value with the allowed ones, and an empty selection with a clear message', async () => {
    const unknown = await api('POST', '/admin/releases', { languages: ['Klingon'], minQuality: 'great' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('English, Hindi, Tamil');
    expect(unknown.body).toContain('excellent, good, average, poor');
    const none = await api('POST', '/admin/releases', {});
    expect([none.statusCode, none.body]).toEqual([
      400,
      expect.stringContaining('choose at least one language'),
    ]);
    const empty = await api('POST', '/admin/releases', { languages: ['Tamil'] });
    expect([empty.statusCode, empty.json().message]).toEqual([400, RELEASE_MESSAGES.emptySelection]);
    expect((await api('GET', '/admin/releases')).json().data).toEqual([]);
  });

  it('documents every release route in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/admin/releases',
      '/admin/releases/preview',
      '/admin/releases/{id}',
      '/admin/releases/{id}/download',
    ])
      expect(spec.paths[`/api/v1${p}`]).toBeDefined();
  });

  it('previews clips, hours and speakers, and counts what it leaves out per reason', async () => {
    const all = (await api('GET', '/admin/releases/preview?languages=english')).json().data;
    expect(all).toMatchObject({ clips: 15, speakers: 7, excluded: { consent_withdrawn: 1 } });
    const graded = (await api('GET', '/admin/releases/preview?languages=English&minQuality=good')).json()
      .data;
    expect(graded).toMatchObject({ clips: 0, excluded: { consent_withdrawn: 1, not_graded: 15 } });
  });

  it('builds a release an independent reader loads unchanged, and serves byte ranges of it', async () => {
    const release = await buildRelease({ languages: ['English'] });
    expect(release).toMatchObject({ status: 'done', error: null });
    expect(release.report).toMatchObject({ clips: 15, speakers: 7, excluded: { consent_withdrawn: 1 } });
    const { summary, tar, root } = await readRelease(release);
    expect(summary.languages.English?.clips).toBe(15);
    expect(summary.speakers).toBe(7);
    expect(summary.deleted).toEqual([]);
    // Six speakers share 'female' and their age band: published. One 'other': blank, as are their ids' owners.
    const metadata = await fs.readFile(path.join(root, 'English', 'metadata.csv'), 'utf8');
    const genders = metadata
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').at(-12));
    expect(genders.filter((g) => g === 'female')).toHaveLength(13);
    expect(genders.filter((g) => g === '')).toHaveLength(2);
    expect(metadata).not.toMatch(/Asha|@example|Pune/);
    expect(metadata).toContain('"Sentence 0 read by speaker 3, ""quoted"", with a comma."');
    const readme = await fs.readFile(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('15 clips');
    expect(readme).toContain('consent_withdrawn: 1');
    // What /privacy promises contributors: releases go out under terms that forbid identifying speakers.
    expect(readme).toContain('Licence: Dhvani Shilp speech data terms');
    expect(readme.replace(/\s+/g, ' ')).toContain('You must not try to identify any speaker');

    const part = await api('GET', `/admin/releases/${release._id}/download`, undefined, {
      range: 'bytes=512-1535',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 512-1535/${tar.length}`);
    expect(part.rawPayload.equals(tar.subarray(512, 1536))).toBe(true);
  }, 120_000);

  it('gives each clip its read-check outcome in metadata.csv and clip_quality.tsv, and the datasheet defines and counts them', async () => {
    // As grading stores it (issue 35): two clips said their text, one read another sentence; the rest were
    // graded before the check existed (blank).
    const outcome = (id: string, value: string, score: number | null, reason?: string) =>
      t.app.db.execute(sql`UPDATE recordings SET read_check_outcome = ${value},
          read_check = ${JSON.stringify({ outcome: value, score, confidence: null, reason })}::jsonb
        WHERE id = ${id}::uuid`);
    await outcome(clipIds[0]!, 'says-text', 0.91);
    await outcome(clipIds[1]!, 'says-text', 0.88);
    await outcome(clipIds[2]!, 'different-text', 0.12);
    // Not compared: graded while the operator had it off, and while espeak-ng was missing (decision 0044).
    await outcome(clipIds[4]!, 'unchecked', null, 'off');
    await outcome(clipIds[5]!, 'unchecked', null, 'unavailable');
    // The optional recogniser (decision 0049): one clip measured, one it gave no CER for.
    await t.app.db.execute(sql`UPDATE recordings SET transcription = CASE id
        WHEN ${clipIds[0]}::uuid THEN '{"outcome":"measured","cer":0.0526,"model":"w"}'::jsonb
        ELSE '{"outcome":"unavailable","cer":null,"model":"w","reason":"HTTP 500"}'::jsonb END
      WHERE id IN (${clipIds[0]}::uuid, ${clipIds[1]}::uuid)`);
    const release = await buildRelease({ languages: ['English'] });
    expect(release).toMatchObject({ status: 'done', error: null });
    const { root } = await readRelease(release);

    const metadata = (await fs.readFile(path.join(root, 'English', 'metadata.csv'), 'utf8')).trim();
    // Counted from the end: the transcription before it may hold commas.
    const [header, ...rows] = metadata.split('\r\n').map((line) => line.split(','));
    expect(header!.slice(-9, -7)).toEqual(['quality', 'read_check']);
    const byClip = new Map(rows.map((r) => [r[0], r.at(-8)] as const));
    expect(byClip.get(`clips/${clipIds[0]}.wav`)).toBe('says-text');
    expect(byClip.get(`clips/${clipIds[2]}.wav`)).toBe('different-text');
    expect(byClip.get(`clips/${clipIds[3]}.wav`)).toBe('');

    // Not trim(): the last row may end in empty fields, and tabs are whitespace.
    const quality = (await fs.readFile(path.join(root, 'English', 'clip_quality.tsv'), 'utf8')).replace(
      /\n$/,
      '',
    );
    const [qHeader, ...qRows] = quality.split('\n').map((line) => line.split('\t'));
    expect(qHeader!.slice(0, 5)).toEqual(['path', 'quality', 'read_check', 'read_check_score', 'cer']);
    expect(qRows.find((r) => r[0] === `${clipIds[2]}.wav`)?.slice(2, 5)).toEqual([
      'different-text',
      '0.12',
      '',
    ]);
    expect(qRows.find((r) => r[0] === `${clipIds[0]}.wav`)?.slice(2, 5)).toEqual([
      'says-text',
      '0.91',
      '0.0526',
    ]);
    expect(qRows.find((r) => r[0] === `${clipIds[1]}.wav`)?.[4]).toBe('');
    expect(qRows.find((r) => r[0] === `${clipIds[3]}.wav`)?.slice(2, 4)).toEqual(['', '']);

    const readme = await fs.readFile(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('| says-text | the speech matches the text');
    expect(readme).toMatch(/\| says-text \|[^|]*\| 2 \|/);
    expect(readme).toMatch(/\| different-text \|[^|]*\| 1 \|/);
    expect(readme).toMatch(/\| stopped-early \|[^|]*\| 0 \|/);
    expect(readme).toMatch(/\| unchecked \|[^|]*\| 2 \|/);
    expect(readme).toMatch(/\| \(blank\) \|[^|]*\| 10 \|/);
    // How many it did not compare and why, and whether it ran when the release was built (espeak-ng is here).
    expect(readme).toContain(
      "The check did not compare 12 of this release's 15 clips: 2 `unchecked`,\n0 `not-speech` and 10 graded before it existed (blank).",
    );
    expect(readme).toContain('- off: 1 (the operator had turned the check off (READ_CHECK=off))');
    expect(readme).toContain('- unavailable: 1 (espeak-ng was missing on the server)');
    expect(readme).toContain('`cer` in `clip_quality.tsv` is a character error rate');
    expect(readme).toMatch(/Clips\s+with a CER: 1; asked but the recogniser gave none \(blank\): 1;/);
    expect(readme).toContain('- unsayable: 0 (');
    expect(readme).toContain(
      "When this release was built, the server's read-check was on: the clips it grades are compared with their text.",
    );
  }, 120_000);

  it('starts over cleanly after an interrupted attempt: what it left behind is removed first', async () => {
    const created = await api('POST', '/admin/releases', { languages: ['English'] });
    const id = created.json().data._id as string;
    // What a process killed mid-build leaves: half an archive and a work folder.
    const workRoot = path.join(t.dataDir, 'tmp', 'releases');
    await fs.mkdir(path.join(workRoot, id), { recursive: true });
    await fs.writeFile(path.join(workRoot, `${id}.tar`), 'half an archive');
    await fs.writeFile(path.join(workRoot, id, 'metadata.csv.part'), 'half a table');
    const [row] = await t.app.db.select().from(releases).where(eq(releases.id, id));
    await t.app.jobs.runNow(buildReleaseJob, row!.jobId!);
    await t.app.jobs.wait(row!.jobId!, 120_000);
    const release = (await api('GET', `/admin/releases/${id}`)).json().data as Release;
    expect(release).toMatchObject({ status: 'done', report: { clips: 15 } });
    expect(await fs.readdir(workRoot)).toEqual([]);
    await readRelease(release);
  }, 120_000);

  it('sorts clips by their peer-review state into Common Voice TSVs; splits hold validated clips unless asked', async () => {
    await review(clipIds[2]!, 'validated', 2, 0);
    await review(clipIds[3]!, 'rejected', 0, 2);
    const validatedOnly = await api(
      'GET',
      '/admin/releases/preview?languages=English&reviewStatuses=validated',
    );
    expect(validatedOnly.json().data).toMatchObject({ clips: 1, excluded: { review_status: 14 } });

    const release = await buildRelease({ languages: ['English'] });
    const { root } = await readRelease(release);
    const rowsOf = async (name: string) =>
      (await fs.readFile(path.join(root, 'English', name), 'utf8')).trim().split('\n').slice(1);
    const idIn = (rows: string[]) => rows.map((r) => r.split('\t')[1]!.replace(/\.wav$/, ''));
    expect(idIn(await rowsOf('validated.tsv'))).toEqual([clipIds[2]]);
    expect(idIn(await rowsOf('invalidated.tsv'))).toEqual([clipIds[3]]);
    expect(await rowsOf('other.tsv')).toHaveLength(13);
    const validatedRow = (await rowsOf('validated.tsv'))[0]!.split('\t');
    expect([validatedRow[5], validatedRow[6]]).toEqual(['2', '0']);
    const inSplits = async (r: typeof root) => {
      const rows = async (name: string) =>
        (await fs.readFile(path.join(r, 'English', name), 'utf8'))
          .trim()
          .split('\n')
          .slice(1)
          .filter(Boolean);
      return [...(await rows('train.tsv')), ...(await rows('dev.tsv')), ...(await rows('test.tsv'))];
    };
    // Common Voice's rule: only what the reviewers validated is trained and tested on.
    expect(idIn(await inSplits(root))).toEqual([clipIds[2]]);
    expect(release.report!.languages[0]).toMatchObject({ unreviewedOutOfSplits: 13 });

    // Asked for explicitly, unreviewed clips join them; rejected ones never do.
    const wider = await readRelease(await buildRelease({ languages: ['English'], unreviewedInSplits: true }));
    expect(await inSplits(wider.root)).toHaveLength(14);
    expect(idIn(await inSplits(wider.root))).not.toContain(clipIds[3]);
  }, 120_000);

  it('keeps an earlier recording’s text read by several speakers in one split, never moving a speaker', async () => {
    // Six speakers, at least two of whose splits differ, read one shared Bengali text and one of their own each
    // (as recordings made before sentences were rows could): the shared text is read in several splits.
    const shared = 'আমরা সবাই একই বাক্য পড়ি।';
    const ids = new Map<string, string>();
    const secret = await deploymentSecret(t.app.db);
    const keyedSplit = (person: RegisteredUser) => speakerSplit(secret, person.user._id);
    const readers = speakers.slice(0, 5);
    // The sixth reader is in another split than the first (a new account until one is).
    let sixth: RegisteredUser;
    do sixth = await registerUser(t.app);
    while (keyedSplit(sixth) === keyedSplit(readers[0]!));
    await giveConsent(t.app, sixth.accessToken);
    readers.push(sixth);
    for (const [i, person] of readers.entries()) {
      for (const paragraph of [shared, `এটি বক্তা ${'০১২৩৪৫৬'[i]} এর নিজের বাক্য।`]) {
        const res = await upload(t.app, person.accessToken, {
          wav: makeWav(2),
          language: 'Bengali',
          paragraph,
        });
        expect(res.statusCode).toBe(201);
        ids.set(res.json().data._id as string, paragraph);
      }
    }
    await recordedBeforeSentences([...ids.keys()]);
    const release = await buildRelease({ languages: ['Bengali'], unreviewedInSplits: true });
    expect(release.report).toMatchObject({ clips: 12, sentenceOverlap: 0 });
    const { root } = await readRelease(release); // the reader checks no sentence is in two split files
    const rowsIn = async (name: string) =>
      (await fs.readFile(path.join(root, 'Bengali', name), 'utf8'))
        .trim()
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split('\t'));
    const splitOf = new Map<string, string>(); // speaker → split, from their own sentence's clip
    const sharedIn: Record<string, string[]> = {};
    for (const split of ['train', 'dev', 'test']) {
      for (const row of await rowsIn(`${split}.tsv`)) {
        const text = ids.get(row[1]!.replace(/\.wav$/, ''));
        if (text === shared) (sharedIn[split] ??= []).push(row[0]!);
        else splitOf.set(row[0]!, split);
      }
    }
    // Every speaker's own clip is in a split, and at least two splits have speakers.
    expect(splitOf.size).toBe(6);
    const used = new Set(splitOf.values());
    expect(used.size).toBeGreaterThan(1);
    // The shared sentence stays in the held-out split (test, else dev), read there by exactly its speakers.
    const keeper = ['test', 'dev', 'train'].find((split) => used.has(split))!;
    const keepersSpeakers = [...splitOf].filter(([, split]) => split === keeper).map(([id]) => id);
    expect(Object.keys(sharedIn)).toEqual([keeper]);
    expect(sharedIn[keeper]!.sort()).toEqual(keepersSpeakers.sort());
    // The others' shared clips are still in the release, with no split.
    const moved = 6 - keepersSpeakers.length;
    expect((await rowsIn('other.tsv')).length).toBe(12);
    const metadata = (await fs.readFile(path.join(root, 'Bengali', 'metadata.csv'), 'utf8'))
      .trim()
      .split('\r\n');
    expect(metadata.slice(1).filter((line) => line.split(',').at(-3) === '')).toHaveLength(moved);
    expect(release.report!.languages).toEqual([
      expect.objectContaining({ language: 'Bengali', clips: 12, outOfSplits: moved }),
    ]);
    const readme = await fs.readFile(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`| Bengali | 0 | ${moved} | `);
    expect(readme).toContain('Sentences shared between split files, counted sentence by sentence: 0');
  }, 120_000);

  it('lists in deleted.tsv what an earlier release published and was deleted or withdrawn since', async () => {
    const gone = clipIds[0]!;
    expect((await api('DELETE', `/recordings/admin/${gone}`)).statusCode).toBe(200);
    const withdrawing = speakers[6]!;
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/consents',
      headers: bearer(withdrawing.accessToken),
    });
    expect(off.statusCode).toBe(200);
    const release = await buildRelease({ languages: ['English'], domains: ['healthcare', 'education'] });
    expect(release.status).toBe('done');
    const { summary, root } = await readRelease(release);
    expect(summary.deleted.sort()).toEqual([gone, clipIds[12]!, clipIds[13]!].sort());
    // Why, as the privacy feature recorded it (release_removals).
    const withdrawn = [clipIds[12]!, clipIds[13]!].map((id) => `${id}\tconsent_withdrawn`);
    const rows = (await fs.readFile(path.join(root, 'deleted.tsv'), 'utf8')).trim().split('\n');
    expect(rows[0]).toBe('recording_id\treason');
    expect(rows.slice(1).sort()).toEqual([`${gone}\tdeleted_by_admin`, ...withdrawn].sort());
    expect(summary.languages.English?.clips).toBe(12);
  }, 120_000);

  it('splits issued sentences speaker- and sentence-disjoint by construction, dropping no clip, and leaves out texts it never issued', async () => {
    const secret = await deploymentSecret(t.app.db);
    const people: RegisteredUser[] = [];
    // Speakers until train and a held-out split both have some (keyed, about 80/10/10).
    while (people.length < 6 || new Set(people.map((p) => speakerSplit(secret, p.user._id))).size < 2) {
      const person = await registerUser(t.app);
      await giveConsent(t.app, person.accessToken);
      people.push(person);
    }
    const issueAndRecord = async (person: RegisteredUser, domain: string) => {
      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reading-texts',
        headers: bearer(person.accessToken),
        payload: { language: 'Hindi', domain },
      });
      const text = issued.json().data as { id: string; text: string };
      const res = await upload(t.app, person.accessToken, {
        wav: makeWav(3),
        language: 'Hindi',
        domain,
        paragraph: text.text,
        readingTextId: text.id,
      });
      expect(res.statusCode).toBe(201);
      return { id: res.json().data._id as string, text: text.text };
    };
    const validated: string[] = [];
    for (const person of people) {
      for (const domain of ['healthcare', 'education']) {
        const clip = await issueAndRecord(person, domain);
        await review(clip.id, 'validated', 2, 0);
        validated.push(clip.id);
      }
    }
    // Not reviewed yet: in the release, in no split file. A text nobody issued: not in the release at all.
    await issueAndRecord(people[0]!, 'retail');
    const forged = 'यह पाठ किसी ने नहीं दिया, फिर भी भेजा गया।';
    const forgedRes = await upload(t.app, people[1]!.accessToken, {
      wav: makeWav(3),
      language: 'Hindi',
      paragraph: forged,
    });
    expect(forgedRes.statusCode).toBe(201);
    const preview = (await api('GET', '/admin/releases/preview?languages=Hindi')).json().data;
    expect(preview).toMatchObject({ clips: validated.length + 1, excluded: { text_not_issued: 1 } });

    const release = await buildRelease({ languages: ['Hindi'] });
    expect(release.report).toMatchObject({ sentenceOverlap: 0, excluded: { text_not_issued: 1 } });
    const [hindi] = release.report!.languages;
    expect(hindi).toMatchObject({ outOfSplits: 0, unreviewedOutOfSplits: 1 });
    expect(hindi!.text).toMatchObject({ sharedBetweenSplits: 0, words: expect.any(Number) });
    expect(hindi!.text!.sentences).toBeGreaterThan(people.length);
    expect(hindi!.text!.sources).toEqual([
      expect.objectContaining({ source: 'Dhvani Shilp built-in corpus', licence: 'CC0-1.0' }),
    ]);
    // The reader checks that no speaker and no sentence is in two split files.
    const { summary, root } = await readRelease(release);
    expect(summary.languages.Hindi).toMatchObject({
      clips: validated.length + 1,
      in_splits: validated.length,
    });
    const [{ n }] = rowsOfResult<{ n: number }>(
      await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM sentences WHERE language = 'Hindi' AND status = 'validated'`,
      ),
    ) as [{ n: number }];
    expect(summary.languages.Hindi!.validated_sentences).toBe(n);
    const metadata = await fs.readFile(path.join(root, 'Hindi', 'metadata.csv'), 'utf8');
    expect(metadata).not.toContain(forged);
    const listed = (await fs.readFile(path.join(root, 'Hindi', 'validated_sentences.tsv'), 'utf8'))
      .trim()
      .split('\n');
    expect(listed[0]).toBe('sentence_id\tsentence\tsentence_domain\tsource\tis_used\tclips_count');
    const clipsListed = listed.slice(1).reduce((sum, line) => sum + Number(line.split('\t')[5]), 0);
    expect(clipsListed).toBe(validated.length + 1);
    const readme = await fs.readFile(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('text_not_issued: 1');
    expect(readme).toContain(`| Hindi | ${hindi!.text!.sentences} | ${hindi!.text!.words} | `);
  }, 180_000);

  it('fails with the reason when a clip is missing from storage, leaving no archive behind', async () => {
    const [victim] = await t.app.db.select().from(recordings).where(eq(recordings.id, clipIds[1]!));
    await t.app.storage.delete(victim!.storageKey);
    const release = await buildRelease({ languages: ['English', 'Hindi'] });
    expect(release.status).toBe('failed');
    expect(release.error).toContain(`The audio of recording ${victim!.id} is missing`);
    expect(await t.app.storage.stat(`releases/${release._id}.tar`)).toBeNull();
    const leftovers = await fs.readdir(path.join(t.dataDir, 'tmp', 'releases')).catch(() => []);
    expect(leftovers).toEqual([]);
    const download = await api('GET', `/admin/releases/${release._id}/download`);
    expect([download.statusCode, download.json().message]).toEqual([404, RELEASE_MESSAGES.notReady]);
  }, 120_000);
});
