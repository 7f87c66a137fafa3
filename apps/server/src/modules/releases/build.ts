// Builds a release (issue 22) into a sink (a .tar or a folder): selects the clips, decides the speakers'
// splits and which demographic values may be published, then streams every clip and its rows page by page,
// and ends with the tables, deleted.tsv, the datasheet and SHA256SUMS. Memory holds one page of clips and
// one row per speaker, never the whole selection.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LOCALE_INFO } from '@dhvani/contract/locales';
import type { ReadCheckState } from '@dhvani/contract/read-check';
import type { ReleaseFilters, ReleaseReport } from '@dhvani/contract/releases';
import type { CodecPool } from '../../audio/codec-pool.js';
import type { Db } from '../../db/database.js';
import { StorageNotFoundError, type Storage } from '../../storage/types.js';
import { Breakdown, datasheet, ReadCheckTally } from './datasheet.js';
import { clearReleaseClips, forgetUnpublished, markPublished } from './repository.js';
import {
  clipPage,
  previewSelection,
  recordingExists,
  type ClipCursor,
  type ClipRow,
} from './selection-repository.js';
import { deploymentSecret } from '../sentences/repository.js';
import type { ReleaseSink } from './sink.js';
import { ageBand, type DemographicCounts, speakerId } from './speakers.js';
import { speakerPass } from './speaker-pass.js';
import { sentenceIdOf } from '../sentences/sentence-id.js';
import { planRelease } from './split-plan.js';
import { addValidatedSentences, writeDeleted } from './paged-files.js';
import { LanguageTables, TABLE_NAMES, type ClipEntry } from './tables.js';
import { sentenceTallies, sourceTallies } from './text-repository.js';
import { textStatsOf, WordTally } from './text-stats.js';

const PAGE = 200;

/** A release that cannot be built as asked; retrying the same release would fail the same way. */
export class ReleaseBuildError extends Error {
  override readonly name = 'ReleaseBuildError';
  constructor(
    message: string,
    readonly code: 'empty-selection' | 'audio-missing',
  ) {
    super(message);
  }
}

export interface BuildDeps {
  db: Db;
  storage: Storage;
  audioCodec: Pick<CodecPool, 'convert'>;
  licence: string;
  /** Whether this server checks the clips it grades, said in the datasheet as of the build. */
  readCheckState: () => Promise<ReadCheckState>;
}

export interface BuildRequest {
  releaseId: string;
  name: string;
  createdAt: Date;
  filters: ReleaseFilters;
  sink: ReleaseSink;
  /** An empty folder for the tables while they are written; the caller removes it. */
  workDir: string;
  signal?: AbortSignal;
  onProgress?: (p: { clipsDone: number; clipsTotal: number; bytes: number }) => Promise<void> | void;
}

/** The language's ISO 639-1 code (Common Voice's `locale`, NeMo's `lang`). */
const localeOf = (language: string) =>
  Object.entries(LOCALE_INFO).find(([, l]) => l.recordingLanguage === language)?.[0] ?? '';

