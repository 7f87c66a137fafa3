// A sentence file read as lines and rows: every kind of bad input gets its own verdict, line by line.
import { describe, expect, it } from 'vitest';
import { MAX_LINE_BYTES, readLines, type RawLine } from './import-lines.js';
import { csvFields, formatOf, readRecords } from './import-records.js';

async function* chunks(...parts: Array<Buffer | string>) {
  for (const p of parts) yield typeof p === 'string' ? Buffer.from(p) : p;
}
async function all<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of source) out.push(x);
  return out;
}

describe('readLines', () => {
  it('drops a UTF-8 byte order mark and the CR of Windows line ends', async () => {
    const lines = await all(readLines(chunks(Buffer.from([0xef, 0xbb, 0xbf]), 'first\r\nsecond\r\n')));
    expect(lines).toEqual<RawLine[]>([
      { number: 1, text: 'first', problem: null },
      { number: 2, text: 'second', problem: null },
    ]);
  });

  it('joins a line split across chunks, also inside a multi-byte character', async () => {
    const hindi = Buffer.from('नमस्ते दुनिया\nदूसरी');
    const lines = await all(
      readLines(chunks(hindi.subarray(0, 4), hindi.subarray(4, 20), hindi.subarray(20))),
    );
    expect(lines.map((l) => l.text)).toEqual(['नमस्ते दुनिया', 'दूसरी']);
  });

  it('marks only the line that is not UTF-8', async () => {
    const bad = Buffer.concat([
      Buffer.from('good one\n'),
      Buffer.from([0x61, 0xff, 0xfe, 0x62]),
      Buffer.from('\nok'),
    ]);
    const lines = await all(readLines(chunks(bad)));
    expect(lines.map((l) => l.problem)).toEqual([null, 'bad_encoding', null]);
  });

  it('does not hold a line longer than the cap, and reads on after it', async () => {
    const long = 'x'.repeat(MAX_LINE_BYTES + 10);
    const lines = await all(readLines(chunks(long.slice(0, 5000), long.slice(5000), '\nnext')));
    expect(lines).toEqual([
      { number: 1, text: null, problem: 'too_long' },
      { number: 2, text: 'next', problem: null },
    ]);
  });

  it('refuses a UTF-16 file as a whole, with what to do', async () => {
    await expect(all(readLines(chunks(Buffer.from([0xff, 0xfe, 0x41, 0x00]))))).rejects.toThrow(/UTF-8/);
  });
});

describe('rows of a table', () => {
  it('reads quoted CSV fields, doubled quotes and commas inside quotes', () => {
    expect(csvFields('"He said, ""go""",retail')).toEqual(['He said, "go"', 'retail']);
    expect(csvFields('plain,,last')).toEqual(['plain', '', 'last']);
    expect(csvFields('"never closes,retail')).toBeNull();
  });

  it('knows a file by its name', () => {
    expect([formatOf('a.TXT'), formatOf('b.tsv'), formatOf('c.csv'), formatOf('d.docx')]).toEqual([
      'txt',
      'tsv',
      'csv',
      null,
    ]);
  });

  it('takes each row’s domain, or the chosen one, and says why a row cannot be read', async () => {
    const file = 'sentence,domain\n"A, b",retail\nc d e,\nf g h,cooking\n"open,retail\n\n';
    const records = await all(readRecords(readLines(chunks(file)), 'csv', 'education'));
    expect(records).toEqual([
      { line: 2, sentence: 'A, b', domain: 'retail' },
      { line: 3, sentence: 'c d e', domain: 'education' },
      { line: 4, reason: 'unknown_domain', text: 'f g h' },
      { line: 5, reason: 'bad_row', text: '"open,retail' },
    ]);
  });

  it('reads Common Voice’s sentence_domain column in a TSV', async () => {
    const file = 'sentence_id\tsentence\tsentence_domain\nx\tOne two three.\thealthcare\n';
    expect(await all(readRecords(readLines(chunks(file)), 'tsv', null))).toEqual([
      { line: 2, sentence: 'One two three.', domain: 'healthcare' },
    ]);
  });

  it('refuses a table without a sentence column, and sentences without any domain', async () => {
    await expect(all(readRecords(readLines(chunks('text\nA b c\n')), 'tsv', 'retail'))).rejects.toThrow(
      /sentence/,
    );
    await expect(all(readRecords(readLines(chunks('A b c\n')), 'txt', null))).rejects.toThrow(/domain/);
  });
});
