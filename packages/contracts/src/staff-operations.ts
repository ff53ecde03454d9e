/**
 * Reply shapes of the back-office operations API (members, bank transactions, matching), shared
 * by the server that builds them and the staff SPA that shows them.
 */

/** A member as the staff member list and form see it. */
export type MemberView = {
  id: number;
  name: string;
  phone: string;
  date_of_birth: string | null;
  refer_code: string | null;
  upline_id: number | null;
  upline_name: string | null;
  upline_refer_code: string | null;
  company: string | null;
  source_id: number | null;
  source_name: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_account_holder: string | null;
  status: 'active' | 'inactive';
  fraud: boolean;
  remark: string | null;
  deposit_count: number;
  last_deposit_at: string | null;
  registered_at: string;
  updated_at: string;
};

/** One bank-statement line. */
export type BankTransactionView = {
  id: number;
  bank_id: number;
  bank_name: string | null;
  bank_holder: string | null;
  bank_account_number: string | null;
  transacted_at: string;
  has_time: boolean;
  description: string;
  deposit_sen: number;
  withdraw_sen: number;
  balance_sen: number | null;
  receipt: string | null;
  type: 'normal' | 'expense' | 'other';
  claimed: boolean;
  /** What the claimed line matched: one transaction, or several deposits adding up to it. */
  transaction_ids: number[];
  claimed_by: string | null;
  claimed_at: string | null;
  extra_copy: boolean;
  import_id: number | null;
  remark: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
};

/** A deposit or withdrawal that may be (part of) the bank line's counterpart, best first. */
export type MatchCandidate = {
  transaction_id: number;
  type: 'deposit' | 'withdrawal';
  member_id: number;
  member_name: string;
  member_phone: string;
  amount_sen: number;
  status: string;
  verification: string;
  bank_id: number | null;
  /** When the money moved on our side (a withdrawal: when it was completed). */
  requested_at: string;
  amount_difference_sen: number;
  minutes_apart: number;
  same_bank: boolean;
};
