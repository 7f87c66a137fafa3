// Sentences (issue 32): the unit a contributor reads and a release publishes. The one home of the per-language
// rules a sentence must pass, wherever it comes from (the built-in corpus, an admin's import, a contributor's
// proposal, an LLM): the right script, a readable length, no digits, no Latin letters in Indic text, nothing a
// reader cannot say (URLs, e-mail addresses, HTML, symbols), and normalised punctuation and spaces. Duplicates
// are found on a normalised key. Common Voice's sentence collector applies rules of the same kind (≤ 14 words,
// no digits, no abbreviations); decision 0032 says where ours differ and why.
import { z } from 'zod';
import { DOMAINS, RECORDING_LANGUAGES, caseInsensitiveEnum, type RecordingLanguage } from './enums.js';
import { SCRIPT_OF_LANGUAGE, scriptOf } from './scripts.js';

export const SENTENCE_ORIGINS = ['builtin', 'import', 'community', 'llm'] as const;
export type SentenceOrigin = (typeof SENTENCE_ORIGINS)[number];
export const SENTENCE_STATUSES = ['pending', 'validated', 'rejected', 'retired'] as const;
export type SentenceStatus = (typeof SENTENCE_STATUSES)[number];
/** A sentence's split, like its speaker's: held-out sentences are only ever read by held-out speakers. */
export const SENTENCE_SPLITS = ['train', 'dev', 'test'] as const;
export type SentenceSplit = (typeof SENTENCE_SPLITS)[number];

/** Why a contributor reports a sentence from the recording flow. */
export const SENTENCE_REPORT_REASONS = ['hard_to_read', 'offensive', 'spelling', 'other'] as const;
export type SentenceReportReason = (typeof SENTENCE_REPORT_REASONS)[number];

/**
 * How a recording's transcript is vouched for: it named the reading text the server issued ('issued'); its text
 * equals one issued to that user within a day (SPEC's own client sends only the text: 'matched'); or neither
 * ('unverified': kept and graded, never released).
 */
export const TEXT_SOURCES = ['issued', 'matched', 'unverified'] as const;
export type TextSource = (typeof TEXT_SOURCES)[number];

/** Why a line is not a sentence we can offer, one code per rule (the web words each in ten languages). */
export const SENTENCE_REJECTIONS = [
  'empty',
  'too_long',
  'bad_encoding',
  'url',
  'email',
  'html',
  'digits',
  'wrong_script',
  'latin_in_indic',
  'mixed_scripts',
  'symbols',
  'abbreviation',
  'spec_reserved',
  'too_few_words',
  'too_many_words',
  'duplicate',
] as const;
export type SentenceRejection = (typeof SENTENCE_REJECTIONS)[number];

/** English for the command line and the API's messages; the web has its own words in every catalog. */
export const SENTENCE_REJECTION_TEXT: Record<SentenceRejection, string> = {
  empty: 'the line is empty',
  too_long: `the line is longer than ${400} characters`,
  bad_encoding: 'the line is not valid UTF-8 text',
  url: 'it contains a web address',
  email: 'it contains an e-mail address',
  html: 'it contains HTML',
  digits: 'it contains digits (write numbers as words)',
  wrong_script: 'it is not written in the language’s script',
  latin_in_indic: 'it contains Latin letters',
  mixed_scripts: 'it mixes the letters of two Indian scripts',
  symbols: 'it contains symbols a reader cannot say',
  abbreviation: 'it contains an abbreviation (write the words out)',
  spec_reserved: 'it contains the word “error”, which the original client replaces with its fallback text',
  too_few_words: 'it has too few words',
  too_many_words: 'it has too many words',
  duplicate: 'the same sentence is already there',
};

/** Longer lines are refused before any other rule runs (a pasted page, a 5,000-character line). */
export const SENTENCE_MAX_CHARS = 400;

export interface WordBounds {
  min: number;
  max: number;
}
/**
 * Words per sentence. Common Voice caps at 14 so a sentence is read in one breath; 3 keeps a clip long enough
 * to be worth training on. A language may set its own bounds (decision 0032): none does yet.
 */
export const SENTENCE_WORD_BOUNDS: Record<RecordingLanguage, WordBounds> = Object.fromEntries(
  RECORDING_LANGUAGES.map((language) => [language, { min: 3, max: 14 }]),
) as Record<RecordingLanguage, WordBounds>;

/** Languages that end a sentence with the danda (।) rather than a full stop. */
const DANDA_LANGUAGES = new Set<RecordingLanguage>(['Hindi', 'Bengali', 'Odia', 'Punjabi']);

