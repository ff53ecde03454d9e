export type TransactionType = 'deposit' | 'withdrawal' | 'transfer' | 'adjustment' | 'reward';
export type TransactionStatus = 'pending' | 'processing' | 'success' | 'failed' | 'complete' | 'voided';
export type Verification = 'progress' | 'verified' | 'fail';

/** A row of the staff money lists (GET /api/staff/money/...). Amounts are 2-decimal strings. */
export type MoneyRow = {
  id: number;
  member_id: number;
  member_account_id: number | null;
  to_member_account_id: number | null;
  type: TransactionType;
  amount: string;
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
  receipt: string | null;
  remark: string | null;
  failure_code: string | null;
  claimed_by: number | null;
  timeout: boolean;
  fraud: boolean;
  requested_at: string;
  processed_at: string | null;
  completed_at: string | null;
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

export const STATUS_COLORS: Record<TransactionStatus, string> = {
  pending: 'gold',
  processing: 'blue',
  success: 'green',
  failed: 'red',
  complete: 'cyan',
  voided: 'default',
};
export const VERIFICATION_COLORS: Record<Verification, string> = {
  progress: 'processing',
  verified: 'success',
  fail: 'error',
};
