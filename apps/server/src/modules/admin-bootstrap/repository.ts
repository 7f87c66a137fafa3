// The only SQL of the start-up admin account besides the users' own repository.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

const ADMIN_BOOTSTRAP_LOCK = 72_410_002;

/** Holds, until the caller's transaction ends, the lock every process takes to ensure the admin account. */
export async function lockAdminBootstrap(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_BOOTSTRAP_LOCK})`);
}
