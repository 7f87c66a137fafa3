// What two API processes on one database must agree on (issue 34), as each one's registry row states it:
// the JWT signing key (as a keyed hash that reveals nothing of it) and where audio is stored.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { InstanceRow } from './repository.js';

/**
 * The storage's identity. S3: the endpoint and bucket. Local disk: an id written once into DATA_DIR/audio, so
 * two processes sharing one folder (the same machine, or a shared mount) agree and two folders never do.
 */
export const STORAGE_ID_FILE = '.storage-id';

export async function storageIdentity(config: Config): Promise<string> {
  const { storage } = config;
  if (storage.driver === 's3') return `s3:${storage.s3.endpoint ?? 'aws'}/${storage.s3.bucket}`;
  const file = path.join(storage.localDir, STORAGE_ID_FILE);
  await fs.mkdir(storage.localDir, { recursive: true });
  try {
    await fs.writeFile(file, randomUUID(), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return `local:${(await fs.readFile(file, 'utf8')).trim()}`;
}

export type Identity = Pick<InstanceRow, 'secretFingerprint' | 'storageId'>;

const who = (other: InstanceRow) =>
  `the API process ${other.pid} on ${other.host} (started ${other.startedAt.toISOString()})`;

/** Why this process cannot serve beside `other`, in words an operator acts on; empty when it can. */
export function disagreements(self: Identity, other: InstanceRow): string[] {
  const problems: string[] = [];
  if (self.secretFingerprint !== other.secretFingerprint)
    problems.push(
      `JWT_SECRET differs from the one of ${who(other)}: a session signed by one process would be refused by ` +
        'the other. Set the same JWT_SECRET on every API process (docs/deploy.md).',
    );
  if (self.storageId !== other.storageId)
    problems.push(
      `audio storage differs from that of ${who(other)} (${self.storageId} here, ${other.storageId} there): ` +
        'a recording saved by one process would be missing on the other. Several processes need STORAGE=s3 ' +
        'with one bucket, or one DATA_DIR they all share (docs/deploy.md).',
    );
  return problems;
}
