import type { MemberTransactionSummary } from '@topup/contracts/member-api.ts';
import type { Db } from '../../platform/db/client.ts';

/** The member's most recent money transaction for the auth reply. Filled in by the transactions module. */
export async function latestMemberTransaction(_db: Db, _memberId: number): Promise<MemberTransactionSummary> {
  return null;
}