// Punctuation a reader passes over without saying it; anything else that is not a letter or a mark is a symbol.
const SAYABLE_PUNCTUATION = new Set([...' .,?!;:\'"-–—()…', '।', '॥']);
const JOINERS = /[\u200c\u200d]/gu;
const IS_JOINER = /^[\u200c\u200d]$/u;
const INVISIBLE = /[\ufeff\u200b\u00ad\u2060]/gu;
const URL_PATTERN = /(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|org|net|in|io|gov|edu)\b/iu;
const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const HTML_PATTERN = /<\/?[a-z!][^>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/iu;
const DIGIT = /\p{Nd}/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * The form a sentence is stored and shown in: Unicode NFC, invisible characters dropped, every run of spaces one
 * space, typographic quotes straight, no space before closing punctuation, the danda for languages that use it.
 * The same text always normalises the same way, so its id (a hash of this form) is stable.
 */
export function normaliseSentence(raw: string, language?: RecordingLanguage): string {
  let text = raw
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/[\s\p{Zs}]+/gu, ' ')
    .replace(/[‘’‚′`]/gu, "'")
    .replace(/[“”„″]/gu, '"')
    .replace(/\.{3}/gu, '…')
    .replace(/ +([.,?!;:…।॥)])/gu, '$1')
    .replace(/\( +/gu, '(')
    .trim();
  if (language && DANDA_LANGUAGES.has(language)) text = text.replace(/(?<=[\p{L}\p{M}]) ?[.|](?= |$)/gu, '।');
  return text;
}

/** The key duplicates are found on: the normalised text without punctuation, joiners or letter case. */
export function sentenceKey(text: string): string {
  return normaliseSentence(text)
    .toLowerCase()
    .replace(JOINERS, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/ +/gu, ' ')
    .trim();
}

/** Words as a reader says them: space-separated runs that hold at least one letter. */
export function sentenceWords(text: string): string[] {
  return text.split(' ').filter((word) => LETTER_OR_MARK.test(word));
}

export type SentenceCheck =
  { ok: true; text: string; key: string } | { ok: false; reason: SentenceRejection; text: string };

function scriptProblem(text: string, language: RecordingLanguage): SentenceRejection | null {
  const expected = SCRIPT_OF_LANGUAGE[language];
  let own = 0;
  let latin = 0;
  let otherIndic = 0;
  for (const ch of text) {
    if (!LETTER_OR_MARK.test(ch)) continue;
    const script = scriptOf(ch.codePointAt(0) ?? 0);
    if (script === expected) own += 1;
    else if (script === 'Latin') latin += 1;
    else otherIndic += 1; // another Indian script, or letters of a script we do not know at all
  }
  if (own === 0) return 'wrong_script';
  if (expected === 'Latin') return otherIndic > 0 ? 'wrong_script' : null;
  if (latin > 0) return 'latin_in_indic';
  return otherIndic > 0 ? 'mixed_scripts' : null;
}

function symbolProblem(text: string): boolean {
  for (const ch of text) {
    if (LETTER_OR_MARK.test(ch) || SAYABLE_PUNCTUATION.has(ch) || IS_JOINER.test(ch)) continue;
    return true;
  }
  return false;
}

// An acronym (two or more capitals: "UPI", "ATM") or letters with full stops ("e.g.", "U.S.") is read
// differently by different people, so the transcript would not say what was read.
const ABBREVIATION = /(?:^|[\s("'])(?:\p{Lu}{2,}|(?:\p{L}\.){2,})(?=$|[\s.,?!;:)"'])/u;

/**
 * Checks one sentence against the language's rules. The first rule it breaks is its reason; a sentence that
 * passes comes back normalised, with its duplicate key.
 */
export function checkSentence(raw: string, language: RecordingLanguage): SentenceCheck {
  if (raw.length > SENTENCE_MAX_CHARS * 2) return { ok: false, reason: 'too_long', text: raw.slice(0, 80) };
  const text = normaliseSentence(raw, language);
  const fail = (reason: SentenceRejection): SentenceCheck => ({ ok: false, reason, text });
  if (text === '') return fail('empty');
  if (text.length > SENTENCE_MAX_CHARS) return fail('too_long');
  if (text.includes('\ufffd')) return fail('bad_encoding');
  if (HTML_PATTERN.test(text)) return fail('html');
  if (EMAIL_PATTERN.test(text)) return fail('email');
  if (URL_PATTERN.test(text)) return fail('url');
  if (DIGIT.test(text)) return fail('digits');
  const script = scriptProblem(text, language);
  if (script) return fail(script);
  if (symbolProblem(text)) return fail('symbols');
  if (language === 'English' && ABBREVIATION.test(text)) return fail('abbreviation');
  // SPEC §5: the original client swaps any text containing 'error' or 'Error' for its fallback sentence.
  if (/error|Error/u.test(text)) return fail('spec_reserved');
  const words = sentenceWords(text).length;
  const bounds = SENTENCE_WORD_BOUNDS[language];
  if (words < bounds.min) return fail('too_few_words');
  if (words > bounds.max) return fail('too_many_words');
  return { ok: true, text, key: sentenceKey(text) };
}

export const sentenceDomainSchema = caseInsensitiveEnum(DOMAINS, 'domain');
export const sentenceLanguageSchema = caseInsensitiveEnum(RECORDING_LANGUAGES, 'language');
export const sentenceRejectionSchema = z.enum(SENTENCE_REJECTIONS);
