// Codes for the server's sentences (issue 19): every error whose message comes from a message table carries
// `<table>.<key>` as its `code`, so the web can word it in the reader's language; the English sentence still
// travels as `message`. The contract's tables are known here; a module with a table of its own registers it
// (registerMessageTable) where it defines it. An explicit code on the error (consent_required) wins.
import { ADMIN_MESSAGES } from '@dhvani/contract/admin';
import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { CONSENT_MESSAGES } from '@dhvani/contract/consents';
import { CONTACT_MESSAGES } from '@dhvani/contract/contact';
import { RECORDING_MESSAGES } from '@dhvani/contract/recordings';
import { REVIEW_MESSAGES } from '@dhvani/contract/reviews';
import { USER_MESSAGES } from '@dhvani/contract/users';
import type { ErrorCode } from '@dhvani/contract/envelope';

/** English sentence → code; the first table to name a sentence gives its code. */
const codes = new Map<string, string>();

export function registerMessageTable(name: string, table: Readonly<Record<string, unknown>>): void {
  for (const [key, text] of Object.entries(table)) {
    if (typeof text === 'string' && !codes.has(text)) codes.set(text, `${name}.${key}`);
  }
}

registerMessageTable('auth', AUTH_MESSAGES);
registerMessageTable('user', USER_MESSAGES);
registerMessageTable('recording', RECORDING_MESSAGES);
registerMessageTable('admin', ADMIN_MESSAGES);
registerMessageTable('consent', CONSENT_MESSAGES);
registerMessageTable('contact', CONTACT_MESSAGES);
registerMessageTable('review', REVIEW_MESSAGES);

/** The code of a sentence the server says, or undefined for one no table holds. */
export const codeOfMessage = (message: string): ErrorCode | undefined =>
  codes.get(message) as ErrorCode | undefined;
