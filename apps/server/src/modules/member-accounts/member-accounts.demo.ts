import type { Db } from '../../platform/db/client.ts';
import { memberAccounts } from './member-accounts.table.ts';

/**
 * The demo member holds accounts on Mega888 and 918Kiss and none on Pussy888 or Joker. The
 * simulator may not be running while seeding, so the accounts are stored not-synced and are
 * created at the provider on first use (they then take the username the provider assigns).
 */
export async function seedMemberAccountsDemo(db: Db, memberId: number, productIds: Record<string, number>) {
  await db.insert(memberAccounts).values([
    { memberId, productId: productIds.Mega888!, username: 'demomega', password: 'Mega@1234', synced: false },
    {
      memberId,
      productId: productIds['918Kiss']!,
      username: 'demokiss',
      password: 'Kiss@1234',
      synced: false,
    },
  ]);
}
