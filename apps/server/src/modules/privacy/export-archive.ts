// What a person's data export holds (issue 23): their profile, consents, token ledger and every recording
// with its text, grade and reasons as JSON, and each recording's audio as stored (WAV or FLAC), in one ZIP.
import { CONSENT_NOTICE_VERSION } from '@dhvani/contract/consents';
import type { Db } from '../../db/database.js';
import { createZipFile } from '../../lib/zip-writer.js';
import { StorageNotFoundError, type Storage } from '../../storage/types.js';
import { findUserById } from '../auth/users-repository.js';
import { findConsent, findGuardianConsent, listConsentEvents } from '../consents/repository.js';
import { recordings } from '../../db/schema/index.js';
import { toRecordingItem } from '../recordings/recording-item.js';
import { countUserRecordings, listUserRecordings, storedFormat } from '../recordings/repository.js';
import { userEntries } from '../rewards/ledger.js';
import { PermanentJobError } from '../jobs/kind.js';

const PAGE = 100;

const README = `Your data from Dhvani Shilp, as kept on the day this archive was made.

profile.json       your account: name, contacts, date of birth, city, languages, role, token balance
consents.json      the consent in force (notice version, when given or withdrawn), its whole history (who
                   made each change: you, or your parent or guardian), and a parent's or guardian's
                   consent if the account was opened under 18
token-ledger.json  every credit and reversal of tokens; the amounts add up to your balance
recordings.json    every recording as the app lists it: language, domain, duration, the text you read,
                   grade and reasons, tokens, peer review, contribution ID, and its audio file's name
recordings/        the audio of each recording, exactly as stored (WAV or FLAC)

The privacy notice (/privacy) says how long each kind of data is kept and how to use your rights.
`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

export interface ArchiveDeps {
  db: Db;
  storage: Storage;
}

/** Writes the archive of `userId` to `file`; answers its size. Reports progress per page of recordings. */
export async function writeExportArchive(
  deps: ArchiveDeps,
  userId: string,
  file: string,
  at: Date,
  progress: (p: { done: number; total: number }) => Promise<void>,
  signal: AbortSignal,
): Promise<number> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new PermanentJobError('The account no longer exists.', 'account_gone');
  const total = await countUserRecordings(deps.db, userId);
  const zip = await createZipFile(file, at);
  try {
    await zip.add('README.txt', Buffer.from(README, 'utf8'));
    await zip.add(
      'profile.json',
      json({
        _id: user.id,
        name: user.name,
        email: user.email,
        phoneNo: user.phoneNo,
        gender: user.gender,
        dob: user.dob,
        city: user.city,
        motherTongue: user.motherTongue,
        knownLanguages: user.knownLanguages,
        role: user.role,
        rewardTokens: user.rewardTokens,
        createdAt: user.createdAt.toISOString(),
        exportedAt: at.toISOString(),
      }),
    );
    const consent = await findConsent(deps.db, userId);
    const events = await listConsentEvents(deps.db, userId);
    const guardian = await findGuardianConsent(deps.db, userId);
    await zip.add(
      'consents.json',
      json({
        current: consent && {
          version: consent.version,
          givenAt: consent.givenAt.toISOString(),
          withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
          withdrawnBy: consent.withdrawnAt ? (consent.withdrawnBy ?? 'self') : null,
        },
        currentNoticeVersion: CONSENT_NOTICE_VERSION,
        history: events.map((e) => ({
          kind: e.kind,
          version: e.version,
          at: e.at.toISOString(),
          by: e.actor,
        })),
        // An account opened under 18: the guardian whose consent opened it.
        guardian: guardian && {
          phone: guardian.guardianPhone,
          version: guardian.noticeVersion,
          consentedAt: guardian.consentedAt.toISOString(),
          withdrawnAt: guardian.withdrawnAt?.toISOString() ?? null,
        },
      }),
    );
    const ledger = await userEntries(deps.db, userId);
    await zip.add(
      'token-ledger.json',
      json({
        balance: user.rewardTokens,
        entries: ledger.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      }),
    );

    const listed: unknown[] = [];
    await progress({ done: 0, total });
    for (let offset = 0; offset < total; offset += PAGE) {
      if (signal.aborted) throw new Error('export interrupted');
      const page = { limit: PAGE, offset };
      const rows = await listUserRecordings(deps.db, userId, page, { storageKey: recordings.storageKey });
      for (const { row, tokens, review, storageKey } of rows) {
        const audioFile = `recordings/${row.id}.${storedFormat(storageKey)}`;
        const audio = await deps.storage.readAll(storageKey).catch((err: unknown) => {
          if (err instanceof StorageNotFoundError) return null;
          throw err;
        });
        if (audio) await zip.add(audioFile, audio);
        // Each recording as the API lists it (recording-item.ts, the one mapping to wire names), and its file.
        listed.push({ ...toRecordingItem(row, tokens, review), audioFile: audio ? audioFile : null });
      }
      await progress({ done: Math.min(total, offset + PAGE), total });
    }
    await zip.add('recordings.json', json(listed));
    return await zip.finish();
  } catch (err) {
    await zip.abort();
    throw err;
  }
}