/** The clip as a 16 kHz mono 16-bit WAV: the stored file itself, or decoded from the stored FLAC. */
async function wavOf(
  deps: BuildDeps,
  clip: ClipRow,
): Promise<{ size: number; content: Readable | Uint8Array }> {
  const missing = () =>
    new ReleaseBuildError(
      `The audio of recording ${clip.id} is missing from storage (${clip.storageKey}).`,
      'audio-missing',
    );
  const stat = await deps.storage.stat(clip.storageKey);
  if (!stat) throw missing();
  try {
    if (clip.storageKey.endsWith('.flac')) {
      const file = deps.storage.localPath(clip.storageKey);
      const wav = await deps.audioCodec.convert(
        'wav',
        file ? { file } : { bytes: await deps.storage.readAll(clip.storageKey) },
      );
      return { size: wav.length, content: wav };
    }
    return { size: stat.size, content: await deps.storage.read(clip.storageKey) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw missing();
    throw err;
  }
}

export async function buildRelease(deps: BuildDeps, req: BuildRequest): Promise<ReleaseReport> {
  const { db } = deps;
  const { filters, sink, signal } = req;
  const asOf = req.createdAt;
  const preview = await previewSelection(db, filters, asOf);
  if (preview.clips === 0) {
    throw new ReleaseBuildError(
      'No clip matches these filters (after leaving out clips without current consent), so there is nothing to release.',
      'empty-selection',
    );
  }
  const secret = await deploymentSecret(db);
  const { demographics, splits, speakersPerLanguage, speakers } = await speakerPass(db, {
    filters,
    asOf,
    secret,
    signal,
  });
  await clearReleaseClips(db, req.releaseId);
  const { moves: splitMoves, unreviewedOutOfSplits } = await planRelease(db, {
    releaseId: req.releaseId,
    filters,
    asOf,
    splitOf: (userId) => splits.get(userId) ?? 'train',
    signal,
  });

  const tables = new Map<string, LanguageTables>();
  const perLanguage = new Map<string, { clips: number; seconds: number }>();
  const breakdown = new Breakdown();
  const readChecks = new ReadCheckTally();
  const words = new WordTally();
  let clipsDone = 0;
  let seconds = 0;
  let deletedMeanwhile = 0;
  try {
    let cursor: ClipCursor | null = null;
    for (;;) {
      const page = await clipPage(db, req.releaseId, filters, asOf, cursor, PAGE);
      if (page.length === 0) break;
      const published: string[] = [];
      for (const clip of page) {
        signal?.throwIfAborted();
        let lang = tables.get(clip.language);
        if (!lang) {
          const dir = path.join(req.workDir, clip.language);
          await fs.mkdir(dir, { recursive: true });
          tables.set(clip.language, (lang = new LanguageTables(dir)));
        }
        const entry = entryOf(clip, secret, demographics);
        const audio = await wavOf(deps, clip).catch(async (err: unknown) => {
          // Deleted while the release builds: left out and counted, not a failure of the release.
          if (err instanceof ReleaseBuildError && !(await recordingExists(db, clip.id))) return null;
          throw err;
        });
        if (!audio) {
          deletedMeanwhile += 1;
          continue;
        }
        await sink.add(`${clip.language}/clips/${clip.id}.wav`, audio.size, audio.content);
        await lang.add(entry);
        published.push(clip.id);
        breakdown.add(clip.language, clip.domain, entry.gender, entry.age, clip.durationSeconds);
        readChecks.add(entry.readCheck, clip.readCheckReason, clip.transcription);
        words.add(clip.language, clip.transcript, clip.split);
        const l = perLanguage.get(clip.language) ?? { clips: 0, seconds: 0 };
        l.clips += 1;
        l.seconds += clip.durationSeconds;
        perLanguage.set(clip.language, l);
        seconds += clip.durationSeconds;
        clipsDone += 1;
      }
      await markPublished(db, req.releaseId, published);
      const last = page[page.length - 1]!;
      cursor = { language: last.language, id: last.id };
      await req.onProgress?.({ clipsDone, clipsTotal: preview.clips, bytes: sink.bytes });
    }
    for (const [language, lang] of tables) {
      await lang.close();
      for (const name of TABLE_NAMES) {
        const file = lang.pathOf(name);
        const { size } = await fs.stat(file);
        await sink.add(`${language}/${name}`, size, createReadStream(file));
      }
    }
  } finally {
    for (const lang of tables.values()) lang.destroy();
  }
  await forgetUnpublished(db, req.releaseId);
  for (const language of tables.keys()) await addValidatedSentences(deps, req, language);
  const [sentenceCounts, sources] = await Promise.all([
    sentenceTallies(db, req.releaseId),
    sourceTallies(db, req.releaseId),
  ]);

  const deleted = await writeDeleted(db, req);
  const deletedFile = path.join(req.workDir, 'deleted.tsv');
  await sink.add('deleted.tsv', (await fs.stat(deletedFile)).size, createReadStream(deletedFile));

  const report: ReleaseReport = {
    clips: clipsDone,
    hours: roundHours(seconds),
    speakers,
    excluded: {
      ...preview.excluded,
      ...(deletedMeanwhile ? { deleted_during_build: deletedMeanwhile } : {}),
    },
    bytes: 0,
    languages: [...perLanguage.entries()].map(([language, l]) => ({
      language: language as ReleaseReport['languages'][number]['language'],
      clips: l.clips,
      hours: roundHours(l.seconds),
      outOfSplits: splitMoves.get(language)?.clips ?? 0,
      outOfSplitsHours: roundHours(splitMoves.get(language)?.seconds ?? 0),
      unreviewedOutOfSplits: unreviewedOutOfSplits.get(language) ?? 0,
      text: textStatsOf(language, words, sentenceCounts, sources),
    })),
    deleted,
    sentenceOverlap: sentenceCounts.reduce((sum, l) => sum + l.shared, 0),
  };
  const readCheck = { tally: readChecks, stateAtBuild: await deps.readCheckState() };
  const readme = Buffer.from(
    datasheet({ ...req, report, speakersPerLanguage, breakdown, readCheck, licence: deps.licence }),
    'utf8',
  );
  await sink.add('README.md', readme.length, readme);
  await sink.finish();
  return { ...report, bytes: sink.bytes };
}

const roundHours = (seconds: number) => Math.round((seconds / 3600) * 1000) / 1000;

function entryOf(clip: ClipRow, secret: string, demographics: DemographicCounts): ClipEntry {
  return {
    id: clip.id,
    speakerId: speakerId(secret, clip.userId),
    sentence: clip.transcript,
    sentenceId: sentenceIdOf(clip.transcript),
    language: clip.language,
    locale: localeOf(clip.language),
    domain: clip.domain,
    durationSeconds: clip.durationSeconds,
    gender: demographics.publishable('gender', clip.gender),
    age: demographics.publishable('age', ageBand(clip.dob, clip.createdAt)),
    motherTongue: demographics.publishable('motherTongue', clip.motherTongue),
    quality: clip.quality ?? '',
    readCheck: clip.readCheck ?? '',
    readCheckScore: clip.readCheckScore,
    cer: clip.cer,
    metrics: clip.metrics,
    reasons: (clip.reasons ?? []).map((r) => r.code),
    reviewStatus: clip.reviewStatus,
    upVotes: clip.upVotes,
    downVotes: clip.downVotes,
    split: clip.split,
    consentVersion: clip.consentVersion,
    recordedAt: clip.createdAt.toISOString(),
  };
}
