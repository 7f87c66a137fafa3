// The password hashing parameters (issue 17), read by the hashing threads and the pool's owner.
/** argon2id (the library's default algorithm) with the OWASP-recommended minimum: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * Password checks that may wait per hashing thread (plugins/passwords.ts); more are refused with 429. At
 * ~15-40 ms a check, the last in the queue waits well under a second.
 */
export const PASSWORD_QUEUE_PER_THREAD = 8;
