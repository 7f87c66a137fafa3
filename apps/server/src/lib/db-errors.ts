// Which errors mean "the database is not reachable right now" (→ 503, retryable) rather than a bug (→ 500).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '53300', // too_many_connections
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const msg = (e as { message?: unknown }).message;
    if (
      typeof msg === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        msg,
      )
    )
      return true;
  }
  return false;
}

// Text PostgreSQL cannot store (a NUL byte, or a \u0000 escape inside JSON): the input's fault, so a 400.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

export function isUnstorableText(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
  }
  return false;
}

/**
 * A unique constraint refused the write (SQLSTATE 23505), e.g. two sign-ups with one address at once.
 * With `name`, only that constraint or index counts (a table may have several unique keys).
 */
export function isUniqueViolation(err: unknown, name?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    if (name === undefined || constraint === name || (typeof message === 'string' && message.includes(name)))
      return true;
  }
  return false;
}
