// The storage driver the configuration names (DESIGN §1): the server's plugin and the CLIs build it alike.
// The S3 driver is imported only when configured: the AWS SDK is ~5 MB of heap and more of compiled code
// that a server on local disk would carry for nothing (docs/decisions/0021).
import type { Config } from '../config.js';
import { createLocalStorage } from './local.js';
import type { Storage } from './types.js';

export async function storageFromConfig({ storage }: Pick<Config, 'storage'>): Promise<Storage> {
  if (storage.driver !== 's3') return createLocalStorage(storage.localDir);
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage({
    bucket: storage.s3.bucket,
    region: storage.s3.region,
    endpoint: storage.s3.endpoint,
    forcePathStyle: storage.s3.forcePathStyle,
  });
}
