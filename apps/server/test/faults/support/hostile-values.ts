// Hostile values for the hostile-input test: strings an attacker or a broken client sends, wrong types,
// ids that are not ids, bad credentials and malformed bodies.
import { randomUUID } from 'node:crypto';

export const SCRIPT = '<script>alert("dhvani")</script>';
export const IMG = '"><img src=x onerror=alert(1)>';

/** Put into every text field of every body, query and header we send. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  "admin@example.test' UNION SELECT password_hash FROM users --",
  SCRIPT,
  IMG,
  '../../../../etc/passwd',
  '${jndi:ldap://127.0.0.1/x}{{7*7}}',
  'nul\u0000byte',
  '\u202egnp.exe \ud800',
  'x'.repeat(60_000),
];

/** Replace each field with these (JSON values of the wrong type). */
export const WRONG_TYPES: unknown[] = [12345, true, null, [], { $ne: null }, ['a', 'b']];

/** Path ids that are not a stored recording's UUID. */
export const HOSTILE_IDS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '....%2F%2F....%2F%2Fetc',
  'not-a-uuid',
  "1'%20OR%20'1'%3D'1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '0'.repeat(5000),
  '%E0%A4%A',
  randomUUID(),
  '00000000-0000-0000-0000-000000000000',
];

/** Deeply nested JSON: 20,000 levels of arrays, and 5,000 levels of objects. */
export const DEEP_ARRAYS = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
export const DEEP_OBJECTS = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

/** A JWT signed with "none", claiming to be `sub`. */
export function unsignedJwt(sub: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, role: 'admin', ver: 0, exp: 4_102_444_800 })}.`;
}

/** Authorization headers that must not authenticate anyone. */
export function badAuthorizations(deletedUserToken: string, someUserId: string): (string | undefined)[] {
  return [
    undefined,
    'Bearer',
    'Bearer not.a.jwt',
    `Bearer ${deletedUserToken}`,
    `Bearer ${unsignedJwt(someUserId)}`,
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'x'.repeat(8000)}`,
    `Bearer ${SCRIPT}`,
  ];
}
