// The rows of a sentence file (issue 32, docs/sentences.md): a .txt file is one sentence a line; a .tsv or
// .csv file is a table whose first line names its columns, one of them `sentence` and optionally `domain`
// (Common Voice's `sentence_domain` is read as well). TSV fields are not quoted (a tab never occurs in a
// sentence); CSV fields may be, as RFC 4180 writes them, within one line. Blank lines are skipped.
import { DOMAINS, type Domain } from '@dhvani/contract/enums';
import {
  IMPORT_FORMATS,
  SENTENCE_IMPORT_MESSAGES,
  type ImportFormat,
  type ImportRejection,
} from '@dhvani/contract/sentence-imports';
import { ImportFileError, type RawLine } from './import-lines.js';

export interface ImportRecord {
  line: number;
  sentence: string;
  domain: Domain;
}
export interface RejectedRecord {
  line: number;
  reason: ImportRejection;
  text: string;
}

/** The format a file name says, or null. */
export function formatOf(fileName: string): ImportFormat | null {
  const ending = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return (IMPORT_FORMATS as readonly string[]).includes(ending ?? '') ? (ending as ImportFormat) : null;
}

/** One CSV line's fields, or null when a quoted field never closes. */
export function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      let j = i + 1;
      for (;;) {
        const close = line.indexOf('"', j);
        if (close === -1) return null;
        value += line.slice(j, close);
        if (line[close + 1] === '"') {
          value += '"';
          j = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      // Anything between the closing quote and the comma is kept, as spreadsheets do.
      const comma = line.indexOf(',', i);
      fields.push(value + (comma === -1 ? line.slice(i) : line.slice(i, comma)));
      if (comma === -1) return fields;
      i = comma + 1;
    } else {
      const comma = line.indexOf(',', i);
      fields.push(comma === -1 ? line.slice(i) : line.slice(i, comma));
      if (comma === -1) return fields;
      i = comma + 1;
    }
  }
}

const fieldsOf = (format: ImportFormat, line: string) =>
  format === 'csv' ? csvFields(line) : format === 'tsv' ? line.split('\t') : [line];

export interface FileLayout {
  format: ImportFormat;
  sentenceColumn: number;
  /** null: the file has no domain column. */
  domainColumn: number | null;
  defaultDomain: Domain | null;
}

/**
 * The file's layout from its first line (a table's header), or an ImportFileError saying what is wrong:
 * a table without a `sentence` column, or sentences without a domain.
 */
export function layoutOf(format: ImportFormat, firstLine: string | null, defaultDomain: Domain | null) {
  let layout: FileLayout = { format, sentenceColumn: 0, domainColumn: null, defaultDomain };
  if (format !== 'txt') {
    const names = (fieldsOf(format, firstLine ?? '') ?? []).map((n) => n.trim().toLowerCase());
    const sentenceColumn = names.indexOf('sentence');
    if (sentenceColumn === -1) throw new ImportFileError(SENTENCE_IMPORT_MESSAGES.noSentenceColumn);
    const domain = names.indexOf('domain');
    const domainColumn = domain === -1 ? names.indexOf('sentence_domain') : domain;
    layout = { ...layout, sentenceColumn, domainColumn: domainColumn === -1 ? null : domainColumn };
  }
  if (layout.domainColumn === null && !defaultDomain) {
    throw new ImportFileError(SENTENCE_IMPORT_MESSAGES.domainNeeded);
  }
  return layout;
}

const DOMAIN_BY_NAME = new Map<string, Domain>(DOMAINS.map((d) => [d, d]));

/**
 * The file's records, in order: a sentence with its domain, or a row that cannot be one (with why). The
 * sentence rules themselves are applied by the caller.
 */
export async function* readRecords(
  lines: AsyncIterable<RawLine>,
  format: ImportFormat,
  defaultDomain: Domain | null,
): AsyncGenerator<ImportRecord | RejectedRecord> {
  let layout: FileLayout | null = format === 'txt' ? layoutOf(format, null, defaultDomain) : null;
  for await (const raw of lines) {
    if (raw.problem) {
      yield { line: raw.number, reason: raw.problem, text: '' };
      continue;
    }
    const text = raw.text ?? '';
    if (!layout) {
      layout = layoutOf(format, text, defaultDomain);
      continue;
    }
    if (text.trim() === '') continue;
    const fields = fieldsOf(format, text);
    if (!fields) {
      yield { line: raw.number, reason: 'bad_row', text };
      continue;
    }
    const sentence = fields[layout.sentenceColumn] ?? '';
    const named = layout.domainColumn === null ? '' : (fields[layout.domainColumn] ?? '').trim();
    const domain = named ? DOMAIN_BY_NAME.get(named.toLowerCase()) : (layout.defaultDomain ?? undefined);
    if (!domain) {
      yield { line: raw.number, reason: named ? 'unknown_domain' : 'no_domain', text: sentence };
      continue;
    }
    yield { line: raw.number, sentence, domain };
  }
  // An empty table still has to say what it holds.
  if (!layout) layoutOf(format, null, defaultDomain);
}
