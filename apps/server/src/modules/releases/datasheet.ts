// README.md of a release: a datasheet (what, who, how collected, consent, licence, counts, quality
// definitions, known limits), written from the counts the build gathered.
import { AUDIO_QUALITY_THRESHOLDS as T } from '@dhvani/contract/audio-quality';
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import type { ReadCheckOutcome, ReadCheckState } from '@dhvani/contract/read-check';
import type { ReleaseFilters, ReleaseReport } from '@dhvani/contract/releases';
import { MIN_SPEAKERS_PER_VALUE } from './speakers.js';

/** Clips and seconds per language × domain × gender × age band ('' where a value is not published). */
export class Breakdown {
  private readonly cells = new Map<string, { clips: number; seconds: number }>();

  add(language: string, domain: string, gender: string, age: string, seconds: number) {
    const key = JSON.stringify([language, domain, gender, age]);
    const cell = this.cells.get(key) ?? { clips: 0, seconds: 0 };
    cell.clips += 1;
    cell.seconds += seconds;
    this.cells.set(key, cell);
  }

  rows(): Array<{ key: string[]; clips: number; seconds: number }> {
    return [...this.cells.entries()]
      .map(([k, v]) => ({ key: JSON.parse(k) as string[], ...v }))
      .sort((a, b) => a.key.join('\u0000').localeCompare(b.key.join('\u0000')));
  }
}

/**
 * The release's clips per read-check outcome, its `unchecked` ones per reason they were not compared, and per
 * outcome of the optional recogniser's CER (decision 0049).
 */
export class ReadCheckTally {
  /** Per outcome ('' for clips graded before the check existed). */
  readonly counts = new Map<string, number>();
  /** Per stored reason ('' when none was stored). */
  readonly uncheckedWhy = new Map<string, number>();
  readonly cer = { measured: 0, unavailable: 0 };

  add(outcome: string, reason: string | null, transcription: 'measured' | 'unavailable' | null) {
    if (transcription) this.cer[transcription] += 1;
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + 1);
    if (outcome === 'unchecked')
      this.uncheckedWhy.set(reason ?? '', (this.uncheckedWhy.get(reason ?? '') ?? 0) + 1);
  }
}

export interface DatasheetInput {
  name: string;
  createdAt: Date;
  filters: ReleaseFilters;
  report: ReleaseReport;
  speakersPerLanguage: Map<string, number>;
  breakdown: Breakdown;
  readCheck: {
    tally: ReadCheckTally;
    /** Whether the server checked the clips it graded when the release was built. */
    stateAtBuild: ReadCheckState;
  };
  licence: string;
}

/** What each read-check outcome means (issue 35, docs/audio-quality.md), in the order the datasheet lists them. */
const READ_CHECK_MEANINGS: Array<[ReadCheckOutcome | '', string]> = [
  ['says-text', 'the speech matches the text when both are aligned with a synthetic reading of it'],
  ['different-text', 'the speech does not match the text: another sentence was read (graded poor)'],
  ['stopped-early', 'the clip matches the start of the text but its end is missing (graded poor)'],
  ['extra-speech', 'the text is there, with more speech around it: read twice, or talked over (graded poor)'],
  ['not-speech', 'too little speech to compare (the grade already says why)'],
  ['unchecked', 'not compared: the check was off, espeak-ng was missing, cannot say the text, or failed'],
  ['', 'blank: graded before the read-check existed'],
];

/** Why an `unchecked` clip was not compared, as its stored reason says. */
const UNCHECKED_MEANINGS: Array<[string, string]> = [
  ['off', 'the operator had turned the check off (READ_CHECK=off)'],
  ['unavailable', 'espeak-ng was missing on the server'],
  ['unsayable', 'espeak-ng could not say the text'],
  ['failed', 'the check failed on the clip'],
];

const STATE_AT_BUILD: Record<ReadCheckState, string> = {
  on: 'on: the clips it grades are compared with their text',
  off: 'off: the operator turned it off (READ_CHECK=off), so new clips are stored as `unchecked`',
  unavailable: 'unavailable: espeak-ng is missing on the server, so new clips are stored as `unchecked`',
};

