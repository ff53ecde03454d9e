export type BankTransactionRow = {
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
  transaction_id: number | null;
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

export type BankOption = { id: number; bank_name: string; holder: string; account_number: string };

export type MatchCandidate = {
  transaction_id: number;
  member_id: number;
  member_name: string;
  member_phone: string;
  amount_sen: number;
  status: string;
  verification: string;
  deposit_bank_id: number | null;
  requested_at: string;
  amount_difference_sen: number;
  minutes_apart: number;
  same_bank: boolean;
};

export type ColumnMapping = {
  date: string;
  time?: string;
  description: string;
  amount?: string;
  deposit?: string;
  withdrawal?: string;
  balance?: string;
  date_order: 'dmy' | 'ymd' | 'mdy';
};

export type BalanceWarning =
  | { kind: 'gap'; row: number; expected_balance_sen: number; balance_sen: number }
  | { kind: 'duplicate'; row: number; duplicate_of_row: number };

export type StatementPreview = {
  layout: { id: string; name: string } | null;
  needs_mapping: boolean;
  headers: string[];
  mapping: ColumnMapping | null;
  line_count: number;
  new_count: number;
  skipped_count: number;
  deposit_total_sen: number;
  withdraw_total_sen: number;
  errors: { row: number; field: string; message: string; value: string }[];
  warnings: BalanceWarning[];
  lines: {
    row: number;
    transacted_at: string;
    has_time: boolean;
    description: string;
    deposit_sen: number;
    withdraw_sen: number;
    balance_sen: number | null;
    status: 'new' | 'already_imported' | 'extra_copy';
  }[];
};
