// Splits by construction (issue 32, decision 0033): every speaker and every sentence belongs to train, dev or
// test by a keyed hash of its id with the deployment's secret, about 80/10/10, and a speaker is only ever
// offered sentences of their own split. A release's splits are then speaker- and sentence-disjoint without
// moving or dropping a clip. The key makes the assignment unpredictable from outside (nobody can pick a test
// sentence to game a benchmark) and stable for the life of the deployment.
import { createHmac } from 'node:crypto';
import type { SentenceSplit } from '@dhvani/contract/sentences';

/** The held-out splits' shares; train takes the rest. */
export const DEV_SHARE = 0.1;
export const TEST_SHARE = 0.1;

function splitOfHash(secret: string, label: string): SentenceSplit {
  const digest = createHmac('sha256', secret).update(label).digest();
  const unit = digest.readUInt32BE(0) / 2 ** 32;
  if (unit < TEST_SHARE) return 'test';
  if (unit < TEST_SHARE + DEV_SHARE) return 'dev';
  return 'train';
}

export const speakerSplit = (secret: string, userId: string) =>
  splitOfHash(secret, `speaker-split:${userId}`);
export const sentenceSplit = (secret: string, sentenceId: string) =>
  splitOfHash(secret, `sentence-split:${sentenceId}`);
