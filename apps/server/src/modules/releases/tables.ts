// The per-language tables of a release (issue 22, docs/datasets.md), one row per clip, in the formats speech
// teams load unchanged: Hugging Face audiofolder's metadata.csv, Common Voice's TSVs (its column names and
// order), clip_quality.tsv and NeMo's JSON-lines manifests. Rows are appended to files in a work folder as the
// clips go by; the files join the archive once every clip is in.
import type { WriteStream } from 'node:fs';
import path from 'node:path';
import { audioMetricsSchema } from '@dhvani/contract/audio-quality';
import type { ReviewStatus } from '@dhvani/contract/releases';
import type { Split } from './splits.js';
import { endStream, fileStream, writeText } from './write-stream.js';

/** Common Voice's TSV columns, in its order. */
export const COMMON_VOICE_COLUMNS = [
  'client_id',
  'path',
  'sentence_id',
  'sentence',
  'sentence_domain',
  'up_votes',
  'down_votes',
  'age',
  'gender',
  'accents',
  'variant',
  'locale',
  'segment',
] as const;

export const METADATA_COLUMNS = [
  'file_name',
  'transcription',
  'sentence_id',
  'language',
  'domain',
  'duration',
  'speaker_id',
  'gender',
  'age',
  'mother_tongue',
  'quality',
  'read_check',
  'snr_db',
  'speech_ratio',
  'up_votes',
  'down_votes',
  'split',
  'consent_version',
  'recorded_at',
] as const;

/** Common Voice's validated_sentences.tsv: the language's validated sentences, whether used, clips of each. */
export const VALIDATED_SENTENCES_COLUMNS = [
  'sentence_id',
  'sentence',
  'sentence_domain',
  'source',
  'is_used',
  'clips_count',
] as const;

const METRIC_KEYS = Object.keys(audioMetricsSchema.shape) as Array<keyof typeof audioMetricsSchema.shape>;
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const QUALITY_COLUMNS = [
  'path',
  'quality',
  'read_check',
  'read_check_score',
  'cer',
  ...METRIC_KEYS.map(snake),
  'reasons',
];

/** One clip as the tables print it; demographics are already blank where the ≥ 5 rule says so. */
export interface ClipEntry {
  id: string;
  speakerId: string;
  sentence: string;
  sentenceId: string;
  language: string;
  locale: string;
  domain: string;
  durationSeconds: number;
  gender: string;
  age: string;
  motherTongue: string;
  quality: string;
  /** The read-check's outcome (issue 35), '' for a clip graded before the check existed. */
  readCheck: string;
  readCheckScore: number | null;
  /** The optional recogniser's character error rate (decision 0049); null where none was measured. */
  cer: number | null;
  metrics: Record<string, unknown> | null;
  reasons: string[];
  reviewStatus: ReviewStatus;
  upVotes: number;
  downVotes: number;
  /** Null: in no split file (rejected by review, or its sentence is kept in another split). */
  split: Split | null;
  consentVersion: string;
  recordedAt: string;
}

// RFC 4180: quoted when it holds a comma, a quote or a line break; the text itself is kept exactly.
const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvRow = (values: string[]) => `${values.map(csvField).join(',')}\r\n`;
// Common Voice's TSVs are read without quoting (pandas quoting=QUOTE_NONE): a tab or line break inside a
// value would shift the columns, so it becomes a space there (metadata.csv keeps the exact text).
const tsvRow = (values: string[]) => `${values.map((v) => v.replace(/[\t\r\n]/g, ' ')).join('\t')}\n`;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

const clipPath = (e: ClipEntry) => `${e.id}.wav`;

export const validatedSentencesHeader = () => tsvRow([...VALIDATED_SENTENCES_COLUMNS]);
export const validatedSentenceRow = (s: {
  id: string;
  text: string;
  domain: string;
  source: string;
  used: boolean;
  clips: number;
}) => tsvRow([s.id, s.text, s.domain, s.source, s.used ? '1' : '0', String(s.clips)]);

