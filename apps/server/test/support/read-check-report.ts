// The read-check's calibration report (scripts/calibrate-read-check.mjs): thresholds fitted on the tuning
// half (read-check-fit.ts), every figure measured on the held-out half, per language, as markdown tables for
// decisions 0043 and 0045.
import { READ_CHECK_THRESHOLDS as T } from '@dhvani/contract/audio-thresholds';
import { RECORDING_LANGUAGES, type RecordingLanguage } from '@dhvani/contract/enums';
import type { ReadingMeasure } from '../../src/audio/read-check/measure-reading.js';
import { readVerdict } from '../../src/audio/read-check/verdict.js';
import {
  FIT,
  festivalPart,
  festivalSaysAll,
  fitPassCosts,
  quantile,
  type ReportRow,
} from './read-check-fit.js';
import type { SetClass } from './read-check-set.js';

export type { ReportRow } from './read-check-fit.js';

const WRONG: Array<Exclude<SetClass, 'text'>> = ['different', 'half', 'twice'];
const RIGHT_KIND = { different: 'different-text', half: 'stopped-early', twice: 'extra-speech' } as const;

/** Probability that a correct reading scores above a wrong one (ties count half). */
export function rocAuc(right: number[], wrong: number[]): number {
  let wins = 0;
  for (const r of right) for (const w of wrong) wins += r > w ? 1 : r === w ? 0.5 : 0;
  return right.length && wrong.length ? wins / (right.length * wrong.length) : NaN;
}

const pct = (part: number, of: number) => (of ? `${((100 * part) / of).toFixed(1)} %` : '–');
const score = (r: ReportRow) => r.check.score ?? 0;
const accepted = (r: ReportRow) => r.check.outcome === 'says-text';

interface Line {
  language: RecordingLanguage;
  texts: number;
  rejected: number;
  auc: Record<string, number>;
  caught: Record<string, [number, number]>;
  rightKind: Record<string, [number, number]>;
  clearTexts: number;
}

function lineOf(language: RecordingLanguage, rows: ReportRow[]): Line {
  const texts = rows.filter((r) => r.class === 'text');
  const line: Line = {
    language,
    texts: texts.length,
    rejected: texts.filter((r) => !accepted(r)).length,
    auc: {},
    caught: {},
    rightKind: {},
    clearTexts: texts.filter((r) => r.check.confidence === 'clear').length,
  };
  for (const cls of WRONG) {
    const wrong = rows.filter((r) => r.class === cls);
    const caught = wrong.filter((r) => !accepted(r));
    line.auc[cls] = rocAuc(texts.map(score), wrong.map(score));
    line.caught[cls] = [caught.length, wrong.length];
    line.rightKind[cls] = [caught.filter((r) => r.check.outcome === RIGHT_KIND[cls]).length, caught.length];
  }
  return line;
}

function table(title: string, lines: Line[]): string {
  const head =
    '| language | passCost | correct readings | rejected | AUC vs different | AUC vs first half | AUC vs twice | different caught | first half caught | twice caught | fault named right | correct readings "clear" |';
  const rows = lines.map((l) => {
    const [dc, dn] = l.caught.different!;
    const [hc, hn] = l.caught.half!;
    const [tc, tn] = l.caught.twice!;
    const kinds = WRONG.reduce<[number, number]>(
      ([named, of], c) => [named + l.rightKind[c]![0], of + l.rightKind[c]![1]],
      [0, 0],
    );
    const auc = (c: string) => (Number.isNaN(l.auc[c]) ? '–' : l.auc[c]!.toFixed(3));
    return `| ${l.language} | ${T.passCost[l.language]} | ${l.texts} | ${pct(l.rejected, l.texts)} | ${auc('different')} | ${auc('half')} | ${auc('twice')} | ${pct(dc, dn)} | ${pct(hc, hn)} | ${pct(tc, tn)} | ${pct(...kinds)} | ${l.clearTexts} |`;
  });
  return `### ${title}\n\n${head}\n|${'---|'.repeat(12)}\n${rows.join('\n')}\n`;
}

