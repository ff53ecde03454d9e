import { normalizePhone } from '@topup/contracts/member-fields.ts';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { members } from '../members/members.table.ts';

/**
 * The member an account ID names: a game username (any product, any case), else the member's
 * phone or refer code. `accountId` is the game account it matched, if it was a username.
 */
export async function findPlayer(
  db: Db,
  key: string,
): Promise<{ memberId: number; accountId: number | null } | null> {
  const [byAccount] = await db
    .select({ id: memberAccounts.id, memberId: memberAccounts.memberId })
    .from(memberAccounts)
    .where(sql`lower(${memberAccounts.username}) = lower(${key})`)
    .limit(1);
  if (byAccount) return { memberId: byAccount.memberId, accountId: byAccount.id };
  const phone = normalizePhone(key);
  const [byPhone] = await db
    .select({ id: members.id })
    .from(members)
    .where(or(eq(members.phone, phone ?? key), sql`upper(${members.referCode}) = upper(${key})`))
    .limit(1);
  return byPhone ? { memberId: byPhone.id, accountId: null } : null;
}