/** How many of the release's clips the check did not compare, and why (decision 0044). */
function notCompared({ tally, stateAtBuild }: DatasheetInput['readCheck']): string {
  const { counts, uncheckedWhy } = tally;
  const of = (outcome: string) => counts.get(outcome) ?? 0;
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const missed = of('unchecked') + of('not-speech') + of('');
  const known = UNCHECKED_MEANINGS.map(([reason]) => reason);
  const unknown = [...uncheckedWhy.entries()]
    .filter(([reason]) => !known.includes(reason))
    .reduce((sum, [, n]) => sum + n, 0);
  const why = [
    ...UNCHECKED_MEANINGS.map(
      ([reason, meaning]) => `- ${reason}: ${uncheckedWhy.get(reason) ?? 0} (${meaning})`,
    ),
    ...(unknown ? [`- no reason stored: ${unknown}`] : []),
  ];
  return `The check did not compare ${missed} of this release's ${total} clips: ${of('unchecked')} \`unchecked\`,
${of('not-speech')} \`not-speech\` and ${of('')} graded before it existed (blank). The \`unchecked\` ones, per reason:
${why.join('\n')}

When this release was built, the server's read-check was ${STATE_AT_BUILD[stateAtBuild]}.`;
}

/** The optional recogniser's number (decision 0049): what `cer` is, and how many clips have one. */
function cerParagraph(cer: ReadCheckTally['cer']): string {
  return `\`cer\` in \`clip_quality.tsv\` is a character error rate, present only where the operator configured a
speech recogniser (an OpenAI-compatible /audio/transcriptions endpoint): the edit distance between what it heard
and the text, over grapheme clusters after both are normalised (NFC, lower case, punctuation and zero-width
joiners removed, whitespace collapsed), divided by the text's clusters. 0 is a perfect match; above 1 when far
more was heard than the text holds. It is only a number beside \`read_check\`: it did not change the grade,
the review or what the contributor earned, and it is only as good as that recogniser is in the language. Clips
with a CER: ${cer.measured}; asked but the recogniser gave none (blank): ${cer.unavailable}; the rest were not
sent to one (blank).`;
}

function readCheckSection(input: DatasheetInput['readCheck']): string {
  const rows = READ_CHECK_MEANINGS.map(
    ([outcome, meaning]) =>
      `| ${outcome || '(blank)'} | ${meaning} | ${input.tally.counts.get(outcome) ?? 0} |`,
  );
  return `\`read_check\` says whether the clip says its text. The server synthesises the text with espeak-ng and
aligns the clip with it (dynamic time warping of cepstral features; docs/decisions/0043 has its calibration, on
synthetic speech only). It is a check without a speech recogniser: it can miss a wrong sentence whose sounds are
close to the text's, and a clip flagged as a mismatch may still be right; \`read_check_score\` (0–1) in
\`clip_quality.tsv\` tells how close it was.

| read_check | meaning | clips |
|---|---|---|
${rows.join('\n')}

${notCompared(input)}

${cerParagraph(input.tally.cer)}`;
}

/**
 * What every recipient agrees to, whatever the licence named: what contributors licensed (the platform's
 * /terms, "What a contribution licenses") and what its privacy notice promises them ("a licence that forbids
 * trying to identify the speakers").
 */
export const RELEASE_TERMS = `Contributors licensed their recordings for speech datasets whose recipients use
them to build and test speech technology. You may use, copy and process this release for that: speech
recognition, text-to-speech and related research and products. You must not try to identify any speaker, nor
link a clip or a \`speaker_id\` to other information about a person. Pass these terms on with any copy.`;

const hours = (seconds: number) => (seconds / 3600).toFixed(3);
const percent = (share: number | null) =>
  share === null ? '(no test clip)' : `${(share * 100).toFixed(1)} %`;

function textRow(l: ReleaseReport['languages'][number]): string {
  const t = l.text;
  if (!t) return `| ${l.language} | | | | | |`;
  const per = t.clipsPerSentence;
  return `| ${l.language} | ${t.sentences} | ${t.words} | ${per.min} / ${per.median} / ${per.max} | ${percent(t.testWordsUnseenInTrain)} | ${t.sharedBetweenSplits} |`;
}
const cell = (v: string) => (v === '' ? '(not published)' : v);

