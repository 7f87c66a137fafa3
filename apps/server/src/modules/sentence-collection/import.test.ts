// An admin's import through the API (issue 32): the dry run gives each bad line its reason and adds nothing;
// the import adds exactly what the dry run accepted, validated (or pending for review), in one transaction;
// the same file again adds nothing; a file that cannot be read as sentences is refused at once.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SENTENCE_IMPORT_MESSAGES } from '@dhvani/contract/sentence-imports';
import { bearer, registerAdmin, registerUser, type RegisteredUser } from '../../../test/support/accounts.js';
import {
  GOOD_HINDI,
  countSentences,
  dryRun,
  importChecked,
  runImportJob,
  uploadImport,
} from '../../../test/support/sentence-imports.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { resetDatabase, testDatabase } from '../../../test/support/test-database.js';
import { rowsOf } from '../../db/migrate.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
// A Devanagari lead byte cut short, then a byte UTF-8 never uses.
const NOT_UTF8 = Buffer.from([0xe0, 0xa4, 0x41, 0xff]);

describe('sentence imports', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let builtin: string;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await resetDatabase(await testDatabase());
    admin = await registerAdmin(t.app);
    const [row] = rowsOf<{ text: string }>(
      await t.app.db.execute(
        sql`SELECT text FROM sentences WHERE language = 'Hindi' AND status = 'validated' ORDER BY id LIMIT 1`,
      ),
    );
    builtin = row!.text;
  });

  /** A file of every kind of line: BOM, CRLF, a line not UTF-8, 5,000 characters, HTML, mixed scripts … */
  function mixedFile(): Buffer {
    const lines: Array<string | Buffer> = [
      `${GOOD_HINDI[0]}\r\n`, // 1: with the BOM before it
      `${GOOD_HINDI[1]}\r\n`, // 2
      Buffer.concat([NOT_UTF8, Buffer.from('\n')]), // 3: bad_encoding
      `${'क'.repeat(5000)}\n`, // 4: too_long
      '<b>यह मोटा पाठ है</b>\n', // 5: html
      'यह वाक्य தமிழ் शब्द रखता है।\n', // 6: mixed_scripts
      'मुझे WiFi का पासवर्ड चाहिए।\n', // 7: latin_in_indic
      'मेरे पास पाँच 5 किताबें हैं।\n', // 8: digits
      'नमस्ते।\n', // 9: too_few_words
      `${GOOD_HINDI[0]}\n`, // 10: duplicate within the file
      `${builtin}\n`, // 11: duplicate of the database
      '\n', // blank: skipped
      `  ${GOOD_HINDI[2]!.replace('।', '.')}  `, // 13: normalised (spaces, the danda), no final newline
    ];
    return Buffer.concat([BOM, ...lines.map((l) => (Buffer.isBuffer(l) ? l : Buffer.from(l)))]);
  }

  it('dry-runs a file: a reason for each bad line, examples with line numbers, nothing added', async () => {
    const checked = await dryRun(t.app, admin.accessToken, mixedFile(), 'mixed.txt');
    expect(checked.state).toBe('checked');
    expect(checked.report).toMatchObject({
      format: 'txt',
      lines: 12,
      accepted: 3,
      rejected: {
        bad_encoding: 1,
        too_long: 1,
        html: 1,
        mixed_scripts: 1,
        latin_in_indic: 1,
        digits: 1,
        too_few_words: 1,
        duplicate: 2,
      },
    });
    const lineOf = (reason: string) =>
      checked.report!.examples.filter((e) => e.reason === reason).map((e) => e.line);
    expect([lineOf('bad_encoding'), lineOf('too_long'), lineOf('html'), lineOf('duplicate')]).toEqual([
      [3],
      [4],
      [5],
      [10, 11],
    ]);
    expect(await countSentences(t.app, sql`origin = 'import'`)).toBe(0);
  });

  it('imports what the dry run accepted, validated, with ids, splits and its source; again adds nothing', async () => {
    const checked = await dryRun(t.app, admin.accessToken, mixedFile(), 'mixed.txt', { source: 'Pustak' });
    const done = await importChecked(t.app, admin.accessToken, checked._id);
    expect([done.state, done.imported, done.duplicatesAtImport]).toEqual(['imported', 3, 0]);
    const rows = rowsOf<{
      id: string;
      text: string;
      status: string;
      split: string;
      source: string;
      added_by: string;
    }>(await t.app.db.execute(sql`SELECT * FROM sentences WHERE origin = 'import' ORDER BY text`));
    expect(rows.map((r) => r.text).sort()).toEqual([GOOD_HINDI[0], GOOD_HINDI[1], GOOD_HINDI[2]].sort());
    for (const r of rows) {
      expect(r.id).toBe(createHash('sha256').update(r.text).digest('hex'));
      expect([r.status, r.source, r.added_by]).toEqual(['validated', 'Pustak', admin.user._id]);
      expect(['train', 'dev', 'test']).toContain(r.split);
    }
    const audit = rowsOf<{ action: string }>(await t.app.db.execute(sql`SELECT action FROM admin_audit`));
    expect(audit.map((a) => a.action)).toEqual(['sentence.import']);

    const again = await dryRun(t.app, admin.accessToken, mixedFile(), 'mixed.txt');
    expect([again.report!.accepted, again.report!.rejected.duplicate]).toEqual([0, 5]);
    const second = await importChecked(t.app, admin.accessToken, again._id);
    expect(second.imported).toBe(0);
    expect(await countSentences(t.app, sql`origin = 'import'`)).toBe(3);
  });

  it('imports pending sentences when the admin asks for community review', async () => {
    const checked = await dryRun(t.app, admin.accessToken, GOOD_HINDI.join('\n'), 'review.txt', {
      review: 'true',
    });
    await importChecked(t.app, admin.accessToken, checked._id);
    expect(
      await countSentences(t.app, sql`origin = 'import' AND status = 'pending' AND decided_at IS NULL`),
    ).toBe(4);
  });

  it('reads a TSV or CSV with a domain column, and a domain left empty takes the chosen one', async () => {
    const tsv = `sentence\tdomain\n${GOOD_HINDI[0]}\tretail\n${GOOD_HINDI[1]}\tcooking\n${GOOD_HINDI[2]}\t\n`;
    const checked = await dryRun(t.app, admin.accessToken, tsv, 'file.tsv', { domain: 'education' });
    expect(checked.report).toMatchObject({
      format: 'tsv',
      lines: 3,
      accepted: 2,
      rejected: { unknown_domain: 1 },
    });
    await importChecked(t.app, admin.accessToken, checked._id);
    const rows = rowsOf<{ domain: string }>(
      await t.app.db.execute(sql`SELECT domain FROM sentences WHERE origin = 'import' ORDER BY domain`),
    );
    expect(rows.map((r) => r.domain)).toEqual(['education', 'retail']);

    const csv = `domain,sentence\nfmcg,"${GOOD_HINDI[3]}"\n`;
    const fromCsv = await dryRun(t.app, admin.accessToken, csv, 'file.csv', { domain: '' });
    expect(fromCsv.report).toMatchObject({ format: 'csv', accepted: 1 });
  });

  it('refuses at once a file that cannot be read as sentences, and stores nothing', async () => {
    const refused = async (file: Buffer | string, name: string, fields = {}) => {
      const res = await uploadImport(t.app, admin.accessToken, file, name, fields);
      return [res.statusCode, res.json().message];
    };
    expect(await refused('x', 'notes.docx')).toEqual([400, SENTENCE_IMPORT_MESSAGES.unknownFormat]);
    expect(await refused('text\nएक दो तीन\n', 'a.csv')).toEqual([
      400,
      SENTENCE_IMPORT_MESSAGES.noSentenceColumn,
    ]);
    expect(await refused('एक दो तीन\n', 'a.txt', { domain: '' })).toEqual([
      400,
      SENTENCE_IMPORT_MESSAGES.domainNeeded,
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('एक दो तीन', 'utf16le')]);
    expect(await refused(utf16, 'a.txt')).toEqual([400, SENTENCE_IMPORT_MESSAGES.notUtf8]);
    expect(await refused('एक दो तीन\n', 'a.txt', { language: 'Marathi' })).toEqual([
      400,
      expect.stringContaining('language must be one of'),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/sentence-imports',
      headers: bearer(admin.accessToken),
    });
    expect(list.json().data).toEqual([]);
  });

  it('imports only a checked file, once; a discarded one adds nothing', async () => {
    const checked = await dryRun(t.app, admin.accessToken, GOOD_HINDI.join('\n'), 'a.txt');
    const discard = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/sentence-imports/${checked._id}`,
      headers: bearer(admin.accessToken),
    });
    expect(discard.json().data.state).toBe('discarded');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/sentence-imports/${checked._id}/import`,
      headers: bearer(admin.accessToken),
    });
    expect([late.statusCode, late.json().message]).toEqual([409, SENTENCE_IMPORT_MESSAGES.notChecked]);
    expect(await countSentences(t.app, sql`origin = 'import'`)).toBe(0);
    expect(rowsOf(await t.app.db.execute(sql`SELECT 1 FROM sentence_import_rows`))).toEqual([]);
  });

  it('adds nothing of a file whose import fails half-way, and can be imported again after', async () => {
    const file = Array.from(
      { length: 30 },
      (_, i) => `${GOOD_HINDI[i % 4]!.replace('।', '')} क्रम ${'अ'.repeat(i + 1)}।`,
    );
    const checked = await dryRun(t.app, admin.accessToken, file.join('\n'), 'a.txt');
    expect(checked.report!.accepted).toBe(30);
    // The 20th sentence inserted fails: the 19 before it must not stay.
    const database = await testDatabase();
    await database.exec(`
      CREATE FUNCTION fail_twentieth() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM sentences WHERE origin = 'import') >= 19 THEN RAISE EXCEPTION 'disk on fire'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER fail_twentieth BEFORE INSERT ON sentences FOR EACH ROW EXECUTE FUNCTION fail_twentieth();`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/sentence-imports/${checked._id}/import`,
        headers: bearer(admin.accessToken),
      });
      expect(res.statusCode).toBe(200);
      const failed = await runImportJob(t.app, admin.accessToken, checked._id, 'commit');
      expect(failed.state).toBe('importing');
      expect(await countSentences(t.app, sql`origin = 'import'`)).toBe(0);
    } finally {
      await database.exec('DROP TRIGGER fail_twentieth ON sentences; DROP FUNCTION fail_twentieth();');
    }
    const retried = await runImportJob(t.app, admin.accessToken, checked._id, 'commit');
    expect([retried.state, retried.imported]).toEqual(['imported', 30]);
  });

  it('is for admins only', async () => {
    const someone = await registerUser(t.app);
    const res = await uploadImport(t.app, someone.accessToken, 'x', 'a.txt');
    expect(res.statusCode).toBe(403);
  });
});
