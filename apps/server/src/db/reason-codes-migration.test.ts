// Migration 0010 turns the English reason sentences stored before issue 19 into codes with figures, such
// that reasonText words every one back exactly as it was stored.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { qualityReasonSchema, reasonText } from '@dhvani/contract/quality-reasons';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { MIGRATIONS_DIR, listMigrations, migrate, rowsOf } from './migrate.js';

/** Every sentence the rubric has written, negative figures with its typographic minus. */
const STORED = [
  'No speech detected',
  'Only 35% of the clip contains speech',
  'Too quiet: speech level \u221244 dBFS',
  'Background noise is very high (SNR \u22123 dB)',
  'Background noise is high (SNR 12 dB)',
  'Some background noise (SNR 20 dB)',
  'Long silence before speaking (6.2 s)',
  'Long silence after speaking (5.5 s)',
  'Only part of the paragraph seems to have been read',
  'Reading is much slower than expected for this paragraph',
  'Recording is too short (0.4 s)',
  'Audio is clipped (0.05% of samples)',
  'Audio is clipped (1.2% of samples)',
  'The microphone adds a DC offset (7% of full scale)',
  'Clear speech with no audible background noise',
  'Clear speech, well above the background (SNR 48 dB)',
];

describe('migration 0010: stored quality reasons become codes', () => {
  it('converts every sentence the rubric wrote, keeping order and wording', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-reason-codes-'));
    const db = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      const all = await listMigrations();
      const before = all.filter((m) => m.file < '0010');
      for (const m of before) await fs.copyFile(path.join(MIGRATIONS_DIR, m.file), path.join(dir, m.file));
      await migrate(db, dir);
      const userId = randomUUID();
      await db.db.execute(
        sql`INSERT INTO users (id, name, email, password_hash) VALUES (${userId}, 'Asha', 'asha@example.com', 'x')`,
      );
      const insert = (reasons: unknown) =>
        db.db
          .execute(sql`INSERT INTO recordings (id, user_id, language, domain, recorded_via, duration_seconds,
          size_bytes, storage_key, transcript, quality, reasons, payload_hash, created_at)
          VALUES (${randomUUID()}, ${userId}, 'Hindi', 'education', 'web', 12.5, 1000, ${randomUUID()}, 'text',
          'good', ${JSON.stringify(reasons)}::jsonb, 'h', now())`);
      await insert(STORED);
      await insert([]);

      for (const m of all.filter((x) => x.file >= '0010'))
        await fs.copyFile(path.join(MIGRATIONS_DIR, m.file), path.join(dir, m.file));
      expect(await migrate(db, dir)).toContain('0010_reason_codes.sql');

      const rows = rowsOf<{ reasons: unknown[] }>(
        await db.db.execute(sql`SELECT reasons FROM recordings ORDER BY jsonb_array_length(reasons) DESC`),
      );
      const converted = rows[0]!.reasons.map((r) => qualityReasonSchema.parse(r));
      expect(converted.map(reasonText)).toEqual(STORED);
      expect(converted[2]).toEqual({ code: 'too_quiet', params: { dbfs: -44 } });
      expect(rows[1]!.reasons).toEqual([]);
    } finally {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
