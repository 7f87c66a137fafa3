// SQL for one-time codes, verified contacts and send throttling (tables of migration 0002).
import { and, count, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  codeSends,
  verificationCodes,
  verifiedContacts,
  type CODE_PURPOSES,
  type SEND_SCOPES,
} from '../../db/schema/index.js';
import type { Channel } from '../delivery/types.js';

export type CodePurpose = (typeof CODE_PURPOSES)[number];
export type SendScope = (typeof SEND_SCOPES)[number];

// Advisory-lock namespace for throttle keys, so two sends to one destination are counted one after the other.
const LOCK_CLASS = 7242;

export async function lockKeys(tx: Db, keys: string[]): Promise<void> {
  // A fixed order means two transactions never wait on each other's second key.
  for (const key of [...keys].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`);
  }
}

/** Sends newer than `since` (one exactly that old no longer counts). */
export async function sendsSince(tx: Db, scope: SendScope, keyHash: string, since: Date) {
  const rows = await tx
    .select({
      n: count(),
      first: sql<string | Date | null>`min(${codeSends.createdAt})`,
      last: sql<string | Date | null>`max(${codeSends.createdAt})`,
    })
    .from(codeSends)
    .where(and(eq(codeSends.scope, scope), eq(codeSends.keyHash, keyHash), gt(codeSends.createdAt, since)));
  const row = rows[0];
  return {
    count: Number(row?.n ?? 0),
    first: row?.first ? new Date(row.first) : null,
    last: row?.last ? new Date(row.last) : null,
  };
}

export async function recordSend(tx: Db, keys: Array<[SendScope, string]>, now: Date, pruneBefore: Date) {
  await tx.delete(codeSends).where(lt(codeSends.createdAt, pruneBefore));
  await tx.insert(codeSends).values(keys.map(([scope, keyHash]) => ({ scope, keyHash, createdAt: now })));
}

export async function upsertCode(
  tx: Db,
  row: {
    purpose: CodePurpose;
    destinationHash: string;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    userId: string | null;
  },
) {
  const values = {
    codeHash: row.codeHash,
    userId: row.userId,
    attempts: 0,
    createdAt: row.now,
    expiresAt: row.expiresAt,
    consumedAt: null,
  };
  await tx
    .insert(verificationCodes)
    .values({ purpose: row.purpose, destinationHash: row.destinationHash, ...values })
    .onConflictDoUpdate({
      target: [verificationCodes.purpose, verificationCodes.destinationHash],
      set: values,
    });
}

const codeKey = (purpose: CodePurpose, destinationHash: string) =>
  and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.destinationHash, destinationHash));

export async function findCodeForUpdate(tx: Db, purpose: CodePurpose, destinationHash: string) {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(codeKey(purpose, destinationHash))
    .for('update');
  return row ?? null;
}

export async function addWrongAttempt(tx: Db, purpose: CodePurpose, destinationHash: string) {
  const [row] = await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(codeKey(purpose, destinationHash))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
}

export async function consumeCode(tx: Db, purpose: CodePurpose, destinationHash: string, now: Date) {
  await tx.update(verificationCodes).set({ consumedAt: now }).where(codeKey(purpose, destinationHash));
}

/** A newer verification of the same contact replaces the older one, and so its token. */
export async function markVerified(
  db: Db,
  channel: Channel,
  destinationHash: string,
  tokenHash: string,
  now: Date,
) {
  await db
    .insert(verifiedContacts)
    .values({ channel, destinationHash, tokenHash, verifiedAt: now })
    .onConflictDoUpdate({
      target: [verifiedContacts.channel, verifiedContacts.destinationHash],
      set: { verifiedAt: now, tokenHash },
    });
}

/** When this client's proof of the contact was made, if it is newer than `since`; else null. */
export async function verifiedSince(
  db: Db,
  channel: Channel,
  destinationHash: string,
  tokenHash: string,
  since: Date,
) {
  const [row] = await db
    .select({ at: verifiedContacts.verifiedAt })
    .from(verifiedContacts)
    .where(
      and(
        eq(verifiedContacts.channel, channel),
        eq(verifiedContacts.destinationHash, destinationHash),
        eq(verifiedContacts.tokenHash, tokenHash),
        gte(verifiedContacts.verifiedAt, since),
      ),
    );
  return row?.at ?? null;
}

export async function forgetVerified(tx: Db, destinationHashes: string[]) {
  await tx.delete(verifiedContacts).where(inArray(verifiedContacts.destinationHash, destinationHashes));
}

/** Deletes one proof, if it is still there: true for the one transaction that spends it. */
export async function spendVerified(tx: Db, destinationHash: string, tokenHash: string): Promise<boolean> {
  const spent = await tx
    .delete(verifiedContacts)
    .where(
      and(eq(verifiedContacts.destinationHash, destinationHash), eq(verifiedContacts.tokenHash, tokenHash)),
    )
    .returning({ at: verifiedContacts.verifiedAt });
  return spent.length > 0;
}

/** Everything kept about these contacts (hashed): codes, verifications and send counters. */
export async function forgetContacts(tx: Db, destinationHashes: string[]) {
  if (!destinationHashes.length) return;
  await tx.delete(verificationCodes).where(inArray(verificationCodes.destinationHash, destinationHashes));
  await tx.delete(verifiedContacts).where(inArray(verifiedContacts.destinationHash, destinationHashes));
  await tx
    .delete(codeSends)
    .where(and(eq(codeSends.scope, 'destination'), inArray(codeSends.keyHash, destinationHashes)));
}

/** Retention (docs/privacy.md): codes used or expired before `before`, and sign-up proofs never used since. */
export async function deleteStaleCodes(db: Db, before: Date): Promise<number> {
  const codes = await db
    .delete(verificationCodes)
    .where(or(lt(verificationCodes.expiresAt, before), lt(verificationCodes.consumedAt, before)))
    .returning({ purpose: verificationCodes.purpose });
  const proofs = await db
    .delete(verifiedContacts)
    .where(lt(verifiedContacts.verifiedAt, before))
    .returning({ channel: verifiedContacts.channel });
  const sends = await db
    .delete(codeSends)
    .where(lt(codeSends.createdAt, before))
    .returning({ id: codeSends.id });
  return codes.length + proofs.length + sends.length;
}
