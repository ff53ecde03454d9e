import { z } from 'zod';
import { type ListParams, listQuerySchema } from '../../../platform/pagination.ts';
import { staffId } from '../../../platform/staff-input.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions.table.ts';
import type { MoneyFilter, MoneyRow } from './money-list.read-model.ts';

// The one query schema of the staff transaction list and its queues (paging, sort, search,
// date range, CSV, and the money filters).
const statusList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.enum(TRANSACTION_STATUSES)).max(6));
const flag = z.enum(['0', '1']).transform((v) => v === '1');
export const transactionListQuery = listQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: statusList.optional(),
  verification: z.enum(['progress', 'verified', 'fail']).optional(),
  member_id: staffId().optional(),
  member_account_id: staffId().optional(),
  timeout: flag.optional(),
  fraud: flag.optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

export const TRANSACTION_CSV_COLUMNS = [
  { header: 'ID', value: (r: MoneyRow) => r.id },
  { header: 'Requested At', value: (r: MoneyRow) => r.requested_at },
  { header: 'Member', value: (r: MoneyRow) => r.member_name },
  { header: 'Phone', value: (r: MoneyRow) => r.member_phone },
  { header: 'Product', value: (r: MoneyRow) => r.product_name },
  { header: 'Game ID', value: (r: MoneyRow) => r.username },
  { header: 'Type', value: (r: MoneyRow) => r.type },
  { header: 'Amount', value: (r: MoneyRow) => r.amount },
  { header: 'Bonus', value: (r: MoneyRow) => r.bonus },
  { header: 'Verify Amount', value: (r: MoneyRow) => r.verify_amount },
  { header: 'Before Score', value: (r: MoneyRow) => r.before_score },
  { header: 'After Score', value: (r: MoneyRow) => r.after_score },
  { header: 'Status', value: (r: MoneyRow) => r.status },
  { header: 'Verification', value: (r: MoneyRow) => r.verification },
  { header: 'Deposit Bank', value: (r: MoneyRow) => r.deposit_bank_name },
  { header: 'Withdraw Bank', value: (r: MoneyRow) => r.withdraw_bank_name },
  { header: 'Remark', value: (r: MoneyRow) => r.remark },
  { header: 'Created By', value: (r: MoneyRow) => r.created_by_name },
];

export function splitTransactionQuery(q: TransactionListQuery): { list: ListParams; filter: MoneyFilter } {
  const { type, status, verification, member_id, member_account_id, timeout, fraud, ...list } = q;
  return {
    list,
    filter: {
      type,
      status,
      verification,
      memberId: member_id,
      memberAccountId: member_account_id,
      timeout,
      fraud,
    },
  };
}
