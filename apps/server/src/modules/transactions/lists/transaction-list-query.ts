import type { transactionListQuerySchema } from '@topup/contracts/api/money.ts';
import type { ListParams } from '@topup/contracts/api/wire.ts';
import type { z } from 'zod';
import type { MoneyFilter, MoneyRow } from './money-list.read-model.ts';

export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

export const TRANSACTION_CSV_COLUMNS = [
  { header: 'ID', value: (r: MoneyRow) => r.id },
  { header: 'Requested At', time: true, value: (r: MoneyRow) => r.requested_at },
  { header: 'Member', value: (r: MoneyRow) => r.member_name },
  { header: 'Phone', value: (r: MoneyRow) => r.member_phone },
  { header: 'Product', value: (r: MoneyRow) => r.product_name },
  { header: 'Game ID', value: (r: MoneyRow) => r.username },
  { header: 'Type', value: (r: MoneyRow) => r.type },
  { header: 'Amount', money: true, value: (r: MoneyRow) => r.amount },
  { header: 'Bonus', money: true, value: (r: MoneyRow) => r.bonus },
  { header: 'Verify Amount', money: true, value: (r: MoneyRow) => r.verify_amount },
  { header: 'Before Score', money: true, value: (r: MoneyRow) => r.before_score },
  { header: 'After Score', money: true, value: (r: MoneyRow) => r.after_score },
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
