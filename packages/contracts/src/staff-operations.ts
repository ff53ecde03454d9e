/**
 * Reply shapes of the back-office operations API (members, member imports, sources, bank
 * transactions, statements, matching), shared by the server that builds them and the staff SPA
 * that shows them.
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

/** One entry of a member's 'histories': one thing done to or by the member. */
export type MemberHistoryEntry = {
  id: number;
  action: string;
  operator: string | null;
  before: unknown;
  after: unknown;
  at: string;
};

/** One of the member's latest money transactions. */
export type MemberTransactionRow = {
  id: number;
  type: string;
  amount_sen: number;
  status: string;
  verification: string;
  requested_at: string;
};

/** Whether the member holds a live login link, and when it was issued and last used. */
export type MemberLinkStatus = { active: boolean; issued_at: string | null; last_used_at: string | null };

/** GET /api/staff/members/:id: the member with its link, history, transactions and login links. */
export type MemberDetail = MemberView & {
  link: MemberLinkStatus;
  histories: MemberHistoryEntry[];
  transactions: MemberTransactionRow[];
  tokens: { created_at: string; revoked_at: string | null; last_used_at: string | null }[];
};

/** A member source (GET /api/staff/sources/options, the sources list). */
export type SourceView = {
  id: number;
  name: string;
  is_default: boolean;
  member_count: number;
  created_at: string;
};

export type ImportErrorView = { row: number; field: string; message: string; value?: string };

/** A member import: previewed, queued, running or finished. */
export type ImportJobView = {
  id: number;
  filename: string;
  status: 'preview' | 'queued' | 'running' | 'done' | 'failed';
  total_rows: number;
  processed_rows: number;
  imported_rows: number;
  error_count: number;
  errors: ImportErrorView[];
  message: string | null;
  preview?: { columns: string[]; rows: Record<string, string | number | null>[] };
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

/** GET /api/staff/bank-transactions/bank-options: the banks a statement line can belong to. */
export type BankOption = { id: number; bank_name: string; holder: string; account_number: string };

/** GET/PUT /api/staff/bank-transactions/match-settings. */
export type MatchSettings = { drift_sen: number; window_minutes: number; auto_match: boolean };

/** Which statement column holds what, by header text. */
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
  /** The balance does not follow from the previous line: lines are missing in between. */
  | { kind: 'gap'; row: number; expected_balance_sen: number; balance_sen: number }
  /** The very same line twice in a row, and the balance did not move: an extra copy. */
  | { kind: 'duplicate'; row: number; duplicate_of_row: number };

export type StatementLineStatus = 'new' | 'already_imported' | 'extra_copy';

/** One statement line as the preview shows it, and whether importing would add it. */
export type StatementLineView = {
  row: number;
  transacted_at: string;
  has_time: boolean;
  description: string;
  deposit_sen: number;
  withdraw_sen: number;
  balance_sen: number | null;
  status: StatementLineStatus;
};

/**
 * Where the mapping came from: the staff's own (confirmed), the one remembered for the account,
 * a known bank layout, or a guess from the header names that staff confirm before importing.
 */
export type MappingSource = 'staff' | 'remembered' | 'layout' | 'guess';

/** POST /api/staff/bank-statements/preview. */
export type StatementPreview = {
  layout: { id: string; name: string } | null;
  needs_mapping: boolean;
  mapping_source: MappingSource | null;
  /** A guessed mapping: shown for one-click confirmation; importing needs it sent back. */
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
  lines: StatementLineView[];
};

/** POST /api/staff/bank-statements/import. */
export type StatementImportResult = {
  import_id: number;
  imported_count: number;
  /** Lines matched to their deposit at once (when the auto-match setting is on). */
  auto_matched_count: number;
  skipped_count: number;
  warnings: BalanceWarning[];
};
