import type { BankTransactionView } from '@topup/contracts/staff-operations.ts';

export type BankTransactionRow = BankTransactionView;

export type BankOption = { id: number; bank_name: string; holder: string; account_number: string };

export type { MatchCandidate } from '@topup/contracts/staff-operations.ts';

export type ColumnMapping = {
  date: string;
  time?: string;
  description: string;
  reference?: string;
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
  mapping_source: 'staff' | 'remembered' | 'layout' | 'guess' | null;
  needs_confirmation: boolean;
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
