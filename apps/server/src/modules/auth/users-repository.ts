// SQL for the users table, and the one mapping from a row to what the API shows (never the hash).
import { eq, or, sql } from 'drizzle-orm';
import type { PublicUser } from '@dhvani/contract/auth';
import type { Role } from '@dhvani/contract/enums';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

type PublicColumns = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phoneNo' | 'role' | 'createdAt' | 'rewardTokens'
>;

/** The public shape of a user (SPEC: `_id`, ISO dates); never the password hash or token version. */
export function publicShapeOf(u: PublicColumns): PublicUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    phoneNo: u.phoneNo,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    rewardTokens: u.rewardTokens,
  };
}

// Rows are never changed in place (a change reads a new row), and the auth cache hands the same row object
// to every request of a user for a second, so each row's public shape is made once.
const publicShapes = new WeakMap<UserRow, Readonly<PublicUser>>();

export function toPublicUser(u: UserRow): Readonly<PublicUser> {
  let shape = publicShapes.get(u);
  if (!shape) {
    shape = Object.freeze(publicShapeOf(u));
    publicShapes.set(u, shape);
  }
  return shape;
}

const first = <T>(rows: T[]) => rows[0] ?? null;

export const findUserById = async (db: Db, id: string) =>
  first(await db.select().from(users).where(eq(users.id, id)));

export const findUserByEmail = async (db: Db, email: string) =>
  first(await db.select().from(users).where(eq(users.email, email)));

export const findUserByPhone = async (db: Db, phoneNo: string) =>
  first(await db.select().from(users).where(eq(users.phoneNo, phoneNo)));

/** Which of these contacts an account already uses. */
export async function contactsInUse(db: Db, contacts: { phoneNo?: string; email?: string }) {
  const conditions = [
    contacts.phoneNo ? eq(users.phoneNo, contacts.phoneNo) : undefined,
    contacts.email ? eq(users.email, contacts.email) : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return { phoneNo: false, email: false };
  const rows = await db
    .select({ phoneNo: users.phoneNo, email: users.email })
    .from(users)
    .where(or(...conditions));
  return {
    phoneNo: Boolean(contacts.phoneNo) && rows.some((r) => r.phoneNo === contacts.phoneNo),
    email: Boolean(contacts.email) && rows.some((r) => r.email === contacts.email),
  };
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Promotes to admin (or not) and invalidates access tokens that carry the old role. */
export async function setRole(db: Db, id: string, role: Role, now: Date) {
  await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}
