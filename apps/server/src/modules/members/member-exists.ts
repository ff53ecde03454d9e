import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { members } from './members.table.ts';

/** For another domain writing about a member (a note, a follow-up): MEMBER_NOT_FOUND unless the member exists. */
export async function assertMemberExists(db: Db, memberId: number): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!member) throw new DomainError('MEMBER_NOT_FOUND');
}