function metadataRow(e: ClipEntry): string {
  return csvRow([
    `clips/${clipPath(e)}`,
    e.sentence,
    e.sentenceId,
    e.language,
    e.domain,
    e.durationSeconds.toFixed(2),
    e.speakerId,
    e.gender,
    e.age,
    e.motherTongue,
    e.quality,
    e.readCheck,
    num(e.metrics?.snrDb),
    num(e.metrics?.speechRatio),
    String(e.upVotes),
    String(e.downVotes),
    e.split ?? '',
    e.consentVersion,
    e.recordedAt,
  ]);
}

function commonVoiceRow(e: ClipEntry): string {
  return tsvRow([
    e.speakerId,
    clipPath(e),
    e.sentenceId,
    e.sentence,
    e.domain,
    String(e.upVotes),
    String(e.downVotes),
    e.age,
    e.gender,
    '',
    '',
    e.locale,
    '',
  ]);
}

function qualityRow(e: ClipEntry): string {
  const metrics = METRIC_KEYS.map((k) => {
    const v = e.metrics?.[k];
    return typeof v === 'string' ? v : num(v);
  });
  return tsvRow([
    clipPath(e),
    e.quality,
    e.readCheck,
    num(e.readCheckScore),
    num(e.cer),
    ...metrics,
    e.reasons.join(','),
  ]);
}

function nemoRow(e: ClipEntry): string {
  return `${JSON.stringify({
    audio_filepath: `clips/${clipPath(e)}`,
    duration: e.durationSeconds,
    text: e.sentence,
    lang: e.locale,
    speaker_id: e.speakerId,
    gender: e.gender,
    age_group: e.age,
  })}\n`;
}

const TABLES = {
  'metadata.csv': csvRow([...METADATA_COLUMNS]),
  'validated.tsv': tsvRow([...COMMON_VOICE_COLUMNS]),
  'invalidated.tsv': tsvRow([...COMMON_VOICE_COLUMNS]),
  'other.tsv': tsvRow([...COMMON_VOICE_COLUMNS]),
  'train.tsv': tsvRow([...COMMON_VOICE_COLUMNS]),
  'dev.tsv': tsvRow([...COMMON_VOICE_COLUMNS]),
  'test.tsv': tsvRow([...COMMON_VOICE_COLUMNS]),
  'clip_quality.tsv': tsvRow(QUALITY_COLUMNS),
  'train.jsonl': '',
  'dev.jsonl': '',
  'test.jsonl': '',
} as const;
export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** The tables of one language, written into `dir`. */
export class LanguageTables {
  private readonly files = new Map<TableName, WriteStream>();

  constructor(readonly dir: string) {
    for (const name of TABLE_NAMES) {
      const file = fileStream(path.join(dir, name));
      file.write(TABLES[name]);
      this.files.set(name, file);
    }
  }

  pathOf(name: TableName): string {
    return path.join(this.dir, name);
  }

  private async write(name: TableName, text: string) {
    await writeText(this.files.get(name)!, text);
  }

  /**
   * metadata.csv and clip_quality.tsv list every clip; Common Voice's TSVs sort it by review state; the
   * split files (Common Voice's and NeMo's) hold the clips the plan put in a split (split-plan.ts): not
   * those the reviewers rejected, nor those whose sentence another split keeps.
   */
  async add(e: ClipEntry): Promise<void> {
    await this.write('metadata.csv', metadataRow(e));
    await this.write('clip_quality.tsv', qualityRow(e));
    const cv = commonVoiceRow(e);
    await this.write(`${e.reviewStatus}.tsv`, cv);
    if (e.split && e.reviewStatus !== 'invalidated') {
      await this.write(`${e.split}.tsv`, cv);
      await this.write(`${e.split}.jsonl`, nemoRow(e));
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.files.values()].map(endStream));
  }

  destroy(): void {
    for (const f of this.files.values()) f.destroy();
  }
}