function speed(rows: ReportRow[]): string {
  const perTenSeconds = rows.map((r) => (r.checkMs * 10) / r.clipSeconds);
  const synth = rows.map((r) => r.synthMs).filter((v): v is number => v !== null);
  const fmt = (v: number) => v.toFixed(1);
  return (
    `Check (features and alignment, one thread, loaded machine) per 10 s of clip: median ${fmt(quantile(perTenSeconds, 0.5))} ms, ` +
    `p95 ${fmt(quantile(perTenSeconds, 0.95))} ms; espeak-ng and the reference's features per text: median ` +
    `${fmt(quantile(synth, 0.5))} ms, p95 ${fmt(quantile(synth, 0.95))} ms.`
  );
}

/**
 * The row's verdict again, by the contract's thresholds as they are now (the cache keeps the figures, which
 * depend on the method only, and the verdict measured then).
 */
function judgedNow(row: ReportRow): ReportRow {
  const f = row.check.figures;
  if (!f) return row;
  const measure = {
    whole: f.whole,
    prefix: { cost: f.prefixCost, textShare: f.textShare },
    within: { cost: f.withinCost, clipShare: f.clipShare },
  } as ReadingMeasure;
  return { ...row, check: { ...row.check, ...readVerdict(measure, row.language) } };
}

/**
 * The measured rows, Festival's put in their part by the text (`texts`: language NUL id → text), without
 * Festival's correct readings that leave words out (`dropped`: those, kept to be counted).
 */
export function withFestivalParts(rows: ReportRow[], texts: Map<string, string>) {
  const placed = rows.map((r) => {
    if (r.engine !== 'festival') return { row: r, saysAll: true };
    const text = texts.get(`${r.language}\u0000${r.id}`);
    if (text === undefined) throw new Error(`no text for Festival's ${r.language} ${r.id}`);
    const row = { ...r, split: festivalPart(r.language, text) };
    return { row, saysAll: r.class !== 'text' || festivalSaysAll(r.language, text) };
  });
  return {
    rows: placed.filter((p) => p.saysAll).map((p) => p.row),
    dropped: placed.filter((p) => !p.saysAll).map((p) => p.row),
  };
}

export function calibrationReport(measured: ReportRow[], dropped: ReportRow[] = []) {
  const rows = measured.map(judgedNow);
  const droppedRejected = dropped.map(judgedNow).filter((r) => !accepted(r)).length;
  const fitted = fitPassCosts(rows);
  const espeak = rows.filter((r) => r.engine === 'espeak');
  const festival = rows.filter((r) => r.engine === 'festival');
  const perLanguage = (subset: ReportRow[]) =>
    RECORDING_LANGUAGES.filter((l) => subset.some((r) => r.language === l)).map((l) =>
      lineOf(
        l,
        subset.filter((r) => r.language === l),
      ),
    );
  const sections = {
    heldOutSingle: perLanguage(espeak.filter((r) => r.split === 'held-out' && r.sentences === 1)),
    tuneSingle: perLanguage(espeak.filter((r) => r.split === 'tune' && r.sentences === 1)),
    threeSentences: perLanguage(espeak.filter((r) => r.sentences === 3)),
    festivalTune: perLanguage(festival.filter((r) => r.split === 'tune')),
    festivalHeldOut: perLanguage(festival.filter((r) => r.split === 'held-out')),
  };
  const text = [
    `Thresholds in the contract: pass ${T.pass}, clear ${T.clear}, partShare ${T.partShare}; passCost ${JSON.stringify(T.passCost)}`,
    `Fitted on the tuning clips (espeak-ng tuning half + Festival's tuning part; at most ${100 * FIT.rejectAtMost} % of a language's correct readings rejected, at least ${100 * FIT.catchAtLeast} % of all different texts caught, the larger): ${JSON.stringify(fitted.passCost)}`,
    `  reject side per language ${JSON.stringify(fitted.rejectSide)}; catch side ${fitted.catchSide}`,
    '',
    table('Held-out single sentences (espeak-ng readers)', sections.heldOutSingle),
    table('Tuning half, single sentences (what the thresholds were chosen on)', sections.tuneSingle),
    table('Texts of three sentences (both halves)', sections.threeSentences),
    table("Festival's voices, tuning part (chosen on, with the tuning half)", sections.festivalTune),
    table("Festival's voices, held-out part", sections.festivalHeldOut),
    `Left out: ${dropped.length} of Festival's correct readings whose voice dropped words (Hindi words with a nukta); ${pct(droppedRejected, dropped.length)} of them rejected.\n`,
    speed(espeak),
  ].join('\n');
  return { text, data: { thresholds: T, fitted, sections } };
}
