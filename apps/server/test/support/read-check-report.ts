// The read-check's calibration report (scripts/calibrate-read-check.mjs): thresholds fitted on the tuning
// half, every figure measured on the held-out half, per language, as markdown tables for decision 0043.
import { READ_CHECK_THRESHOLDS as T } from '@dhvani/contract/audio-thresholds';
import { RECORDING_LANGUAGES, type RecordingLanguage } from '@dhvani/contract/enums';
import type { ReadCheck } from '@dhvani/contract/read-check';
import type { ReadingMeasure } from '../../src/audio/read-check/measure-reading.js';
import { mismatchCost, readVerdict } from '../../src/audio/read-check/verdict.js';
import type { MeasuredItem, SetClass } from './read-check-set.js';

export type ReportRow = MeasuredItem & { engine: 'espeak' | 'festival' };

const WRONG: Array<Exclude<SetClass, 'text'>> = ['different', 'half', 'twice'];
const RIGHT_KIND = { different: 'different-text', half: 'stopped-early', twice: 'extra-speech' } as const;

/** The cost behind a check; a clip not compared counts as the worst (it is not accepted either). */
function costOf(check: ReadCheck): number {
  const f = check.figures;
  if (!f) return Infinity;
  return mismatchCost({
    whole: f.whole,
    prefix: { cost: f.prefixCost, textShare: f.textShare },
    within: { cost: f.withinCost, clipShare: f.clipShare },
  });
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}

/** Probability that a correct reading scores above a wrong one (ties count half). */
export function rocAuc(right: number[], wrong: number[]): number {
  let wins = 0;
  for (const r of right) for (const w of wrong) wins += r > w ? 1 : r === w ? 0.5 : 0;
  return right.length && wrong.length ? wins / (right.length * wrong.length) : NaN;
}

/** Per language, the cost that 1.5 % of the tuning half's correct single-sentence readings exceed. */
export function fitPassCosts(rows: ReportRow[]): Record<RecordingLanguage, number> {
  const fitted = {} as Record<RecordingLanguage, number>;
  for (const language of RECORDING_LANGUAGES) {
    const costs = rows
      .filter(
        (r) => r.engine === 'espeak' && r.split === 'tune' && r.sentences === 1 && r.language === language,
      )
      .filter((r) => r.class === 'text')
      .map((r) => costOf(r.check))
      .filter(Number.isFinite);
    fitted[language] = costs.length ? Math.ceil(quantile(costs, 0.985) * 100) / 100 : NaN;
  }
  return fitted;
}

const pct = (part: number, of: number) => (of ? `${((100 * part) / of).toFixed(1)} %` : '–');
const score = (r: ReportRow) => r.check.score ?? 0;
const accepted = (r: ReportRow) => r.check.outcome === 'says-text';

interface Line {
  language: string;
  texts: number;
  rejected: number;
  auc: Record<string, number>;
  caught: Record<string, [number, number]>;
  rightKind: Record<string, [number, number]>;
  clearTexts: number;
}

function lineOf(language: string, rows: ReportRow[]): Line {
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
    '| language | correct readings | rejected | AUC vs different | AUC vs first half | AUC vs twice | different caught | first half caught | twice caught | fault named right | correct readings "clear" |';
  const rows = lines.map((l) => {
    const [dc, dn] = l.caught.different!;
    const [hc, hn] = l.caught.half!;
    const [tc, tn] = l.caught.twice!;
    const kinds = WRONG.reduce<[number, number]>(
      ([named, of], c) => [named + l.rightKind[c]![0], of + l.rightKind[c]![1]],
      [0, 0],
    );
    const auc = (c: string) => (Number.isNaN(l.auc[c]) ? '–' : l.auc[c]!.toFixed(3));
    return `| ${l.language} | ${l.texts} | ${pct(l.rejected, l.texts)} | ${auc('different')} | ${auc('half')} | ${auc('twice')} | ${pct(dc, dn)} | ${pct(hc, hn)} | ${pct(tc, tn)} | ${pct(...kinds)} | ${l.clearTexts} |`;
  });
  return `### ${title}\n\n${head}\n|${'---|'.repeat(11)}\n${rows.join('\n')}\n`;
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

export function calibrationReport(measured: ReportRow[]) {
  const rows = measured.map(judgedNow);
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
  const heldOut = espeak.filter((r) => r.split === 'held-out');
  const sections = {
    heldOutSingle: perLanguage(heldOut.filter((r) => r.sentences === 1)),
    tuneSingle: perLanguage(espeak.filter((r) => r.split === 'tune' && r.sentences === 1)),
    threeSentences: perLanguage(espeak.filter((r) => r.sentences === 3)),
    festival: perLanguage(festival),
  };
  const text = [
    `Thresholds in the contract: pass ${T.pass}, clear ${T.clear}, partShare ${T.partShare}; passCost ${JSON.stringify(T.passCost)}`,
    `Fitted on the tuning half (cost 1.5 % of correct single sentences exceed): ${JSON.stringify(fitted)}`,
    '',
    table('Held-out single sentences (espeak-ng readers)', sections.heldOutSingle),
    table('Tuning half, single sentences (what the thresholds were chosen on)', sections.tuneSingle),
    table('Texts of three sentences (both halves)', sections.threeSentences),
    table("Festival's voices (another synthesiser, held-out sentences)", sections.festival),
    speed(espeak),
  ].join('\n');
  return { text, data: { thresholds: T, fitted, sections } };
}
