// Makes sure an admin account exists (issue 3): from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PHONE at start, and
// from `npm run create-admin`. An existing account with that e-mail is promoted; its password is replaced
// only when asked (the CLI does, so an operator can regain access; the start-up step does not, so that an
// admin who changed their password in the app keeps it across restarts).
import type { Db } from '../../db/database.js';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  setRole,
  updateUser,
} from '../auth/users-repository.js';
import { lockAdminBootstrap } from './repository.js';

export interface AdminInput {
  email: string;
  password: string;
  phone: string | null;
}

export type EnsureAdminResult = 'created' | 'promoted' | 'updated' | 'unchanged';

export class AdminBootstrapError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminBootstrapError';
  }
}

export async function ensureAdmin(
  db: Db,
  input: AdminInput,
  opts: {
    now: Date;
    resetPassword: boolean;
    /** argon2id through the caller's bounded pool (plugins/passwords.ts, or the CLI's own). */
    hashPassword: (password: string) => Promise<string>;
    /** Told which existing account changed, so a server can drop what it cached about it (auth-cache.ts). */
    changed?: (userId: string) => void;
  },
): Promise<EnsureAdminResult> {
  const email = input.email.trim().toLowerCase();
  const phone = input.phone?.trim() || null;
  if (phone) {
    const holder = await findUserByPhone(db, phone);
    if (holder && holder.email !== email) {
      throw new AdminBootstrapError(`ADMIN_PHONE ${phone} already belongs to another account.`);
    }
  }
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      name: 'Administrator',
      email,
      phoneNo: phone,
      passwordHash: await opts.hashPassword(input.password),
      role: 'admin',
      createdAt: opts.now,
      updatedAt: opts.now,
    });
    return 'created';
  }
  let result: EnsureAdminResult = 'unchanged';
  if (existing.role !== 'admin') {
    await setRole(db, existing.id, 'admin', opts.now);
    result = 'promoted';
  }
  const changes: { phoneNo?: string; passwordHash?: string } = {};
  if (phone && existing.phoneNo !== phone) changes.phoneNo = phone;
  if (opts.resetPassword) changes.passwordHash = await opts.hashPassword(input.password);
  if (Object.keys(changes).length) {
    await updateUser(db, existing.id, changes, opts.now);
    if (result === 'unchanged') result = 'updated';
  }
  if (result !== 'unchanged') opts.changed?.(existing.id);
  return result;
}

/**
 * ensureAdmin at a server's start, one process at a time (issue 34): several processes started together on an
 * empty database each found no admin, each inserted one, and all but one crashed on the unique e-mail.
 */
export function ensureAdminAtStart(db: Db, input: AdminInput, opts: Parameters<typeof ensureAdmin>[2]) {
  return db.transaction(async (tx) => {
    await lockAdminBootstrap(tx as unknown as Db);
    return ensureAdmin(tx as unknown as Db, input, opts);
  });
}
