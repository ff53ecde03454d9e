/**
 * Reply shapes of the staff money API (transactions, queues, detail), shared by the server that
 * builds them and the staff SPA that shows them. Amounts are 2-decimal strings.
 */

import type { TransactionStatus, TransactionType, Verification } from './transaction-state.ts';

export type { TransactionStatus, TransactionType, Verification };

/** One transaction as the staff API answers an action on it (snake_case, no joined names). */
export type TransactionJson = {
  id: number;
  member_id: number;
  member_account_id: number | null;
  to_member_account_id: number | null;
  member_wallet_id: number | null;
  type: TransactionType;
  amount: string;
  bonus_id: number | null;
  bonus: string;
  verify_amount: string | null;
  before_score: string | null;
  after_score: string | null;
  rollover: string;
  rollover_type: 'stack' | 'addon' | null;
  status: TransactionStatus;
  verification: Verification;
  deposit_bank_id: number | null;
  withdraw_bank_id: number | null;
  bank_option: string | null;
  receipt: string | null;
  remark: string | null;
  failure_code: string | null;
  claimed_by: number | null;
  claimed_at: string | null;
  timeout: boolean;
  fraud: boolean;
  created_by: number | null;
  requested_at: string | null;
  processed_at: string | null;
  completed_at: string | null;
  voided_at: string | null;
  created_at: string | null;
};

/** A row of the staff money lists (GET /api/staff/transactions, the pending queues). */
export type MoneyRow = TransactionJson & {
  member_name: string;
  member_phone: string;
  username: string | null;
  product_name: string | null;
  deposit_bank_name: string | null;
  withdraw_bank_name: string | null;
  claimed_by_name: string | null;
  created_by_name: string | null;
  to_username: string | null;
  to_product_name: string | null;
};

/** GET /api/staff/transactions/:id: the row with its ledger entries, provider calls and history. */
export type TransactionDetail = MoneyRow & {
  ledger_entries: {
    id: number;
    posting_id: number;
    kind: string;
    account: string;
    account_kind: string;
    amount: string;
    created_at: string;
  }[];
  provider_calls: {
    id: number;
    reference: string;
    purpose: string;
    direction: string;
    amount: string;
    status: string;
    error: string | null;
    balance_before: string | null;
    balance_after: string | null;
    created_at: string;
    resolved_at: string | null;
  }[];
  history: {
    id: number;
    action: string;
    operator_name: string | null;
    before: unknown;
    after: unknown;
    ip: string | null;
    created_at: string;
  }[];
};
