import { count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { members } from './members.table.ts';

/** Members looked up and written many at a time: the member import and the demo seed. */
export type NewMember = typeof members.$inferInsert;
type MemberKeys = { id: number; phone: string; code: string | null };

export async function hasMembers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members);
  return (row?.n ?? 0) > 0;
}

/** Which of these phone numbers members already hold. */
export async function takenPhones(db: Db, phones: string[]): Promise<Set<string>> {
  const rows = await db.select({ phone: members.phone }).from(members).where(inArray(members.phone, phones));
  return new Set(rows.map((r) => r.phone));
}

/** Which of these refer codes members already hold. */
export async function takenReferCodes(db: Db, codes: string[]): Promise<Set<string | null>> {
  if (!codes.length) return new Set();
  const rows = await db
    .select({ code: members.referCode })
    .from(members)
    .where(inArray(members.referCode, codes));
  return new Set(rows.map((r) => r.code));
}

/** The members whose phone or refer code is one of `keys`. */
export async function membersByPhoneOrCode(db: Db, keys: string[]): Promise<MemberKeys[]> {
  if (!keys.length) return [];
  return db
    .select({ id: members.id, phone: members.phone, code: members.referCode })
    .from(members)
    .where(or(inArray(members.phone, keys), inArray(members.referCode, keys)));
}

export function insertMemberBatch(db: Db, values: NewMember[]): Promise<MemberKeys[]> {
  return db
    .insert(members)
    .values(values)
    .returning({ id: members.id, phone: members.phone, code: members.referCode });
}

export async function setUpline(db: Db, memberId: number, uplineId: number): Promise<void> {
  await db.update(members).set({ uplineId }).where(eq(members.id, memberId));
}
