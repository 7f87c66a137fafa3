// The only SQL of the contact feature.
import { count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { contactMessages, type DELIVERY_OUTCOMES } from '../../db/schema/index.js';

export type ContactRow = typeof contactMessages.$inferSelect;
export type NewContactRow = typeof contactMessages.$inferInsert;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export async function insertMessage(db: Db, row: NewContactRow): Promise<ContactRow> {
  const [inserted] = await db.insert(contactMessages).values(row).returning();
  if (!inserted) throw new Error('insert into contact_messages returned no row');
  return inserted;
}

export async function setDelivery(db: Db, id: string, delivery: DeliveryOutcome): Promise<void> {
  await db.update(contactMessages).set({ delivery }).where(eq(contactMessages.id, id));
}

/** Newest first; the id breaks ties between messages stored in the same instant. */
export async function listMessages(db: Db, page: { limit: number; offset: number }) {
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** Retention (docs/privacy.md): messages received before `before`. */
export async function deleteMessagesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return rows.length;
}
