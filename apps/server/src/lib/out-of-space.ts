// "The disk is full" as it reaches us: ENOSPC (or a quota's EDQUOT) from a file write, and SQLSTATE 53100
// (disk_full) from PostgreSQL or PGlite, possibly wrapped by the query builder. Such a write fails and
// changes nothing, earlier data stays intact, and the next write succeeds once space is freed; so it is
// answered 507 with a message a person can act on, not a 500 (issue 17 §2).
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

export const OUT_OF_SPACE_MESSAGE =
  'The server has run out of storage space, so this could not be saved. ' +
  'Nothing saved earlier is lost; please try again later.';

export function isOutOfSpace(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && OUT_OF_SPACE_CODES.has(code)) return true;
    const msg = (e as { message?: unknown }).message;
    if (typeof msg === 'string' && /no space left on device|disk quota exceeded/i.test(msg)) return true;
  }
  return false;
}

/** Whether the error came from a database server elsewhere (whose disk this machine cannot look at). */
export function isDatabaseDiskFull(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '53100') return true;
  }
  return false;
}
