// The storage driver the configuration names (DESIGN §1): the server's plugin and the CLIs build it alike.
import type { Config } from '../config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { Storage } from './types.js';

export function storageFromConfig({ storage }: Pick<Config, 'storage'>): Storage {
  return storage.driver === 's3'
    ? createS3Storage({
        bucket: storage.s3.bucket,
        region: storage.s3.region,
        endpoint: storage.s3.endpoint,
        forcePathStyle: storage.s3.forcePathStyle,
      })
    : createLocalStorage(storage.localDir);
}