export function datasheet(d: DatasheetInput): string {
  const r = d.report;
  const filters = Object.entries(d.filters)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `- ${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  const excluded = Object.entries(r.excluded).map(([k, v]) => `- ${k}: ${v}`);
  return `# ${d.name}

A speech dataset of Indian languages from Dhvani Shilp, built ${d.createdAt.toISOString()}.

## What it is
Read speech: each clip is one contributor reading a text the platform issued them — one sentence by default
— recorded in the browser (16 kHz, mono, 16-bit PCM WAV). The transcript is exactly the text the server issued
to that contributor, as it stored it; a clip whose text the server did not issue is never in a release (left
out as \`text_not_issued\` below). \`sentence_id\` is the sha256 of the text read: for a clip of one
sentence, that sentence's id in \`validated_sentences.tsv\`.

## Who
Volunteer contributors who signed up on the platform. Speakers are named only by \`speaker_id\` (Common
Voice's \`client_id\`): a keyed hash of the account, stable across this deployment's releases and not
reversible. No name, e-mail, phone number, date of birth or city is included. Gender, age band (at the time
of recording) and mother tongue are given only where at least ${MIN_SPEAKERS_PER_VALUE} speakers of this release share
the value; otherwise they are blank.

## Consent and licence
Every clip's contributor had given consent to the current notice (version ${CONSENT_NOTICE_VERSION}) to use
their voice for AI training, and had not withdrawn it, when this release was built. Licence: ${d.licence}.
\`deleted.tsv\` lists recordings published in an earlier release and withdrawn since (deleted, or consent
withdrawn); remove them from any copy you hold.

## Terms of use
${RELEASE_TERMS}

## Selection
${filters.length ? filters.join('\n') : '- all clips'}

Clips left out, per reason:
${excluded.length ? excluded.join('\n') : '- none'}

## Counts
${r.clips} clips, ${r.hours} hours, ${r.speakers} speakers.

| language | clips | hours | speakers |
|---|---|---|---|
${r.languages.map((l) => `| ${l.language} | ${l.clips} | ${l.hours} | ${d.speakersPerLanguage.get(l.language) ?? 0} |`).join('\n')}

| language | domain | gender | age band | clips | hours |
|---|---|---|---|---|---|
${d.breakdown
  .rows()
  .map((row) => `| ${row.key.map(cell).join(' | ')} | ${row.clips} | ${hours(row.seconds)} |`)
  .join('\n')}

## Splits
train, dev and test are speaker-disjoint and sentence-disjoint by construction: every speaker and every
sentence belongs to one split by a keyed hash (about 80/10/10 of speakers and of sentences), and a speaker is
only ever offered sentences of their own split, so no clip has to move or be dropped to keep them apart. The
split files hold the clips the reviewers validated${d.filters.unreviewedInSplits ? ' and, as this release asked, unreviewed ones' : ''}; rejected
clips are in \`invalidated.tsv\` only, unreviewed ones in \`other.tsv\`${d.filters.unreviewedInSplits ? '' : ' (not in a split file)'}.

Recordings made before sentences were issued one by one read paragraphs built from one shared bank; for those
the earlier rule holds: a text read in several splits stays in the held-out one (test, else dev), and its
clips in the other splits are in no split file (still in \`clips/\`, \`metadata.csv\` with a blank \`split\`,
and \`validated.tsv\` or \`other.tsv\`).

Sentences shared between split files, counted sentence by sentence: ${r.sentenceOverlap}.

| language | unreviewed clips in no split file | earlier clips in no split file (text in another split) | their hours |
|---|---|---|---|
${r.languages.map((l) => `| ${l.language} | ${l.unreviewedOutOfSplits ?? 0} | ${l.outOfSplits ?? 0} | ${l.outOfSplitsHours ?? 0} |`).join('\n')}

## Text
Counted sentence by sentence over the clips of this release. Words are the transcripts' words in lower case
without punctuation; "test words unseen in train" is the share of the test split's distinct words that no train
transcript contains. Every validated sentence of a language is listed in \`validated_sentences.tsv\` (Common
Voice's columns: \`is_used\` 1 while it is still offered, \`clips_count\` its clips in this release).

| language | sentences | words | clips per sentence (min / median / max) | test words unseen in train | sentences in two splits |
|---|---|---|---|---|---|
${r.languages.map(textRow).join('\n')}

| language | source | licence | sentences | clips |
|---|---|---|---|---|
${r.languages.flatMap((l) => (l.text?.sources ?? []).map((s) => `| ${l.language} | ${s.source} | ${s.licence} | ${s.sentences} | ${s.clips} |`)).join('\n')}

## Quality
\`quality\` is the platform's automatic grade (excellent, good, average, poor); \`clip_quality.tsv\` has every
measurement and the reasons (codes). Excellent needs an SNR of at least ${T.snrDb.excellent} dB, good
${T.snrDb.good} dB, average ${T.snrDb.average} dB; under ${T.speechRatio.poor * 100} % speech (not counting up to ${T.maxEdgeSilenceSeconds} s of quiet at
each edge; \`speech_ratio\` is the plain share of the whole clip), under ${T.minDurationSeconds} s or an
active speech level under ${T.speechLevelDbfs.poor} dBFS is poor. \`up_votes\`/\`down_votes\` are peer
reviewers' votes.

${readCheckSection(d.readCheck)}

## Known limits
- Read speech of issued sentences, recorded on contributors' own devices and rooms; not conversational.
- The built-in sentences were written for the platform and await a native speaker's review.
- Speaker and demographic balance follow who contributed, not a design.
- Grades are automatic; review votes exist only for reviewed clips (\`other.tsv\` lists the rest).
`;
}
