import { isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import { banks } from '../modules/banks/banks.table.ts';
import { memberAccounts } from '../modules/member-accounts/member-accounts.table.ts';
import type { StaffClient } from './staff-client.ts';

/**
 * A pending staff deposit with this receipt into the first member account and a bank of a group
 * (what a payment gateway can hide from a viewer).
 */
export async function depositWithReceipt(
  app: App,
  staff: StaffClient,
  amount: number,
  receipt: string,
): Promise<LightMyRequestResponse> {
  const [account] = await app.ctx.db.select({ id: memberAccounts.id }).from(memberAccounts).limit(1);
  const [bank] = await app.ctx.db
    .select({ id: banks.id })
    .from(banks)
    .where(isNotNull(banks.groupId))
    .limit(1);
  return staff.post('/api/staff/deposits', {
    member_account_id: account!.id,
    amount,
    bank_id: bank!.id,
    receipt,
  });
}
