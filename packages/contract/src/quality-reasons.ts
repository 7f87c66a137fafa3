// Why a clip got its grade, as codes with numbers (issue 19): the database keeps these, so a grade given
// today reads right in any language tomorrow. `reasonText` words one in English, exactly as the rubric
// always has (the API's `reasons` list); the web words it in the reader's language from its catalog
// (`reason.<code>`). Numbers are kept as shown: rounded to the digits the sentence prints.
import { z } from 'zod';

export const REASON_CODES = [
  'no_speech',
  'low_speech_share',
  'too_quiet',
  'noise_very_high',
  'noise_high',
  'noise_some',
  'silence_before',
  'silence_after',
  'partial_read',
  'slow_read',
  'too_short',
  'clipped',
  'dc_offset',
  // The read-check (issue 35): the clip does not say its text.
  'read_different_text',
  'read_stopped_early',
  'read_extra_speech',
  'clear_no_noise',
  'clear',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const qualityReasonSchema = z.object({
  code: z.enum(REASON_CODES),
  /** The figures the sentence names: percent, dbfs, db or seconds, as printed. */
  params: z.record(z.string(), z.number()),
});
export type QualityReason = z.infer<typeof qualityReasonSchema>;

/** A number as the English sentences print it: typographic minus, never "−0". */
function num(value: number | undefined, digits: number): string {
  const text = (value ?? 0).toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text.replace('-', '\u2212');
}

/** Digits after the point each parameter is printed with (and stored rounded to). */
const DIGITS: Record<ReasonCode, Record<string, number>> = {
  no_speech: {},
  low_speech_share: { percent: 0 },
  too_quiet: { dbfs: 0 },
  noise_very_high: { db: 0 },
  noise_high: { db: 0 },
  noise_some: { db: 0 },
  silence_before: { seconds: 1 },
  silence_after: { seconds: 1 },
  partial_read: {},
  slow_read: {},
  too_short: { seconds: 1 },
  clipped: { percent: 2 },
  dc_offset: { percent: 0 },
  read_different_text: {},
  read_stopped_early: {},
  read_extra_speech: {},
  clear_no_noise: {},
  clear: { db: 0 },
};

/** A reason with its numbers rounded to what its sentence shows. */
export function qualityReason(code: ReasonCode, params: Record<string, number> = {}): QualityReason {
  const rounded: Record<string, number> = {};
  for (const [name, digits] of Object.entries(DIGITS[code])) {
    const raw = params[name];
    const value = raw !== undefined && Number.isFinite(raw) ? raw : 0;
    // Clipping below 0.1 % shows two decimals, above it one (the rubric's wording).
    const places = code === 'clipped' && value >= 0.1 ? 1 : digits;
    rounded[name] = Number(value.toFixed(places)) || 0;
  }
  return { code, params: rounded };
}

/** The English sentence of a reason (what the API's `reasons` list carries). */
export function reasonText({ code, params: p }: QualityReason): string {
  switch (code) {
    case 'no_speech':
      return 'No speech detected';
    case 'low_speech_share':
      return `Only ${num(p.percent, 0)}% of the clip contains speech`;
    case 'too_quiet':
      return `Too quiet: speech level ${num(p.dbfs, 0)} dBFS`;
    case 'noise_very_high':
      return `Background noise is very high (SNR ${num(p.db, 0)} dB)`;
    case 'noise_high':
      return `Background noise is high (SNR ${num(p.db, 0)} dB)`;
    case 'noise_some':
      return `Some background noise (SNR ${num(p.db, 0)} dB)`;
    case 'silence_before':
      return `Long silence before speaking (${num(p.seconds, 1)} s)`;
    case 'silence_after':
      return `Long silence after speaking (${num(p.seconds, 1)} s)`;
    case 'partial_read':
      return 'Only part of the paragraph seems to have been read';
    case 'slow_read':
      return 'Reading is much slower than expected for this paragraph';
    case 'too_short':
      return `Recording is too short (${num(p.seconds, 1)} s)`;
    case 'clipped':
      return `Audio is clipped (${num(p.percent, (p.percent ?? 0) < 0.1 ? 2 : 1)}% of samples)`;
    case 'dc_offset':
      return `The microphone adds a DC offset (${num(p.percent, 0)}% of full scale)`;
    case 'read_different_text':
      return 'The words heard do not match the text';
    case 'read_stopped_early':
      return 'The end of the text seems to be missing';
    case 'read_extra_speech':
      return 'There is more speech than the text (read twice, or other voices)';
    case 'clear_no_noise':
      return 'Clear speech with no audible background noise';
    case 'clear':
      return `Clear speech, well above the background (SNR ${num(p.db, 0)} dB)`;
  }
}
